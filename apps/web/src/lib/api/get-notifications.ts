import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZNotificationList, type TNotification } from '@carnet/contract';
import { api, type Page } from '../api-client';
import { retryUpTo } from '../query-client';
import { queryKeys } from '../query-keys';

/** The notification list is retried up to 5 times: the bell and its count are on every page. */
export const NOTIFICATION_RETRIES = 5;

/** The newest page of notifications; `nextPath` leads to older ones (the panel's 'Show older'). */
export function getNotifications(signal?: AbortSignal): Promise<Page<TNotification>> {
  return api.getPage(apiPaths.notifications, ZNotificationList, signal);
}

/** The cached page holds where older ones are; readers of the list see its items. */
export function getNotificationsPageQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    retry: retryUpTo(NOTIFICATION_RETRIES),
    meta: { errorMessage: msg`Error fetching Notification. Please try again later.` },
  });
}

const itemsOf = (page: Page<TNotification>) => page.items;

export function getNotificationsQueryOptions() {
  return queryOptions({ ...getNotificationsPageQueryOptions(), select: itemsOf });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
