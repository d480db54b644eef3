import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZThisTerm, type TThisTerm } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/school-year/this-term: its `end` is when this term's rewards expire. */
export function getThisTerm(signal?: AbortSignal): Promise<TThisTerm> {
  return api.get(apiPaths.thisTerm, ZThisTerm, signal);
}

export function getThisTermQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.thisTerm,
    queryFn: ({ signal }) => getThisTerm(signal),
    // The term changes a few times a year.
    staleTime: 60 * 60_000,
  });
}

export function useThisTerm() {
  return useQuery(getThisTermQueryOptions());
}
