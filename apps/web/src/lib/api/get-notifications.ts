import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZNotificationList, type TNotification } from '@carnet/contract';
import { api } from '../api-client';
import { retryUpTo } from '../query-client';
import { queryKeys } from '../query-keys';

/** The notification list is retried up to 5 times: the bell and its count are on every page. */
export const NOTIFICATION_RETRIES = 5;

export function getNotifications(signal?: AbortSignal): Promise<TNotification[]> {
  return api.get(apiPaths.notifications, ZNotificationList, signal);
}

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    retry: retryUpTo(NOTIFICATION_RETRIES),
    meta: { errorMessage: msg`Error fetching Notification. Please try again later.` },
  });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
