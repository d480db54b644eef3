import {
  STAFF_ROLES,
  ZApiError,
  ZIdParams,
  ZOk,
  ZReadAllResponse,
  ZStaffNotificationList,
  ZStaffNotificationPreferences,
  ZUpdateStaffNotificationPreferencesRequest,
  staffNotificationPaths,
} from '@carnet/contract';
import { callerLanguage } from '../../i18n/caller-language';
import type { App } from '../../types';
import {
  getStaffPreferences,
  listStaffNotifications,
  readAllStaffNotifications,
  readStaffNotification,
  updateStaffPreferences,
} from './staff-notifications.service';

/** A staff account's own bell and its preferences (decision 088): each account reads and marks only its own. */
export async function staffNotificationsStaffRoutes(app: App) {
  const { db, now } = app.deps;
  const config = { roles: [...STAFF_ROLES] };
  const tags = ['staff'];

  app.get(staffNotificationPaths.list, { config, schema: { tags, response: { 200: ZStaffNotificationList } } }, async (request) =>
    listStaffNotifications(db, request.actor, callerLanguage(request, app.deps.config.defaultLanguage)),
  );
  app.post(
    staffNotificationPaths.read,
    { config, schema: { tags, params: ZIdParams, response: { 200: ZOk, 404: ZApiError } } },
    async (request) => {
      await readStaffNotification(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
  app.post(staffNotificationPaths.readAll, { config, schema: { tags, response: { 200: ZReadAllResponse } } }, async (request) => ({
    success: true as const,
    count: await readAllStaffNotifications(db, request.actor),
  }));
  app.get(
    staffNotificationPaths.preferences,
    { config, schema: { tags, response: { 200: ZStaffNotificationPreferences } } },
    async (request) => getStaffPreferences(db, request.actor),
  );
  app.put(
    staffNotificationPaths.preferences,
    {
      config,
      schema: { tags, body: ZUpdateStaffNotificationPreferencesRequest, response: { 200: ZStaffNotificationPreferences, 400: ZApiError } },
    },
    async (request) => updateStaffPreferences(db, request.actor, request.body, now()),
  );
}
