import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZDocumentList, type TDocument } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/documents: the documents of the parent's children. */
export function getDocuments(signal?: AbortSignal): Promise<TDocument[]> {
  return api.get(apiPaths.documents, ZDocumentList, signal);
}

export function getDocumentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.documents,
    queryFn: ({ signal }) => getDocuments(signal),
    meta: { errorMessage: msg`Error fetching documents data` },
  });
}

export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDocumentsQueryOptions(), enabled });
}
