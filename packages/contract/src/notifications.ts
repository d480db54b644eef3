import * as z from 'zod/mini';
import { ZId, ZInstant } from './common';

export const NOTIFICATION_SUBJECTS = [
  'concern',
  'registry',
  'medical',
  'allergy',
  'syringe',
  'blood type',
  'report',
  'document',
  'invoice',
  'timetable',
  'form',
  'meeting',
  'newsletter',
  'reward',
  'commendation',
  'termsdate',
  'message',
  'announcement',
  'homework',
  'marks',
] as const;
export const ZNotificationSubject = z.enum(NOTIFICATION_SUBJECTS);
export type TNotificationSubject = z.infer<typeof ZNotificationSubject>;

export const isNotificationSubject = (value: string): value is TNotificationSubject =>
  (NOTIFICATION_SUBJECTS as readonly string[]).includes(value);

/**
 * What staff accounts are told of (decision 088), apart from the family subjects: a family subject never
 * reaches a staff bell, nor a staff subject a family's.
 */
export const STAFF_NOTIFICATION_SUBJECTS = ['form returned', 'staff message', 'family request'] as const;
export const ZStaffNotificationSubject = z.enum(STAFF_NOTIFICATION_SUBJECTS);
export type TStaffNotificationSubject = z.infer<typeof ZStaffNotificationSubject>;

/**
 * GET /api/notification answers at most this many, the newest first; older ones come a page at a time
 * with `?before=<cursor>` from the answer's `Link` header (rel="next"), absent on the last page.
 */
export const NOTIFICATION_LIST_LIMIT = 100;

export const ZNotification = z.object({
  id: ZId,
  subject: ZNotificationSubject,
  subjectId: z.nullable(ZId),
  content: z.string(),
  createdAt: ZInstant,
  seen: z.boolean(),
  /** The child id the notification is about, or '' when it concerns the whole family. */
  link: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.array(ZNotification);

/** GET /api/notification/read_all: `count` is how many of the caller's notifications went from unseen to seen. */
export const ZReadAllResponse = z.object({ success: z.literal(true), count: z.number().check(z.int()) });
