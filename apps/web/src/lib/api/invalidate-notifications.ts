import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TNotification } from '@carnet/contract';
import type { Page } from '../api-client';
import { keysFollowingNotifications, queryKeys } from '../query-keys';

/** Shows the notifications as seen at once, before the server confirms: the newest page and any older ones shown. */
export function markSeenInCache(queryClient: QueryClient, isTarget: (notification: TNotification) => boolean): void {
  const marked = (page: Page<TNotification>): Page<TNotification> => ({
    ...page,
    items: page.items.map((notification) => (isTarget(notification) ? { ...notification, seen: true } : notification)),
  });
  queryClient.setQueryData<Page<TNotification>>(queryKeys.notifications, (page) => page && marked(page));
  queryClient.setQueriesData<InfiniteData<Page<TNotification>>>({ queryKey: [...queryKeys.notifications, 'older'] }, (data) =>
    data ? { ...data, pages: data.pages.map(marked) } : data,
  );
}

/** The notifications loaded so far (the newest page, then any older pages shown). */
export function cachedNotifications(queryClient: QueryClient): TNotification[] {
  const newest = queryClient.getQueryData<Page<TNotification>>(queryKeys.notifications)?.items ?? [];
  const older = queryClient
    .getQueriesData<InfiniteData<Page<TNotification>>>({ queryKey: [...queryKeys.notifications, 'older'] })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? []);
  return [...newest, ...older];
}

export function refreshAfterRead(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(keysFollowingNotifications.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
