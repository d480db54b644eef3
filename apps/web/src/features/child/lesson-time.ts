import { SCHOOL_TIME_ZONE } from '../../lib/env';
import { formatTimeOfDay } from '../../lib/dates';

/** The school's clock, 'HH:MM' on 24 hours, whatever the device's zone (en-GB writes it so). */
const schoolClock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SCHOOL_TIME_ZONE });

/**
 * When the lesson of a registry entry starts (its date is that instant), as the school's clock reads
 * it: '9:00 AM' in English, '09:00' in French. Null for an unreadable date.
 */
export function lessonTimeOf(instant: string): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  return formatTimeOfDay(schoolClock.format(date));
}
