import {
  ANNOUNCEMENT_FAMILIES_PAGE_LIMIT,
  ANNOUNCEMENT_PAGE_LIMIT,
  STAFF_ROLES,
  type TAnnouncementFamiliesQuery,
  ZAnnouncementFamiliesQuery,
  ZAnnouncementListQuery,
  ZAnnouncementReminded,
  ZAnnouncementSent,
  ZApiError,
  ZIdParams,
  ZSendAnnouncementRequest,
  ZStaffAnnouncement,
  ZStaffAnnouncementList,
  staffAnnouncementPath,
  staffAnnouncementPaths,
} from '@carnet/contract';
import { callerLanguage } from '../../i18n/caller-language';
import { isOffice } from '../../lib/actor';
import { sendFile } from '../../lib/download';
import { sendKeysetPage } from '../../lib/keyset-page';
import type { App } from '../../types';
import { MESSAGE_BODY_LIMIT } from '../messages/messages.routes';
import { findAnnouncementFile } from './announcement-files';
import { announcementDeliveryJobHandler } from './announcements.publish';
import { getStaffAnnouncement, listStaffAnnouncements, remindAnnouncement } from './announcements.staff.service';
import { sendAnnouncement } from './send-announcement.service';

/** The next page of families: the same filters, after the last family of this page. */
function familiesLink(id: number, query: TAnnouncementFamiliesQuery, after: number): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  params.set('after', String(after));
  params.set('limit', String(query.limit ?? ANNOUNCEMENT_FAMILIES_PAGE_LIMIT));
  return `<${staffAnnouncementPath(id)}?${params.toString()}>; rel="next"`;
}

/** Announcements on the staff side (decision 105): the office to any audience and all of them, a teacher to and of their own. */
export async function announcementsStaffRoutes(app: App) {
  const { db } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };
  const tags = ['staff'];
  // The families are told when it is delivered: at once, or when quiet hours end.
  app.jobs.register('announcement-delivery', announcementDeliveryJobHandler(db, { now: app.deps.now }));

  app.get(
    staffAnnouncementPaths.list,
    { config: staff, schema: { tags, querystring: ZAnnouncementListQuery, response: { 200: ZStaffAnnouncementList, 400: ZApiError } } },
    async (request, reply) => {
      const page = await listStaffAnnouncements(db, request.actor, request.query);
      return sendKeysetPage(reply, staffAnnouncementPaths.list, page, request.query.limit ?? ANNOUNCEMENT_PAGE_LIMIT);
    },
  );
  app.post(
    staffAnnouncementPaths.list,
    {
      config: staff,
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: {
        tags,
        body: ZSendAnnouncementRequest,
        response: { 200: ZAnnouncementSent, 400: ZApiError, 403: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError },
      },
    },
    async (request) => {
      const clock = { now: app.deps.now(), timeZone: app.deps.config.schoolTimeZone };
      const sent = await sendAnnouncement(db, request.actor, request.body, clock, callerLanguage(request, app.deps.config.defaultLanguage));
      app.jobs.wake();
      return sent;
    },
  );
  app.get(
    staffAnnouncementPaths.announcement,
    {
      config: staff,
      schema: { tags, params: ZIdParams, querystring: ZAnnouncementFamiliesQuery, response: { 200: ZStaffAnnouncement, 400: ZApiError, 404: ZApiError } },
    },
    async (request, reply) => {
      const { announcement, nextAfter } = await getStaffAnnouncement(db, request.actor, request.params.id, request.query);
      if (nextAfter !== null) void reply.header('link', familiesLink(request.params.id, request.query, nextAfter));
      return announcement;
    },
  );
  app.post(
    staffAnnouncementPaths.remind,
    { config: staff, schema: { tags, params: ZIdParams, response: { 200: ZAnnouncementReminded, 404: ZApiError, 409: ZApiError } } },
    async (request) => {
      const reminded = await remindAnnouncement(db, request.actor, request.params.id, app.deps.now());
      app.jobs.wake();
      return reminded;
    },
  );
  app.get(
    staffAnnouncementPaths.file,
    {
      config: staff,
      schema: { tags, params: ZIdParams, produces: ['application/pdf', 'image/jpeg', 'image/png'], response: { 404: ZApiError } },
    },
    async (request, reply) => {
      const actor = request.actor;
      const file = await findAnnouncementFile(db, request.params.id, async (announcementId) => {
        if (isOffice(actor)) return true;
        const own = await db
          .selectFrom('announcements')
          .select('id')
          .where('id', '=', announcementId)
          .where('sender_id', '=', actor.userId)
          .executeTakeFirst();
        return own !== undefined;
      });
      return sendFile(reply, file, file.name);
    },
  );
}
