import { formatWeekday } from '../../lib/dates';

/** The days of a week the school writes in English ('Monday'), each with a date that fell on it (from Monday 1 January 2024). */
const WEEKDAY_DATES: Readonly<Record<string, string>> = {
  monday: '2024-01-01',
  tuesday: '2024-01-02',
  wednesday: '2024-01-03',
  thursday: '2024-01-04',
  friday: '2024-01-05',
  saturday: '2024-01-06',
  sunday: '2024-01-07',
};

/**
 * An exit permission's day in the page's language, its name from Intl ('Wednesday', 'Mercredi'); a
 * day the school wrote otherwise is shown as written.
 */
export function weekdayLabel(day: string): string {
  const date = WEEKDAY_DATES[day.trim().toLowerCase()];
  if (!date) return day;
  const name = formatWeekday(date);
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}
