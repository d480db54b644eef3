import * as z from 'zod/mini';
import { ZTimeOfDay } from './common';
import type { TNotificationSubject } from './notifications';

/**
 * Notification preferences (decision 071): per family account and per kind of news, how the person hears
 * of it. A kind groups the notification subjects a family thinks of as one thing.
 */
export const NOTIFICATION_KINDS = [
  'absence',
  'document',
  'report',
  'newsletter',
  'meeting',
  'form',
  'concern',
  'conduct',
  'message',
  'homework',
  'marks',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/**
 * 'email': one e-mail per notification at once; 'digest': listed in the daily e-mail; 'push': on the
 * devices where the person turned notifications on; 'inApp': only the bell. Every choice keeps the bell.
 */
export const NOTIFICATION_CHANNELS = ['email', 'digest', 'push', 'inApp'] as const;
export const ZNotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type TNotificationChannel = z.infer<typeof ZNotificationChannel>;

/**
 * The subjects each kind covers. Registry entries are absences and lateness (a same-day absence must reach
 * the family); invoices are filed with documents; term dates come with the newsletter's school news;
 * rewards and commendations are conduct. Timetable changes and the health records (medical, allergy,
 * syringe, blood type) have no kind: they stay in the app, where the family reads them in context.
 */
export const NOTIFICATION_KIND_OF_SUBJECT: Partial<Record<TNotificationSubject, TNotificationKind>> = {
  registry: 'absence',
  document: 'document',
  invoice: 'document',
  report: 'report',
  newsletter: 'newsletter',
  termsdate: 'newsletter',
  meeting: 'meeting',
  form: 'form',
  concern: 'concern',
  reward: 'conduct',
  commendation: 'conduct',
  message: 'message',
  // An announcement is a message to many (decision 105): the family chooses once for both.
  announcement: 'message',
  homework: 'homework',
  marks: 'marks',
};

/** The kind of a stored subject, or null (own keys only: a subject such as 'constructor' is no kind). */
export const notificationKindOf = (subject: string): TNotificationKind | null =>
  Object.hasOwn(NOTIFICATION_KIND_OF_SUBJECT, subject)
    ? ((NOTIFICATION_KIND_OF_SUBJECT as Record<string, TNotificationKind | undefined>)[subject] ?? null)
    : null;

/** What an account gets until it chooses: absences, concerns and messages at once, the rest once a day. */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<TNotificationKind, TNotificationChannel> = {
  absence: 'email',
  document: 'digest',
  report: 'digest',
  newsletter: 'digest',
  meeting: 'digest',
  form: 'digest',
  concern: 'email',
  conduct: 'digest',
  message: 'email',
  // A test set, or a change in the next two days, goes at once whatever the channel (decision 110).
  homework: 'digest',
  // One notice per child per release (decision 114), so at once costs a family one e-mail an evening at most.
  marks: 'email',
};

/** A same-day unexplained absence always reaches the family outside the app: 'inApp' is refused for it. */
export const channelsAllowedFor = (kind: TNotificationKind): readonly TNotificationChannel[] =>
  kind === 'absence' ? NOTIFICATION_CHANNELS.filter((c) => c !== 'inApp') : NOTIFICATION_CHANNELS;

export const notificationPreferencesPaths = {
  /** Signed in (family): GET answers every kind's channel; PUT changes the kinds it lists. */
  mine: '/api/me/notification-preferences',
  /** Public, the `List-Unsubscribe` URL of e-mail (RFC 8058): POST moves the token's kind out of e-mail. */
  oneClick: (token: string) => `/api/notification-preferences/one-click/${token}`,
} as const;

export const ZNotificationPreference = z.strictObject({ kind: ZNotificationKind, channel: ZNotificationChannel });

/** Every kind once, in NOTIFICATION_KINDS order, and when the school sends the daily digest (DIGEST_TIME, school's clocks). */
export const ZNotificationPreferences = z.object({ preferences: z.array(ZNotificationPreference), digestTime: ZTimeOfDay });
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** The kinds to change (each at most once); kinds not listed keep their channel. */
export const ZUpdateNotificationPreferencesRequest = z.strictObject({
  preferences: z.array(ZNotificationPreference).check(
    z.minLength(1),
    z.maxLength(NOTIFICATION_KINDS.length),
    z.refine((list) => new Set(list.map((p) => p.kind)).size === list.length, 'Each kind at most once'),
  ),
});
export type TUpdateNotificationPreferencesRequest = z.infer<typeof ZUpdateNotificationPreferencesRequest>;

/** The daily digest's default time on the school's clocks (DIGEST_TIME). */
export const DEFAULT_DIGEST_TIME = '17:00';
