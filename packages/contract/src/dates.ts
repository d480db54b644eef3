/** Calendar-day arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone shifts a day; `todayIn` says which day it is in a zone. */

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** One formatter per zone: building one costs far more than using it, and the server asks on every request. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a zone Intl does not know, before anything is cached.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `Intl` knows this IANA time zone ('Europe/Paris'); the server checks SCHOOL_TIME_ZONE with it. */
export function isTimeZone(timeZone: string): boolean {
  try {
    dayFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar day ('YYYY-MM-DD') that the instant `now` falls on in `timeZone`: the school's "today"
 * is the day on the school's clocks, whatever zone the server or the reader is in.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = dayFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
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
