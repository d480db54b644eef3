import { ICalCalendar, type ICalCalendarMethod, type ICalDayJsStub } from 'ical-generator';
import { zonedInstant } from '@carnet/contract';
import { vtimezoneOf } from './vtimezone';

/**
 * A time on the school's clocks as ical-generator takes it. Given a native Date, ical-generator would
 * write an event's TZID time in the server process's zone; this stub (its Day.js interface) writes
 * the school's wall-clock time itself, whatever zone the server runs in.
 */
export function wallClock(date: string, time: string, timeZone: string): ICalDayJsStub {
  const instant = new Date(zonedInstant(date, time, timeZone));
  const stub: ICalDayJsStub = {
    format: (pattern?: string) => (pattern === 'HHmmss' ? `${time.replace(':', '')}00` : date.replace(/-/g, '')),
    isValid: () => true,
    toDate: () => instant,
    toJSON: () => instant.toISOString(),
    tz: () => stub,
  };
  return stub;
}

/** A calendar day for an all-day event: UTC midnight, which ical-generator writes as that date. */
export const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** The host of PUBLIC_URL: the right-hand side of every UID, so UIDs stay the same from fetch to fetch. */
export const uidDomain = (publicUrl: string) => new URL(publicUrl).hostname || 'carnet.invalid';

/** One booked appointment's UID, the same in the feed and in the confirmation e-mail's attachment. */
export const bookingUid = (bookingId: number, domain: string) => `meeting-booking-${bookingId}@${domain}`;

/**
 * A calendar with the school's VTIMEZONE. The calendar itself names no zone: ical-generator would
 * then write DTSTAMP and UNTIL in local time, where RFC 5545 wants UTC; events carry the TZID instead.
 * The VTIMEZONE covers `years` (those the events fall in).
 */
export function schoolCalendar(options: {
  name: string;
  timeZone: string;
  years: { from: number; to: number };
  method?: ICalCalendarMethod;
}): ICalCalendar {
  const { timeZone, years } = options;
  return new ICalCalendar({
    name: options.name,
    prodId: { company: 'Carnet', product: 'Carnet', language: 'EN' },
    timezone: { name: null, generator: () => vtimezoneOf(timeZone, years.from, years.to) },
    ...(options.method && { method: options.method }),
  });
}
