import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMessagingPauses, ZOk, staffMessagePaths, type TPauseMessagingRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { staffMessageKeys } from './messages-keys';

/** GET /api/staff/messages/pauses (office): the pauses in force, a family's or the whole school's. */
export const getMessagingPausesQueryOptions = () =>
  withErrorShownInPlace(
    queryOptions({
      queryKey: staffMessageKeys.pauses,
      queryFn: ({ signal }) => api.get(staffMessagePaths.pauses, ZMessagingPauses, signal),
      meta: { errorMessage: msg`The pauses could not be loaded.` },
    }),
  );

export const useMessagingPauses = () => useQuery(getMessagingPausesQueryOptions());

/** POST /api/staff/messages/pauses: no new conversation from this family (or any, without one) until lifted. */
export function usePauseMessaging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPauseMessagingRequest) => api.post(staffMessagePaths.pauses, ZOk, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.pauses }),
  });
}

/** POST /api/staff/messages/pauses/:id/lift */
export function useLiftPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(staffMessagePaths.liftPause.replace(':id', String(id)), ZOk, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.pauses }),
  });
}
