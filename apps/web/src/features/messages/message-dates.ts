import { formatDate, formatInstantTime, schoolToday } from '../../lib/dates';
import { todayIn } from '@carnet/contract';
import { schoolTimeZone } from '../../lib/env';

/** The school's calendar day of an instant ('YYYY-MM-DD'). */
const dayOf = (instant: string) => todayIn(schoolTimeZone(), new Date(instant));

/**
 * When a message was written or will arrive, as a conversation shows it: the time alone today
 * ('08:12', '8:12 AM'), the day and the time before ('27 Nov, 08:12'), the year when it is not this one.
 */
export function formatMessageTime(instant: string, today: string = schoolToday()): string {
  const time = formatInstantTime(instant) ?? '';
  const day = dayOf(instant);
  if (day === today) return time;
  const options: Intl.DateTimeFormatOptions =
    day.slice(0, 4) === today.slice(0, 4) ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' };
  return `${formatDate(instant, options)}, ${time}`;
}

/** When a message held for quiet hours arrives, for "on {day} at {time}": 'Monday 30 November' and '7:00 AM' ('07:00'). */
export function formatArrival(instant: string): { day: string; time: string } {
  return { day: formatDate(instant, { weekday: 'long', day: 'numeric', month: 'long' }), time: formatInstantTime(instant) ?? '' };
}

/** Whether an instant falls on the school's today (a message held at 05:00 arrives at 07:00 the same day). */
export const isArrivingToday = (instant: string, today: string = schoolToday()) => dayOf(instant) === today;
