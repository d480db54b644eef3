import type { QueryClient } from '@tanstack/react-query';
import type { TNotification } from '@carnet/contract';
import { keysFollowingNotifications, queryKeys } from '../query-keys';

/** Shows the notifications as seen at once, before the server confirms. */
export function markSeenInCache(queryClient: QueryClient, isTarget: (notification: TNotification) => boolean): void {
  queryClient.setQueryData<TNotification[]>(queryKeys.notifications, (list) =>
    list?.map((notification) => (isTarget(notification) ? { ...notification, seen: true } : notification)),
  );
}

export function refreshAfterRead(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(keysFollowingNotifications.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
