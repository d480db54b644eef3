import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZRegistryList, type TRegistryItem } from '@carnet/contract';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/registry: every entry of the user's children, filtered by child on the client. */
export function getRegistry(signal?: AbortSignal): Promise<TRegistryItem[]> {
  return api.get(apiPaths.registry, ZRegistryList, signal);
}

export function getRegistryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.registry,
    queryFn: ({ signal }) => getRegistry(signal),
    meta: { errorMessage: msg`Error fetching registry data` },
  });
}

export function useRegistry() {
  return useQuery(getRegistryQueryOptions());
}
