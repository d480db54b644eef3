import { HOMEWORK_KINDS, type THomeworkKind, type TWorkloadDay, WORKLOAD_DAYS_AROUND, addDays } from '@carnet/contract';
import type { Db } from '../../db/connect';

/**
 * A group's load (decision 110): on each day, the homework due across EVERY subject its
 * pupils take, measured on the most loaded pupil (their minutes, their tests), since pupils of one group
 * do not all take the same options. A warning to the teacher, never a refusal.
 */
export type DayLimits = { minutesPerDay: number; testsPerDay: number };

const isKind = (kind: string): kind is THomeworkKind => (HOMEWORK_KINDS as readonly string[]).includes(kind);

/** The day and `around` school days either side (weekends and holidays skipped), in order. */
export function daysAround(date: string, isSchoolDay: (day: string) => boolean, around = WORKLOAD_DAYS_AROUND): string[] {
  const walk = (step: 1 | -1) => {
    const days: string[] = [];
    for (let day = addDays(date, step), tries = 0; days.length < around && tries < 60; day = addDays(day, step), tries++) {
      if (isSchoolDay(day)) days.push(day);
    }
    return days;
  };
  return [...walk(-1).reverse(), date, ...walk(1)];
}

/**
 * The load of these pupils on these days. `pupils` is a subquery of child ids (a teaching group's, a
 * class's): their subjects are read once, then the homework due on the days in those subjects.
 */
export async function loadOfPupils(
  db: Db,
  pupilIds: readonly number[],
  days: readonly string[],
  limits: DayLimits,
): Promise<TWorkloadDay[]> {
  const empty = (date: string): TWorkloadDay => ({ date, minutes: 0, tests: 0, items: [], isOverMinutes: false, isOverTests: false });
  if (pupilIds.length === 0 || days.length === 0) return days.map(empty);
  const links = await db
    .selectFrom('child_subjects')
    .select(['child_id', 'subject_id'])
    .where('child_id', 'in', [...pupilIds])
    .execute();
  const subjectsOf = new Map<number, Set<number>>();
  for (const link of links) subjectsOf.set(link.child_id, (subjectsOf.get(link.child_id) ?? new Set()).add(link.subject_id));
  const subjectIds = [...new Set(links.map((l) => l.subject_id))];
  const sorted = [...days].sort();
  const rows =
    subjectIds.length === 0
      ? []
      : await db
          .selectFrom('homework')
          .innerJoin('subjects', 'subjects.id', 'homework.subject_id')
          .select(['homework.id', 'homework.subject_id', 'homework.kind', 'homework.minutes', 'homework.due_date', 'subjects.name'])
          .where('homework.subject_id', 'in', subjectIds)
          .where('homework.due_date', '>=', sorted[0]!)
          .where('homework.due_date', '<=', sorted[sorted.length - 1]!)
          .where('homework.withdrawn_at', 'is', null)
          .orderBy('homework.due_date')
          .orderBy('homework.id')
          .execute();
  return days.map((date) => {
    const due = rows.filter((r) => r.due_date === date);
    let minutes = 0;
    let tests = 0;
    for (const subjects of subjectsOf.values()) {
      const own = due.filter((r) => subjects.has(r.subject_id));
      minutes = Math.max(
        minutes,
        own.reduce((sum, r) => sum + r.minutes, 0),
      );
      tests = Math.max(tests, own.filter((r) => r.kind === 'test').length);
    }
    return {
      date,
      minutes,
      tests,
      items: due.map((r) => ({ id: r.id, subject: r.name, kind: isKind(r.kind) ? r.kind : 'homework', minutes: r.minutes })),
      isOverMinutes: minutes > limits.minutesPerDay,
      isOverTests: tests > limits.testsPerDay,
    };
  });
}

/** The active pupils of a teaching group. */
export async function pupilsOfGroup(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('child_subjects')
    .innerJoin('children', 'children.id', 'child_subjects.child_id')
    .select('child_subjects.child_id')
    .where('child_subjects.subject_id', '=', groupId)
    .where('children.deactivated_at', 'is', null)
    .execute();
  return rows.map((r) => r.child_id);
}
