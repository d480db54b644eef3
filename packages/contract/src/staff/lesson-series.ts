import { addDays, mondayOf } from '../dates';

export type SeriesPattern = 'every' | 'weekA' | 'weekB';

/**
 * The dates of a lesson series: each `weekday` (1 = Monday) from `from` to `to` (both included) whose
 * week matches the pattern. Weeks are counted from the week holding `from`: that week is week A, the
 * next week B, and so on alternating, so 'weekB' never falls in the first week.
 */
export function seriesDates(input: { weekday: number; from: string; to: string; pattern: SeriesPattern }): string[] {
  const firstMonday = mondayOf(input.from);
  const dates: string[] = [];
  for (let week = 0; ; week += 1) {
    const date = addDays(firstMonday, week * 7 + input.weekday - 1);
    if (date > input.to) break;
    if (date < input.from) continue;
    if (input.pattern === 'weekA' && week % 2 === 1) continue;
    if (input.pattern === 'weekB' && week % 2 === 0) continue;
    dates.push(date);
  }
  return dates;
}
