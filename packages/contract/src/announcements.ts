import * as z from 'zod/mini';
import { ZId, ZInstant, freeText } from './common';
import { ZMessageBody, ZMessageFile, ZMessageFiles } from './messages';

/**
 * Announcements (decision 105): the office, or a teacher for their own groups, writes to an
 * audience's families. The family reads it, acknowledges it with one press when asked, and answers
 * its sender in a private conversation (decision 102's `conversations.announcement_id`), never to all.
 * Quiet hours hold it as they hold a message; reads and acknowledgements are per family.
 */
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 10000;
/** A page of the family's list (newest first; older ones by the `Link` header). */
export const ANNOUNCEMENT_PAGE_LIMIT = 30;

export const announcementPaths = {
  /** GET ?before=&limit=: the family's announcements, newest delivered first. */
  list: '/api/announcements',
  /** GET: one announcement with its files; reading it marks it read for the family. */
  announcement: (id: number | ':id') => `/api/announcements/${id}`,
  /** POST: the family acknowledges it (one press; a second press keeps the first time). */
  acknowledge: (id: number | ':id') => `/api/announcements/${id}/acknowledge`,
  /** POST: a private reply to its sender, about one of the family's children it reached: a new conversation. */
  reply: (id: number | ':id') => `/api/announcements/${id}/reply`,
  file: (id: number | ':id') => `/api/announcements/files/${id}`,
} as const;

export const ZAnnouncementSummary = z.object({
  id: ZId,
  title: z.string(),
  senderName: z.string(),
  /** When the family received it (after quiet hours when it was written in them). */
  deliveredAt: ZInstant,
  asksAcknowledgement: z.boolean(),
  isUrgent: z.boolean(),
  /** When someone of the family first opened it; null while unread. */
  readAt: z.nullable(ZInstant),
  /** When a parent of the family acknowledged it, and who; null while not acknowledged (or not asked). */
  acknowledgedAt: z.nullable(ZInstant),
  acknowledgedBy: z.nullable(z.string()),
  /** The family's children it reached, by first name (a family may have several in the audience). */
  children: z.array(z.object({ id: ZId, firstName: z.string() })),
});
export type TAnnouncementSummary = z.infer<typeof ZAnnouncementSummary>;
export const ZAnnouncementList = z.array(ZAnnouncementSummary);

export const ZAnnouncement = z.object({
  ...ZAnnouncementSummary.shape,
  body: z.string(),
  files: z.array(ZMessageFile),
  /** The conversation the family already opened from it, if any, so the reply button opens it again. */
  replyConversationId: z.nullable(ZId),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementAcknowledged = z.object({ acknowledgedAt: ZInstant, acknowledgedBy: z.string() });

/** POST /api/announcements/:id/reply: answers `TMessageSent` (conversation with the sender, about that child). */
export const ZAnnouncementReplyRequest = z.strictObject({ childId: ZId, body: ZMessageBody, files: ZMessageFiles });
export type TAnnouncementReplyRequest = z.infer<typeof ZAnnouncementReplyRequest>;

export const ZAnnouncementTitle = freeText(ANNOUNCEMENT_TITLE_MAX).check(z.minLength(1));
export const ZAnnouncementBody = freeText(ANNOUNCEMENT_BODY_MAX).check(z.minLength(1));
