import * as z from 'zod/mini';
import { DOCUMENT_PAGE_LIMIT, NEWSLETTER_LIST_LIMIT } from './files';
import { NOTIFICATION_LIST_LIMIT } from './notifications';
import { type TCursor, decodeCursor } from './paging';
import { CONVERSATION_PAGE_LIMIT, MESSAGE_PAGE_LIMIT } from './messages';
import { ANNOUNCEMENT_PAGE_LIMIT } from './announcements';
import { ANNOUNCEMENT_FAMILIES_PAGE_LIMIT, ANNOUNCEMENT_FAMILY_STATUSES } from './staff/announcements';
import { REGISTRY_PAGE_LIMIT } from './registry';

/*
 * The query schemas of the paged lists live here, apart from the lists' own schemas: only the server
 * reads them, so the web app's first load does not carry them.
 */

export const ZCursor = z.pipe(
  z.string().check(z.refine((text) => decodeCursor(text) !== null, 'Expected a cursor from a Link header')),
  z.transform((text) => decodeCursor(text) as TCursor),
);

/** The query of a paged list; `limit` at most `max`, `max` by default. */
export const pageQuery = (max: number) =>
  z.strictObject({
    before: z.optional(ZCursor),
    limit: z.optional(
      z.pipe(
        z.string().check(z.regex(/^[1-9]\d{0,3}$/, 'Expected a whole number')),
        z.pipe(z.coerce.number<string>(), z.number().check(z.maximum(max))),
      ),
    ),
  });
export type TPageQuery = { before?: TCursor; limit?: number };

export const ZNotificationListQuery = pageQuery(NOTIFICATION_LIST_LIMIT);
export const ZRegistryListQuery = pageQuery(REGISTRY_PAGE_LIMIT);
export const ZNewsletterListQuery = pageQuery(NEWSLETTER_LIST_LIMIT);
export const ZDocumentListQuery = pageQuery(DOCUMENT_PAGE_LIMIT);

/** The conversation lists: a page, and `q` to search one's own messages (subject and text). */
export const ZConversationListQuery = z.extend(pageQuery(CONVERSATION_PAGE_LIMIT), {
  q: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type TConversationListQuery = TPageQuery & { q?: string };
export const ZMessagePageQuery = pageQuery(MESSAGE_PAGE_LIMIT);

/** The announcement lists, the family's and the staff's (decision 105). */
export const ZAnnouncementListQuery = pageQuery(ANNOUNCEMENT_PAGE_LIMIT);

/**
 * The families of one announcement (staff): by family name, `status` and `q` (part of the family's name or
 * of one of its pupils') filter them; `after` is the last family of the previous page (from the `Link` header).
 */
export const ZAnnouncementFamiliesQuery = z.strictObject({
  status: z.optional(z.enum(ANNOUNCEMENT_FAMILY_STATUSES)),
  q: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  after: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Expected a family id')),
      z.pipe(z.coerce.number<string>(), z.number().check(z.maximum(2_147_483_647))),
    ),
  ),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,3}$/, 'Expected a whole number')),
      z.pipe(z.coerce.number<string>(), z.number().check(z.maximum(ANNOUNCEMENT_FAMILIES_PAGE_LIMIT))),
    ),
  ),
});
export type TAnnouncementFamiliesQuery = { status?: 'all' | 'unread' | 'notAcknowledged'; q?: string; after?: number; limit?: number };
