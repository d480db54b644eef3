import {
  NOTIFICATION_LIST_LIMIT,
  ZApiError,
  ZIdParams,
  ZNotificationList,
  ZNotificationListQuery,
  ZOk,
  ZReadAllResponse,
  apiPaths,
} from '@carnet/contract';
import { callerLanguage } from '../../i18n/caller-language';
import { sendKeysetPage } from '../../lib/keyset-page';
import type { App } from '../../types';
import { listNotificationPage, readAllNotifications, readNotification } from './notifications.service';

const tags = ['notifications'];

/** Any signed-in user reads and marks their own notifications; the spec makes the marking calls GETs. */
export async function notificationsRoutes(app: App) {
  const { db } = app.deps;

  // Without a query: the newest page, as the spec's list. Older pages follow the `Link` header.
  app.get(
    apiPaths.notifications,
    { schema: { tags, querystring: ZNotificationListQuery, response: { 200: ZNotificationList, 400: ZApiError } } },
    async (request, reply) => {
      const limit = request.query.limit ?? NOTIFICATION_LIST_LIMIT;
      // Worded for the reader (decision 095): the account's saved language, else its browser's, else the school's.
      const language = callerLanguage(request, app.deps.config.defaultLanguage);
      const page = await listNotificationPage(db, request.actor, language, request.query);
      return sendKeysetPage(reply, apiPaths.notifications, page, limit);
    },
  );

  app.get(
    apiPaths.readAllNotifications,
    { config: { countsAsWrite: true }, schema: { tags, response: { 200: ZReadAllResponse } } },
    async (request) => ({
      success: true as const,
      count: await readAllNotifications(db, request.actor),
    }),
  );

  app.get(
    apiPaths.readNotification(':id'),
    { config: { countsAsWrite: true }, schema: { tags, params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await readNotification(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
}
