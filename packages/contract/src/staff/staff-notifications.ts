import * as z from 'zod/mini';
import { ZId, ZInstant } from '../common';
import { STAFF_NOTIFICATION_SUBJECTS, ZStaffNotificationSubject, type TStaffNotificationSubject } from '../notifications';

/** Staff accounts' own bell and preferences (decision 088), under /api/staff like the rest of the staff side. */
export const staffNotificationPaths = {
  list: '/api/staff/notifications',
  read: '/api/staff/notifications/:id/read',
  readAll: '/api/staff/notifications/read-all',
  preferences: '/api/staff/notification-preferences',
} as const;

/** The bell lists at most this many, newest first: staff news is a few a day, older ones are in their pages. */
export const STAFF_NOTIFICATION_LIST_LIMIT = 50;

export const ZStaffNotification = z.object({
  id: ZId,
  subject: ZStaffNotificationSubject,
  content: z.string(),
  createdAt: ZInstant,
  seen: z.boolean(),
  /** The page the notification opens (NOTIFICATION_PAGES.staff with the item's id). */
  link: z.string(),
});
export type TStaffNotification = z.infer<typeof ZStaffNotification>;

export const ZStaffNotificationList = z.object({
  items: z.array(ZStaffNotification),
  /** Unseen ones in all, however many the list shows: the bell's count. */
  unread: z.number().check(z.int()),
});
export type TStaffNotificationList = z.infer<typeof ZStaffNotificationList>;

/** Staff read every notification in the bell; each subject may also come by e-mail at once (no digest). */
export const STAFF_NOTIFICATION_CHANNELS = ['inApp', 'email'] as const;
export const ZStaffNotificationChannel = z.enum(STAFF_NOTIFICATION_CHANNELS);
export type TStaffNotificationChannel = z.infer<typeof ZStaffNotificationChannel>;

/**
 * A returned form is read in the office's day, not the minute it comes: the bell only, until one chooses.
 * A family's message comes by e-mail too (at the end of quiet hours, as the family's own; decision 102).
 */
export const DEFAULT_STAFF_CHANNELS: Record<TStaffNotificationSubject, TStaffNotificationChannel> = {
  'form returned': 'inApp',
  'staff message': 'email',
  // A family's report or leave request is read on the absences screen in the office's day (decision 107).
  'family request': 'inApp',
};

/** Which subjects each staff role is told of: a returned form goes to the office, a family's message to whom it is written. */
export const STAFF_SUBJECTS_OF_ROLE = { ROLE_ADMIN: [...STAFF_NOTIFICATION_SUBJECTS], ROLE_TEACHER: ['staff message'] } as const;

const ZStaffPreference = z.object({ subject: ZStaffNotificationSubject, channel: ZStaffNotificationChannel });
export const ZStaffNotificationPreferences = z.object({ preferences: z.array(ZStaffPreference) });
export type TStaffNotificationPreferences = z.infer<typeof ZStaffNotificationPreferences>;

export const ZUpdateStaffNotificationPreferencesRequest = z.strictObject({
  preferences: z
    .array(z.strictObject({ subject: ZStaffNotificationSubject, channel: ZStaffNotificationChannel }))
    .check(z.minLength(1), z.maxLength(20)),
});
export type TUpdateStaffNotificationPreferencesRequest = z.infer<typeof ZUpdateStaffNotificationPreferencesRequest>;
