import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths, ZConversationList, type TConversationSummary } from '@carnet/contract';
import { api, type Page } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/messages?q=: the caller's conversations, newest first, a page at a time (older by the `Link` header). */
export function getConversationsQueryOptions(search: string) {
  const q = search.trim();
  const first = q ? `${apiPaths.messages}?${new URLSearchParams({ q }).toString()}` : apiPaths.messages;
  return infiniteQueryOptions({
    queryKey: [...queryKeys.messages, 'list', { q }] as const,
    queryFn: ({ pageParam, signal }): Promise<Page<TConversationSummary>> => api.getPage(pageParam, ZConversationList, signal),
    initialPageParam: first,
    getNextPageParam: (last: Page<TConversationSummary>) => last.nextPath ?? undefined,
  });
}

export function useConversations(search: string) {
  return useInfiniteQuery(getConversationsQueryOptions(search));
}
