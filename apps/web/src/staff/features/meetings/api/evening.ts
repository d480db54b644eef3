import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TEditEvening, ZEvening, ZOk, eveningDeletePath, eveningPath } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { eveningKeys } from './evening-keys';

/** GET /api/staff/evenings/{id}: per teacher, slots, bookings and fill rate (a teacher: their own line). */
export const getEveningQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eveningKeys.evening(id),
    queryFn: ({ signal }) => api.get(eveningPath(id), ZEvening, signal),
    meta: { errorMessage: msg`The parents' evening could not be loaded.` },
  });

export const useEvening = (id: number) => useQuery(withErrorShownInPlace(getEveningQueryOptions(id)));

/** PATCH /api/staff/evenings/{id} (office): its settings; the evening and the list are asked again. */
export function useEditEvening(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TEditEvening) => api.patch(eveningPath(id), ZOk, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eveningKeys.all }),
  });
}

/** POST /api/staff/evenings/{id}/delete (office): only while nothing is booked; the list is asked again. */
export function useDeleteEvening(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(eveningDeletePath(id), ZOk, {}),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eveningKeys.evening(id) });
      // The page goes back to the list next: 'all' asks it again even while no page shows it, and the
      // navigation waits for that, so the list never shows the deleted one from its cache.
      return queryClient.invalidateQueries({ queryKey: eveningKeys.list(), refetchType: 'all' });
    },
  });
}
