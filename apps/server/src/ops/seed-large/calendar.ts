import { addDays, isoWeekday } from '@carnet/contract';
import { firstDayOf, holidaysOf, schoolDayOnOrAfter, schoolYearStartOf } from '../../demo/school-calendar';

/** The school days (Monday to Friday, out of the holidays) from `first` to the day before `today`. */
export function schoolDaysBetween(first: string, today: string): string[] {
  const offRanges: Array<[after: string, before: string]> = [];
  for (let y = schoolYearStartOf(first) - 1; y <= schoolYearStartOf(today); y += 1) {
    for (const holiday of holidaysOf(y)) offRanges.push([holiday.lastDay, holiday.resume]);
  }
  const days: string[] = [];
  for (let day = first; day < today; day = addDays(day, 1)) {
    if (isoWeekday(day) > 5) continue;
    if (offRanges.some(([after, before]) => day > after && day < before)) continue;
    days.push(day);
  }
  return days;
}

/** The first school day of each month from September to June that falls within [first, today). */
export function monthStartsBetween(first: string, today: string): string[] {
  const starts: string[] = [];
  const cursor = new Date(`${first.slice(0, 7)}-01T00:00:00Z`);
  for (;;) {
    const month = cursor.toISOString().slice(0, 10);
    if (month >= today) break;
    const day = schoolDayOnOrAfter(month);
    const monthNumber = cursor.getUTCMonth() + 1;
    if (monthNumber !== 7 && monthNumber !== 8 && day >= first && day < today) starts.push(day);
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return starts;
}

/** The end of each term (the last day before Christmas, spring and summer holidays) within [first, today), with its school year. */
export function termEndsBetween(first: string, today: string): Array<{ date: string; startYear: number; term: 1 | 2 | 3 }> {
  const ends: Array<{ date: string; startYear: number; term: 1 | 2 | 3 }> = [];
  for (let y = schoolYearStartOf(first); y <= schoolYearStartOf(today); y += 1) {
    const holidays = holidaysOf(y);
    const dates = (['christmas', 'spring', 'summer'] as const).map((key) => holidays.find((h) => h.key === key)!.lastDay);
    dates.forEach((date, index) => {
      if (date >= first && date < today) ends.push({ date, startYear: y, term: (index + 1) as 1 | 2 | 3 });
    });
  }
  return ends;
}

/** The school years (their first calendar year) whose first day falls within [first, today). */
export function yearStartsBetween(first: string, today: string): number[] {
  const years: number[] = [];
  for (let y = schoolYearStartOf(first); y <= schoolYearStartOf(today); y += 1) {
    if (firstDayOf(y) >= first && firstDayOf(y) < today) years.push(y);
  }
  return years;
}
