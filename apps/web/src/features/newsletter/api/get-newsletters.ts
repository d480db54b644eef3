import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZNewsletterList, type TNewsletter } from '@carnet/contract';
import { api, type Page } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/newsletter: the newest ones; `nextPath` leads to older ones (the page's 'Show older'). */
export function getNewsletters(signal?: AbortSignal): Promise<Page<TNewsletter>> {
  return api.getPage(apiPaths.newsletters, ZNewsletterList, signal);
}

export function getNewslettersPageQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.newsletters,
    queryFn: ({ signal }) => getNewsletters(signal),
    meta: { errorMessage: msg`Error fetching newsletter data` },
  });
}

const itemsOf = (page: Page<TNewsletter>) => page.items;

export function getNewslettersQueryOptions() {
  return queryOptions({ ...getNewslettersPageQueryOptions(), select: itemsOf });
}

export function useNewslettersPage() {
  return useQuery(getNewslettersPageQueryOptions());
}
