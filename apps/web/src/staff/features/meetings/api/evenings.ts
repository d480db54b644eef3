import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCreated, ZEvenings, eveningsPaths, type TNewEvening } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { eveningKeys } from './evening-keys';

/** GET /api/staff/evenings: every evening with its fill rate (a teacher: those they take part in). */
export const getEveningsQueryOptions = () =>
  queryOptions({
    queryKey: eveningKeys.list(),
    queryFn: ({ signal }) => api.get(eveningsPaths.evenings, ZEvenings, signal),
    meta: { errorMessage: msg`The parents' evenings could not be loaded.` },
  });

export const useEvenings = () => useQuery(withErrorShownInPlace(getEveningsQueryOptions()));

/** POST /api/staff/evenings (office): the families are told by the server; the list is asked again. */
export function useCreateEvening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TNewEvening) => api.post(eveningsPaths.evenings, ZCreated, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eveningKeys.list() }),
  });
}
