import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { childHomeworkPath, ZChildHomework, type TChildHomework } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withErrorShownInPlace } from '../../../lib/query-client';

export const CHILD_HOMEWORK_FAILED = msg`The homework could not be loaded.`;

/** GET /api/homework/:childId: the child's homework of the default window, and a student's own tasks. */
export function getChildHomework(childId: number, signal?: AbortSignal): Promise<TChildHomework> {
  return api.get(childHomeworkPath(childId), ZChildHomework, signal);
}

export function getChildHomeworkQueryOptions(childId: number) {
  return queryOptions({
    queryKey: [...queryKeys.homework, 'child', { childId }] as const,
    queryFn: ({ signal }) => getChildHomework(childId, signal),
    meta: { errorMessage: CHILD_HOMEWORK_FAILED },
  });
}

/** The page shows its own failure with a Retry, so no toast. */
export function useChildHomework(childId: number) {
  return useQuery(withErrorShownInPlace(getChildHomeworkQueryOptions(childId)));
}
