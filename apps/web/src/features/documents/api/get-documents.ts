import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZDocumentList, type TDocument } from '@carnet/contract';
import { api, type Page } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/documents: the documents of the parent's children over the current and previous school
 * year; `nextPath` leads to older ones (the documents page's 'Show older').
 */
export function getDocuments(signal?: AbortSignal): Promise<Page<TDocument>> {
  return api.getPage(apiPaths.documents, ZDocumentList, signal);
}

export function getDocumentsPageQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.documents,
    queryFn: ({ signal }) => getDocuments(signal),
    meta: { errorMessage: msg`Error fetching documents data` },
  });
}

const itemsOf = (page: Page<TDocument>) => page.items;

/** The first page's documents only: what the home page's block reads. */
export function getDocumentsQueryOptions() {
  return queryOptions({ ...getDocumentsPageQueryOptions(), select: itemsOf });
}

export function useDocumentsPage() {
  return useQuery(getDocumentsPageQueryOptions());
}
