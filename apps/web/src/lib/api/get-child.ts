import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, ZChild, type TChild } from '@carnet/contract';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/child/{id}: the child with subjects and records (a student gets no exit permissions or concerns). */
export function getChild(childId: number, signal?: AbortSignal): Promise<TChild> {
  return api.get(apiPaths.child(childId), ZChild, signal);
}

export function getChildQueryOptions(childId: number) {
  return queryOptions({
    queryKey: queryKeys.child(childId),
    queryFn: ({ signal }) => getChild(childId, signal),
  });
}

export function useChild(childId: number) {
  return useQuery(getChildQueryOptions(childId));
}
