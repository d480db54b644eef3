import { ZIdParams, ZNotificationList, ZOk, ZReadAllResponse } from '@carnet/contract';
import type { App } from '../../types';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service';

const tags = ['notifications'];

/** Any signed-in user reads and marks their own notifications; the spec makes the marking calls GETs. */
export async function notificationsRoutes(app: App) {
  const { db } = app.deps;

  app.get('/api/notification', { schema: { tags, response: { 200: ZNotificationList } } }, async (request) =>
    listNotifications(db, request.actor),
  );

  app.get(
    '/api/notification/read_all',
    { config: { countsAsWrite: true }, schema: { tags, response: { 200: ZReadAllResponse } } },
    async (request) => ({
      success: true as const,
      count: await readAllNotifications(db, request.actor),
    }),
  );

  app.get(
    '/api/notification/read/:id',
    { config: { countsAsWrite: true }, schema: { tags, params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await readNotification(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
}
