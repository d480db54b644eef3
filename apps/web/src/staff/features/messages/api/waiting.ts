import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWaitingConversations, staffMessagePaths } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMessageKeys } from './messages-keys';

/** GET /api/staff/messages/waiting (office): the conversations waiting longer than the expected reply time. */
export const getWaitingConversationsQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMessageKeys.waiting,
      queryFn: ({ signal }) => api.get(staffMessagePaths.waiting, ZWaitingConversations, signal),
      meta: { errorMessage: msg`The waiting conversations could not be loaded.` },
    }),
  );

export const useWaitingConversations = () => useQuery(getWaitingConversationsQueryOptions());
