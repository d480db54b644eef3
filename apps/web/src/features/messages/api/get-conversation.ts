import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPaths, ZConversation, type TConversation } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/messages/:id: the conversation and its latest messages, newest first; reading it marks them read. */
export function getConversation(id: number, signal?: AbortSignal): Promise<TConversation> {
  return api.get(apiPaths.conversation(id), ZConversation, signal);
}

export const conversationKey = (id: number) => [...queryKeys.messages, 'conversation', { id }] as const;

/** The conversation; once read, the list's and the menu's unread counts are asked again. */
export function useConversation(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: conversationKey(id), queryFn: ({ signal }) => getConversation(id, signal) });
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!readAt) return;
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.messages, 'list'] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.messagesUnread });
  }, [readAt, queryClient]);
  return query;
}
