import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZConductEntries, ZCreated, conductPaths, type TNewConductEntry } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { childQuery, conductKeys } from './conduct-keys';

/** GET /api/staff/conduct?childId=: rewards and sanctions, newest first (every reachable pupil's without a pupil). */
export const getConductEntriesQueryOptions = (childId: number | null) =>
  queryOptions({
    queryKey: conductKeys.entries(childId),
    queryFn: ({ signal }) => api.get(`${conductPaths.entries}${childQuery(childId)}`, ZConductEntries, signal),
    meta: { errorMessage: msg`The rewards and sanctions could not be loaded.` },
  });

export const useConductEntries = (childId: number | null) => useQuery(withErrorShownInPlace(getConductEntriesQueryOptions(childId)));

/** POST /api/staff/conduct: a reward or a sanction (the family is told); the pupil's list and the recent one are asked again. */
export function useAddConductEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNewConductEntry) => api.post(conductPaths.entries, ZCreated, input),
    onSuccess: (_created, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getConductEntriesQueryOptions(input.childId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getConductEntriesQueryOptions(null).queryKey }),
      ]),
  });
}
