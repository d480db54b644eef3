import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEvening, eveningPath } from '@carnet/contract';
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
