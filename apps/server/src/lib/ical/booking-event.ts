import { type ICalCalendar, ICalEventStatus } from 'ical-generator';
import { minutesOfDay, timeOfDay } from '@carnet/contract';
import { bookingUid, wallClock } from './school-calendar';

/** One appointment of a parents' evening, as both the feed and the confirmation e-mail write it. */
export type BookingForCalendar = {
  id: number;
  date: string;
  startTime: string;
  minutes: number;
  /** Times the office moved it: a calendar app keeps the confirmation with the highest. */
  sequence: number;
};

/** Adds the appointment; `summary` and `description` are already in the reader's language. */
export function addBookingEvent(
  calendar: ICalCalendar,
  booking: BookingForCalendar,
  texts: { summary: string; description: string },
  context: { timeZone: string; domain: string; stamp: Date },
): void {
  const { timeZone } = context;
  calendar.createEvent({
    id: bookingUid(booking.id, context.domain),
    sequence: booking.sequence,
    stamp: context.stamp,
    start: wallClock(booking.date, booking.startTime, timeZone),
    end: wallClock(booking.date, timeOfDay(minutesOfDay(booking.startTime) + booking.minutes), timeZone),
    timezone: timeZone,
    summary: texts.summary,
    description: texts.description,
    status: ICalEventStatus.CONFIRMED,
  });
}
