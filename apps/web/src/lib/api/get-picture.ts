import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@carnet/contract';
import { api } from '../api-client';
import { retryUpTo } from '../query-client';
import { queryKeys } from '../query-keys';

type EntityType = 'teacher' | 'child';

/**
 * Pictures are fresh 5 minutes, kept 10, retried once; a failure shows the default avatar
 * silently. They are kept only here, in memory: the server answers them `no-store` (no HTTP cache holds
 * a child's face) and signing out clears the query cache, blobs included.
 */
export const PICTURE_STALE_TIME_MS = 5 * 60_000;
export const PICTURE_GC_TIME_MS = 10 * 60_000;

/** GET /api/picture/{entityType}/{entityId}: an image blob. */
export function getPicture(entityType: EntityType, entityId: number, signal?: AbortSignal): Promise<Blob> {
  return api.blob(apiPaths.picture(entityType, entityId), signal);
}

export function getPictureQueryOptions(entityType: EntityType, entityId: number) {
  return queryOptions({
    queryKey: queryKeys.picture(entityType, entityId),
    queryFn: ({ signal }) => getPicture(entityType, entityId, signal),
    staleTime: PICTURE_STALE_TIME_MS,
    gcTime: PICTURE_GC_TIME_MS,
    retry: retryUpTo(1),
  });
}

export function usePicture(entityType: EntityType, entityId: number) {
  return useQuery(getPictureQueryOptions(entityType, entityId));
}
