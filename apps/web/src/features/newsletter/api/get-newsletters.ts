import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZNewsletterList, type TNewsletter } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/newsletter */
export function getNewsletters(signal?: AbortSignal): Promise<TNewsletter[]> {
  return api.get(apiPaths.newsletters, ZNewsletterList, signal);
}

export function getNewslettersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.newsletters,
    queryFn: ({ signal }) => getNewsletters(signal),
    meta: { errorMessage: msg`Error fetching newsletter data` },
  });
}

export function useNewsletters() {
  return useQuery(getNewslettersQueryOptions());
}
