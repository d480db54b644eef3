import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCreated, ZStaffConcerns, conductPaths, type TNewConcern } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { childQuery, conductKeys } from './conduct-keys';

/** GET /api/staff/concerns?childId=: concerns, newest first, with the family's acknowledgement. */
export const getConcernsQueryOptions = (childId: number | null) =>
  queryOptions({
    queryKey: conductKeys.concerns(childId),
    queryFn: ({ signal }) => api.get(`${conductPaths.concerns}${childQuery(childId)}`, ZStaffConcerns, signal),
    meta: { errorMessage: msg`The concerns could not be loaded.` },
  });

export const useConcerns = (childId: number | null) => useQuery(withErrorShownInPlace(getConcernsQueryOptions(childId)));

/** POST /api/staff/concerns: raise a concern (the parents are told); the pupil's list and the recent one are asked again. */
export function useRaiseConcern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNewConcern) => api.post(conductPaths.concerns, ZCreated, input),
    onSuccess: (_created, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getConcernsQueryOptions(input.childId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getConcernsQueryOptions(null).queryKey }),
      ]),
  });
}
