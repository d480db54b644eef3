import {
  ANNOUNCEMENT_PAGE_LIMIT,
  ZAnnouncement,
  ZAnnouncementAcknowledged,
  ZAnnouncementList,
  ZAnnouncementListQuery,
  ZAnnouncementReplyRequest,
  ZApiError,
  ZIdParams,
  ZMessageSent,
  announcementPaths,
} from '@carnet/contract';
import { sendFile } from '../../lib/download';
import { sendKeysetPage } from '../../lib/keyset-page';
import type { App } from '../../types';
import { MESSAGE_BODY_LIMIT } from '../messages/messages.routes';
import { findAnnouncementFile } from './announcement-files';
import { acknowledgeAnnouncement, getFamilyAnnouncement, listFamilyAnnouncements, replyToAnnouncement } from './announcements.service';

/** The family's announcements (decision 105): parents only, each family its own, from their delivery. */
export async function announcementsRoutes(app: App) {
  const { db } = app.deps;
  const tags = ['announcements'];
  const parentsOnly = { roles: ['ROLE_PARENT' as const] };
  const refusals = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError };

  app.get(
    announcementPaths.list,
    { config: parentsOnly, schema: { tags, querystring: ZAnnouncementListQuery, response: { 200: ZAnnouncementList, 400: ZApiError } } },
    async (request, reply) => {
      const page = await listFamilyAnnouncements(db, request.actor, request.query, app.deps.now());
      return sendKeysetPage(reply, announcementPaths.list, page, request.query.limit ?? ANNOUNCEMENT_PAGE_LIMIT);
    },
  );
  app.get(
    announcementPaths.announcement(':id'),
    {
      // Opening it marks it read for the family.
      config: { ...parentsOnly, countsAsWrite: true },
      schema: { tags, params: ZIdParams, response: { 200: ZAnnouncement, 404: ZApiError } },
    },
    async (request) => getFamilyAnnouncement(db, request.actor, request.params.id, app.deps.now()),
  );
  app.post(
    announcementPaths.acknowledge(':id'),
    { config: parentsOnly, schema: { tags, params: ZIdParams, response: { 200: ZAnnouncementAcknowledged, 404: ZApiError, 409: ZApiError } } },
    async (request) => acknowledgeAnnouncement(db, request.actor, request.params.id, app.deps.now()),
  );
  app.post(
    announcementPaths.reply(':id'),
    {
      config: parentsOnly,
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: { tags, params: ZIdParams, body: ZAnnouncementReplyRequest, response: { 200: ZMessageSent, ...refusals } },
    },
    async (request) => {
      const sent = await replyToAnnouncement(db, request.actor, request.params.id, request.body, {
        now: app.deps.now(),
        timeZone: app.deps.config.schoolTimeZone,
      });
      app.jobs.wake();
      return sent;
    },
  );
  app.get(
    announcementPaths.file(':id'),
    {
      config: parentsOnly,
      schema: { tags, params: ZIdParams, produces: ['application/pdf', 'image/jpeg', 'image/png'], response: { 404: ZApiError } },
    },
    async (request, reply) => {
      const now = app.deps.now().toISOString();
      const file = await findAnnouncementFile(db, request.params.id, async (announcementId) => {
        const reached = await db
          .selectFrom('announcement_families')
          .select('announcement_id')
          .where('announcement_id', '=', announcementId)
          .where('family_id', '=', request.actor.familyId ?? -1)
          .where('deliver_at', '<=', now)
          .executeTakeFirst();
        return reached !== undefined;
      });
      return sendFile(reply, file, file.name);
    },
  );
}
