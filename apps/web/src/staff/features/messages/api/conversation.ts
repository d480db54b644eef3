import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffConversation, staffConversationPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMessageKeys } from './messages-keys';

/** An open conversation asks again this often, so a family's answer shows without reloading. */
export const CONVERSATION_REFRESH_MS = 15_000;

/** GET /api/staff/messages/:id: the conversation and its newest messages; reading it marks them read (and audits the office). */
export const getStaffConversationQueryOptions = (id: number) =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMessageKeys.conversation(id),
      queryFn: ({ signal }) => api.get(staffConversationPath(id), ZStaffConversation, signal),
      meta: { errorMessage: msg`The conversation could not be loaded.` },
    }),
  );

export function useStaffConversation(id: number) {
  return useQuery({ ...getStaffConversationQueryOptions(id), refetchInterval: CONVERSATION_REFRESH_MS });
}
