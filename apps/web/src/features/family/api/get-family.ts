import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZFamily, type TFamily } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { retryUpTo } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** The family read is retried 3 times before it gives up. */
export const FAMILY_RETRIES = 3;

/** GET /api/family: name, financial information and the family's contacts. */
export function getFamily(signal?: AbortSignal): Promise<TFamily> {
  return api.get(apiPaths.family, ZFamily, signal);
}

export function getFamilyQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.family,
    queryFn: ({ signal }) => getFamily(signal),
    retry: retryUpTo(FAMILY_RETRIES),
    meta: { errorMessage: msg`Error fetching user family data` },
  });
}

export function useFamily() {
  return useQuery(getFamilyQueryOptions());
}
