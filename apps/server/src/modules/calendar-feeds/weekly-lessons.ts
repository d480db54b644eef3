import { addDays, isoWeekday } from '@carnet/contract';

/** A lesson as the feed reads it: one dated row of the timetable. */
export type DatedLesson = {
  child_id: number;
  subject_id: number;
  date: string;
  start_hour: string;
  end_hour: string;
  hall_name: string;
  class_title: string;
};

/**
 * One weekly event of a child's timetable: a subject at the same weekday and hours. `dates` every
 * `interval` weeks from `first` to `last`, except `excluded` (holidays, cancelled or moved lessons);
 * `halls` the occurrences held in another hall than `hall` (written as RECURRENCE-ID overrides).
 */
export type WeeklyLesson<L extends DatedLesson> = {
  key: string;
  lesson: L;
  first: string;
  last: string;
  interval: 1 | 2;
  excluded: string[];
  otherHalls: L[];
};

const WEEK = 7;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** The hall most of the occurrences use (the first one seen on a tie): the series' own location. */
function usualHall(lessons: DatedLesson[]): string {
  const counts = new Map<string, number>();
  for (const l of lessons) counts.set(l.hall_name, (counts.get(l.hall_name) ?? 0) + 1);
  let best = lessons[0]?.hall_name ?? '';
  for (const [hall, n] of counts) if (n > (counts.get(best) ?? 0)) best = hall;
  return best;
}

/**
 * Carnet keeps a timetable as dated lessons (what the office created, moved and cancelled). A calendar
 * app wants weekly events: lessons of one child, subject, weekday and hours become one event repeating
 * weekly (every two weeks for a week A / week B pattern) from the first to the last, and each week
 * without that lesson (a holiday, a cancellation, a move) an EXDATE. So the feed shows exactly the
 * lessons of the timetable screen, in a few dozen events a year.
 */
export function groupWeekly<L extends DatedLesson>(lessons: readonly L[]): WeeklyLesson<L>[] {
  const groups = new Map<string, L[]>();
  for (const lesson of lessons) {
    const key = `${lesson.child_id}-${lesson.subject_id}-${isoWeekday(lesson.date)}-${lesson.start_hour}-${lesson.end_hour}`;
    const group = groups.get(key);
    if (group) group.push(lesson);
    else groups.set(key, [lesson]);
  }
  return [...groups].map(([key, group]) => {
    // Two lessons of one group on one day cannot overlap in a timetable; keep one per date.
    const byDate = new Map(group.map((l) => [l.date, l]));
    const dates = [...byDate.keys()].sort();
    const first = dates[0] ?? '';
    const last = dates.at(-1) ?? first;
    const interval = dates.length > 1 && dates.every((d) => daysBetween(first, d) % (2 * WEEK) === 0) ? 2 : 1;
    const excluded: string[] = [];
    for (let date = first; date <= last; date = addDays(date, interval * WEEK)) if (!byDate.has(date)) excluded.push(date);
    const hall = usualHall([...byDate.values()]);
    const lesson = [...byDate.values()].find((l) => l.hall_name === hall) ?? group[0]!;
    const otherHalls = [...byDate.values()].filter((l) => l.hall_name !== hall);
    return { key, lesson, first, last, interval, excluded, otherHalls };
  });
}
