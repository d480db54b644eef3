import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeworkPaths, ZDueNext, type TDueNext } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withErrorShownInPlace } from '../../../lib/query-client';

/** GET /api/homework/due-next: every child's homework due on the next school day (the home page's block). */
export function getDueNext(signal?: AbortSignal): Promise<TDueNext> {
  return api.get(homeworkPaths.dueNext, ZDueNext, signal);
}

export function getDueNextQueryOptions() {
  return queryOptions({ queryKey: [...queryKeys.homework, 'due-next'] as const, queryFn: ({ signal }) => getDueNext(signal) });
}

/** The home page's block shows its own failure in place. */
export function useDueNext() {
  return useQuery(withErrorShownInPlace(getDueNextQueryOptions()));
}
