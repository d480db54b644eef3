import type { THomeworkKind, TWorkload, TWorkloadDay } from '@carnet/contract';

/** The homework being written, as it would count on its due day. */
export type Planned = { id: number | null; kind: THomeworkKind; minutes: number };

/**
 * The due day's load with the homework being written added (and, when it is an edit, its own earlier
 * version taken out): what the teacher is warned of before saving. A warning, never a refusal.
 */
export function loadWithPlanned(day: TWorkloadDay, planned: Planned) {
  const others = day.items.filter((item) => item.id !== planned.id);
  const itself = day.items.find((item) => item.id === planned.id);
  const minutes = day.minutes - (itself?.minutes ?? 0) + planned.minutes;
  const tests = day.tests - (itself?.kind === 'test' ? 1 : 0) + (planned.kind === 'test' ? 1 : 0);
  return { minutes, tests, others };
}

/** Whether the due day, with this homework, passes the school's minutes a day and tests a day. */
export function plannedOverLimits(workload: TWorkload, planned: Planned) {
  const day = workload.days.find((one) => one.date === workload.date);
  if (!day) return { minutes: planned.minutes, tests: planned.kind === 'test' ? 1 : 0, isOverMinutes: false, isOverTests: false };
  const { minutes, tests } = loadWithPlanned(day, planned);
  return { minutes, tests, isOverMinutes: minutes > workload.minutesPerDay, isOverTests: tests > workload.testsPerDay };
}
