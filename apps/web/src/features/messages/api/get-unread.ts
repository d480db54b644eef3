import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZUnreadMessages } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/messages/unread: the count the menu shows beside "Messages"; the live channel asks it again. */
export function getUnreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.messagesUnread,
    queryFn: ({ signal }) => api.get(apiPaths.messagesUnread, ZUnreadMessages, signal),
    staleTime: 30_000,
  });
}

export function useUnreadMessages() {
  return useQuery(getUnreadMessagesQueryOptions()).data?.unread ?? 0;
}
