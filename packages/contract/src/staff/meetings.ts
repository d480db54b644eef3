import * as z from 'zod/mini';
import { ZId, ZIsoDate, ZTimeOfDay } from '../common';

/**
 * Parents' evenings as the office runs them (decision 070): the evening the families book in, each
 * teacher's schedule, the fill rates, and a booking moved by the office under the same rules.
 */
export const eveningsPaths = {
  /** GET: every evening with its fill rate (a teacher: those they take part in); POST: a new evening (office). */
  evenings: '/api/staff/evenings',
  /**
   * GET: one evening: per teacher, slots, bookings and fill rate (a teacher: their own line).
   * PATCH (office): its settings.
   */
  evening: '/api/staff/evenings/:id',
  /** POST (office): deletes the evening, while nothing is booked in it. */
  eveningDelete: '/api/staff/evenings/:id/delete',
  /** GET ?teacherId=: a teacher's schedule with pupils and parents (a teacher: their own only). */
  schedule: '/api/staff/evenings/:id/schedule',
  /** GET ?teacherId=: the same schedule as a PDF to print. */
  schedulePdf: '/api/staff/evenings/:id/schedule.pdf',
  /** POST {startTime}: the office moves a booking to another slot of the same teacher (the family is told). */
  moveBooking: '/api/staff/evenings/:id/bookings/:bookingId/move',
} as const;
export const eveningPath = (id: number) => eveningsPaths.evening.replace(':id', String(id));
export const eveningDeletePath = (id: number) => eveningsPaths.eveningDelete.replace(':id', String(id));
export const eveningSchedulePath = (id: number, teacherId: number) =>
  `${eveningsPaths.schedule.replace(':id', String(id))}?teacherId=${teacherId}`;
export const eveningSchedulePdfPath = (id: number, teacherId: number) =>
  `${eveningsPaths.schedulePdf.replace(':id', String(id))}?teacherId=${teacherId}`;
export const moveBookingPath = (id: number, bookingId: number) =>
  eveningsPaths.moveBooking.replace(':id', String(id)).replace(':bookingId', String(bookingId));

/** A slot lasts 5 to 60 minutes; an evening has at most this many slots per teacher. */
export const EVENING_SLOT_MINUTES_MIN = 5;
export const EVENING_SLOT_MINUTES_MAX = 60;

/** What the office may change after creating an evening: everything but who takes part. */
const eveningSettings = {
  name: z.string().check(z.trim(), z.minLength(1, 'A name is required'), z.maxLength(120)),
  date: ZIsoDate,
  startTime: ZTimeOfDay,
  endTime: ZTimeOfDay,
  slotMinutes: z.number().check(z.int(), z.minimum(EVENING_SLOT_MINUTES_MIN), z.maximum(EVENING_SLOT_MINUTES_MAX)),
  bookingFrom: ZIsoDate,
  bookingTo: ZIsoDate,
};

/**
 * PATCH /api/staff/evenings/:id: the whole settings. The date, hours and slot length change only while
 * nothing is booked (a booked slot must stay where the family put it); name and booking window always.
 */
export const ZEditEvening = z.strictObject(eveningSettings);
export type TEditEvening = z.infer<typeof ZEditEvening>;

export const ZNewEvening = z.strictObject({
  ...eveningSettings,
  classIds: z.array(ZId).check(z.minLength(1, 'Choose at least one class'), z.maxLength(200)),
  /** The teachers taking part; empty: every teacher of the pupils' teaching groups. */
  teacherIds: z.array(ZId).check(z.maxLength(500)),
});
export type TNewEvening = z.infer<typeof ZNewEvening>;

export const ZEveningTeacherLine = z.object({
  teacherId: ZId,
  teacher: z.string(),
  slots: z.number(),
  booked: z.number(),
  /** booked / slots, 0 to 1. */
  fillRate: z.number(),
});
export const ZEvening = z.object({
  id: ZId,
  name: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  slotMinutes: z.number(),
  bookingFrom: z.string(),
  bookingTo: z.string(),
  pupils: z.number(),
  teachers: z.array(ZEveningTeacherLine),
});
export type TEvening = z.infer<typeof ZEvening>;
export const ZEvenings = z.array(ZEvening);

export const ZEveningScheduleQuery = z.strictObject({
  teacherId: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Expected a positive integer id')), z.coerce.number<string>()),
});

export const ZScheduleRow = z.object({
  bookingId: ZId,
  time: z.string(),
  pupil: z.string(),
  className: z.string(),
  teachingGroup: z.string(),
  /** The family's contacts as the school holds them: name, e-mail, mobile. */
  parents: z.array(z.object({ name: z.string(), email: z.string(), mobile: z.string() })),
});
export const ZEveningSchedule = z.object({
  evening: z.object({ id: ZId, name: z.string(), date: z.string() }),
  teacher: z.string(),
  /** Every slot of the evening, booked or free, in order. */
  slots: z.array(z.object({ time: z.string(), booking: z.nullable(ZScheduleRow) })),
});
export type TEveningSchedule = z.infer<typeof ZEveningSchedule>;

export const ZMoveBooking = z.strictObject({ startTime: ZTimeOfDay });
export const ZMoveBookingParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.coerce.number<string>()),
  bookingId: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.coerce.number<string>()),
});
