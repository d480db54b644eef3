import { addDays, isoWeekday, MAX_WEEK_OFFSET, mondayOf, schoolWeekStart, type TLesson, type TTimetable } from '@carnet/contract';

export type DayMove = 'previous' | 'today' | 'next';

/** The day a phone opens on: the school's today, or the coming Monday at the weekend (the week the server calls "this week"). */
export function firstSchoolDay(today: string): string {
  return isoWeekday(today) >= 6 ? schoolWeekStart(today) : today;
}

/** How many weeks from "this week" the day's week is: the offset the timetable's API reads. */
export function weekOffsetOf(day: string, today: string): number {
  const days = (Date.parse(`${mondayOf(day)}T00:00:00Z`) - Date.parse(`${schoolWeekStart(today)}T00:00:00Z`)) / 86_400_000;
  return Math.round(days / 7);
}

/**
 * One school day back or forward, over the weekend (Friday's next is Monday), or back to the first day;
 * bounded like the API's week offset, so a day the server would refuse is never asked for.
 */
export function moveSchoolDay(day: string, move: DayMove, today: string): string {
  if (move === 'today') return firstSchoolDay(today);
  const step = move === 'next' ? 1 : -1;
  let next = addDays(day, step);
  while (isoWeekday(next) >= 6) next = addDays(next, step);
  return Math.abs(weekOffsetOf(next, today)) > MAX_WEEK_OFFSET ? day : next;
}

/** The day's lessons in the order of the day; a lesson at the same hour in two groups keeps the API's order. */
export function lessonsOn(timetable: TTimetable | undefined, day: string): TLesson[] {
  if (!timetable) return [];
  return timetable.lessons
    .flat()
    .filter((lesson) => lesson.date === day)
    .sort((a, b) => a.start_hour.localeCompare(b.start_hour));
}
