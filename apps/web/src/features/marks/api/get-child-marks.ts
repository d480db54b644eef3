import { msg } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { childMarksPath, ZChildMarks, type TChildMarks } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withErrorShownInPlace } from '../../../lib/query-state';

export const CHILD_MARKS_FAILED = msg`The marks could not be loaded.`;

/** GET /api/marks/:childId?termId=: the child's released marks in a term (the server's default term without one). */
export function getChildMarks(childId: number, termId: number | null, signal?: AbortSignal): Promise<TChildMarks> {
  const query = termId === null ? '' : `?termId=${termId}`;
  return api.get(`${childMarksPath(childId)}${query}`, ZChildMarks, signal);
}

export function getChildMarksQueryOptions(childId: number, termId: number | null) {
  return queryOptions({
    queryKey: [...queryKeys.marks, 'child', { childId, termId }] as const,
    queryFn: ({ signal }) => getChildMarks(childId, termId, signal),
    meta: { errorMessage: CHILD_MARKS_FAILED },
  });
}

/** The page shows its own failure with a Retry, so no toast. */
export function useChildMarks(childId: number, termId: number | null) {
  return useQuery(withErrorShownInPlace(getChildMarksQueryOptions(childId, termId)));
}
