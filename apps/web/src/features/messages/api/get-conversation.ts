import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPaths, ZConversation } from '@carnet/contract';
import { useConversationPages } from '../../../lib/api/use-conversation-pages';
import { queryKeys } from '../../../lib/query-keys';

export const conversationKey = (id: number) => [...queryKeys.messages, 'conversation', { id }] as const;

/**
 * GET /api/messages/:id: the conversation and its latest messages, newest first, earlier ones a page at a
 * time; reading it marks them read, so the list's and the menu's unread counts are asked again.
 */
export function useConversation(id: number) {
  const queryClient = useQueryClient();
  const query = useConversationPages(conversationKey(id), apiPaths.conversation(id), ZConversation);
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!readAt) return;
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.messages, 'list'] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.messagesUnread });
  }, [readAt, queryClient]);
  return query;
}
