import * as z from 'zod/mini';
import { ZId, ZIdText, ZIsoDate, ZTimeOfDay } from './common';

/** GET /api/meeting/open: one entry per (meeting, child) whose registration window includes today. */
export const ZOpenMeeting = z.object({
  meetingId: ZId,
  child: z.object({ id: ZId }),
  name: z.string(),
  date: ZIsoDate,
});
export type TOpenMeeting = z.infer<typeof ZOpenMeeting>;
export const ZOpenMeetingList = z.array(ZOpenMeeting);

/**
 * A booked slot. For the caller's own children, `pupil` is the child id and `teachingGroup` the subject;
 * another family's booking tells only that the teacher is taken at that time (both null), since its
 * subject or group would narrow down which pupil it is.
 */
export const ZUsedSlot = z.object({
  teacher: ZId,
  pupil: z.nullable(ZId),
  teachingGroup: z.nullable(ZId),
  time: ZTimeOfDay,
});
export type TUsedSlot = z.infer<typeof ZUsedSlot>;

/** GET /api/meeting/info/{meetingId} */
export const ZMeetingInfo = z.object({
  id: ZId,
  name: z.string(),
  date: ZIsoDate,
  startRegistrationDate: ZIsoDate,
  endRegistrationDate: ZIsoDate,
  startTime: ZTimeOfDay,
  endTime: ZTimeOfDay,
  durationInMinutes: z.number().check(z.int(), z.positive()),
  usedSlots: z.array(ZUsedSlot),
});
export type TMeetingInfo = z.infer<typeof ZMeetingInfo>;

export const ZMeetingIdParams = z.strictObject({ meetingId: ZIdText });

/** One appointment: teachingGroup is the subject id. */
export const ZBookingEntry = z.strictObject({
  meetingId: ZId,
  startTime: ZTimeOfDay,
  teacherId: ZId,
  teachingGroup: ZId,
  childId: ZId,
});
export type TBookingEntry = z.infer<typeof ZBookingEntry>;

/** POST /api/meeting/book: all entries are booked together, or none (409 SLOT_TAKEN). */
export const ZBookMeetingsRequest = z.strictObject({
  bookMeetings: z.array(ZBookingEntry).check(z.minLength(1), z.maxLength(30)),
});
export type TBookMeetingsRequest = z.infer<typeof ZBookMeetingsRequest>;
export const ZBookMeetingsResponse = z.object({ booked: z.array(ZBookingEntry) });
export type TBookMeetingsResponse = z.infer<typeof ZBookMeetingsResponse>;

/** POST /api/meeting/cancel */
export const ZCancelMeetingRequest = ZBookingEntry;
export type TCancelMeetingRequest = TBookingEntry;
export const ZCancelMeetingResponse = z.object({ canceled: ZBookingEntry });
export type TCancelMeetingResponse = z.infer<typeof ZCancelMeetingResponse>;
