import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZRegistryList, type TRegistryItem } from '@carnet/contract';
import { api, type Page } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/registry: the entries of the user's children over the current and previous school year,
 * filtered by child on the client; `nextPath` leads to older ones (the registry tab's 'Show older').
 */
export function getRegistry(signal?: AbortSignal): Promise<Page<TRegistryItem>> {
  return api.getPage(apiPaths.registry, ZRegistryList, signal);
}

export function getRegistryPageQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.registry,
    queryFn: ({ signal }) => getRegistry(signal),
    meta: { errorMessage: msg`Error fetching registry data` },
  });
}

const itemsOf = (page: Page<TRegistryItem>) => page.items;

export function getRegistryQueryOptions() {
  return queryOptions({ ...getRegistryPageQueryOptions(), select: itemsOf });
}

export function useRegistryPage() {
  return useQuery(getRegistryPageQueryOptions());
}
