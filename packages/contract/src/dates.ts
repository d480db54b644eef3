/** Calendar-day arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone shifts a day. */

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** 1 = Monday ... 7 = Sunday */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week `weekOffset` weeks from the week holding `isoDate`. */
export function mondayOf(isoDate: string, weekOffset = 0): string {
  return addDays(isoDate, 1 - isoWeekday(isoDate) + weekOffset * 7);
}

/**
 * The Monday of the school week that "this week" means on `isoDate`, moved by `weekOffset` weeks.
 * On Saturday and Sunday the week just finished is over for a family: this week is the coming one.
 */
export function schoolWeekStart(isoDate: string, weekOffset = 0): string {
  const isWeekend = isoWeekday(isoDate) >= 6;
  return mondayOf(isoDate, weekOffset + (isWeekend ? 1 : 0));
}
