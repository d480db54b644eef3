import { addDays, isoWeekday } from '@carnet/contract';

/** A term as the calendar holds it: its first and last day ('YYYY-MM-DD'). */
export type TermSpan = { start_date: string; end_date: string };

/**
 * Whether a day is a school day: Monday to Friday, and not in the holidays of the term dates (the days
 * between one term's last day and the next term's first). Before the first term and after the last one the
 * calendar says nothing, so weekdays count: a school that has not entered its terms still gets its mornings.
 */
export function schoolDayRule(terms: readonly TermSpan[]): (date: string) => boolean {
  const sorted = [...terms].sort((a, b) => a.start_date.localeCompare(b.start_date));
  const gaps: Array<[first: string, last: string]> = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const [term, next] = [sorted[i], sorted[i + 1]];
    if (term && next && addDays(term.end_date, 1) <= addDays(next.start_date, -1)) {
      gaps.push([addDays(term.end_date, 1), addDays(next.start_date, -1)]);
    }
  }
  return (date) => isoWeekday(date) <= 5 && !gaps.some(([first, last]) => first <= date && date <= last);
}

/** School days after `from` up to and including `to` (0 when `to` is not later): how long a family has waited. */
export function schoolDaysBetween(from: string, to: string, isSchoolDay: (date: string) => boolean): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to && count < 1000; day = addDays(day, 1)) if (isSchoolDay(day)) count++;
  return count;
}
