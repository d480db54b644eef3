import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZTermEventList, type TTermEvent } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/terms: every term event of every school year, in date order. */
export function getTerms(signal?: AbortSignal): Promise<TTermEvent[]> {
  return api.get(apiPaths.terms, ZTermEventList, signal);
}

export function getTermsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.terms,
    queryFn: ({ signal }) => getTerms(signal),
    meta: { errorMessage: msg`Error fetching terms data` },
  });
}

export function useTerms() {
  return useQuery(getTermsQueryOptions());
}
