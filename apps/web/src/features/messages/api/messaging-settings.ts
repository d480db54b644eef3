import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZFamilyMessagingSettings, ZMessageRecipients } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/messages/settings: the school's reply time and quiet hours, and whether the caller may start a conversation. */
export function useMessagingSettings() {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.messages, 'settings'] as const,
      queryFn: ({ signal }) => api.get(apiPaths.messagesSettings, ZFamilyMessagingSettings, signal),
    }),
  );
}

/** GET /api/messages/recipients: per child, the teachers the caller may write to (the office always). */
export function useMessageRecipients() {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.messages, 'recipients'] as const,
      queryFn: ({ signal }) => api.get(apiPaths.messagesRecipients, ZMessageRecipients, signal),
    }),
  );
}
