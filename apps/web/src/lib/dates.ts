import { addDays, schoolWeekStart, todayIso } from '@carnet/contract';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day ('YYYY-MM-DD') is read and shown in UTC so no time zone moves it; an instant is
 * shown in the reader's own zone.
 */
function toDate(value: string): { date: Date; timeZone: string | undefined } {
  return DATE_ONLY.test(value) ? { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' } : { date: new Date(value), timeZone: undefined };
}

function format(value: string, options: Intl.DateTimeFormatOptions): string {
  const { date, timeZone } = toDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(date);
}

/** 'day month year' in English with a two-digit day, e.g. '05 March 2025'. */
export function formatLongDate(value: string): string {
  return format(value, { day: '2-digit', month: 'long', year: 'numeric' });
}

/** The small-screen form, dd/mm/yyyy. */
export function formatShortDate(value: string): string {
  return format(value, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** Lunch menu days, en-GB style: '05 Mar'. */
export function formatMenuDate(value: string): string {
  return format(value, { day: '2-digit', month: 'short' });
}

/** '03 – 07 March 2025' for the school week `weekOffset` weeks from this one (the coming week on weekends). */
export function formatWorkWeek(weekOffset: number, today: string = todayIso()): string {
  const monday = schoolWeekStart(today, weekOffset);
  const friday = addDays(monday, 4);
  const sameMonth = monday.slice(0, 7) === friday.slice(0, 7);
  const start = sameMonth ? format(monday, { day: '2-digit' }) : format(monday, { day: '2-digit', month: 'short' });
  return `${start} – ${format(friday, { day: '2-digit', month: sameMonth ? 'long' : 'short', year: 'numeric' })}`;
}
