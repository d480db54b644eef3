import * as z from 'zod/mini';
import { ZId, ZInstant } from '../common';
import { ZAnnouncementBody, ZAnnouncementTitle } from '../announcements';
import { ZMessageFile, ZMessageFiles } from '../messages';
import { ZAudience } from './audience';

/** Announcements on the staff side (issue 32, point 2): the office to any audience, a teacher to their own groups. */
export const staffAnnouncementPaths = {
  /** GET ?before=&limit=: the caller's announcements (the office: every one) with their counts; POST: sends one. */
  list: '/api/staff/announcements',
  /** GET: one announcement, its counts and the families ?status=all|unread|notAcknowledged (a page). */
  announcement: '/api/staff/announcements/:id',
  /** POST: reminds only the families that have not acknowledged (or not read, when none was asked). */
  remind: '/api/staff/announcements/:id/remind',
  file: '/api/staff/announcements/files/:id',
} as const;
export const staffAnnouncementPath = (id: number) => staffAnnouncementPaths.announcement.replace(':id', String(id));

export const ZSendAnnouncementRequest = z.strictObject({
  audience: ZAudience,
  title: ZAnnouncementTitle,
  body: ZAnnouncementBody,
  asksAcknowledgement: z.boolean(),
  files: ZMessageFiles,
  /** The office only: delivered at once, quiet hours or not, and written in the audit log. */
  isUrgent: z.optional(z.boolean()),
});
export type TSendAnnouncementRequest = z.infer<typeof ZSendAnnouncementRequest>;

/** The answer to a send: how many families it reaches and when they will see it (`isDeferred`: quiet hours). */
export const ZAnnouncementSent = z.object({ id: ZId, families: z.number(), deliverAt: ZInstant, isDeferred: z.boolean() });
export type TAnnouncementSent = z.infer<typeof ZAnnouncementSent>;

export const ZAnnouncementCounts = z.object({ families: z.number(), read: z.number(), acknowledged: z.number() });
export type TAnnouncementCounts = z.infer<typeof ZAnnouncementCounts>;

export const ZStaffAnnouncementSummary = z.object({
  id: ZId,
  title: z.string(),
  senderName: z.string(),
  /** The audience in words, as the sender chose it ("3B", "Year 9", "Whole school", "12 families"). */
  audienceLabel: z.string(),
  createdAt: ZInstant,
  deliverAt: ZInstant,
  asksAcknowledgement: z.boolean(),
  isUrgent: z.boolean(),
  counts: ZAnnouncementCounts,
  /** When the last reminder went, null if none did. */
  remindedAt: z.nullable(ZInstant),
});
export type TStaffAnnouncementSummary = z.infer<typeof ZStaffAnnouncementSummary>;
export const ZStaffAnnouncementList = z.array(ZStaffAnnouncementSummary);

export const ANNOUNCEMENT_FAMILY_STATUSES = ['all', 'unread', 'notAcknowledged'] as const;
/** A page of the families of one announcement (by family name; the next by the `Link` header). */
export const ANNOUNCEMENT_FAMILIES_PAGE_LIMIT = 50;
export const ZAnnouncementFamilyStatus = z.enum(ANNOUNCEMENT_FAMILY_STATUSES);

/** One family the announcement reached: whether it read and acknowledged it, and when. */
export const ZAnnouncementFamily = z.object({
  familyId: ZId,
  familyName: z.string(),
  /** The pupils of the audience in this family, "Hugo Martin (3B)". */
  pupils: z.array(z.string()),
  readAt: z.nullable(ZInstant),
  acknowledgedAt: z.nullable(ZInstant),
  acknowledgedBy: z.nullable(z.string()),
});
export type TAnnouncementFamily = z.infer<typeof ZAnnouncementFamily>;

export const ZStaffAnnouncement = z.object({
  ...ZStaffAnnouncementSummary.shape,
  body: z.string(),
  files: z.array(ZMessageFile),
  /** A page of the families, by family name, filtered by `?status=`; the next page by the `Link` header. */
  families: z.array(ZAnnouncementFamily),
});
export type TStaffAnnouncement = z.infer<typeof ZStaffAnnouncement>;

export const ZAnnouncementReminded = z.object({ reminded: z.number() });
