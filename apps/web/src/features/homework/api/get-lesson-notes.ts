import { queryOptions, useQuery } from '@tanstack/react-query';
import { childLessonNotesPath, ZLessonNotesDay, type TLessonNotesDay } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withErrorShownInPlace } from '../../../lib/query-client';

/** GET /api/homework/:childId/notes: the lesson notes of the child's lessons on the school's today. */
export function getLessonNotes(childId: number, signal?: AbortSignal): Promise<TLessonNotesDay> {
  return api.get(childLessonNotesPath(childId), ZLessonNotesDay, signal);
}

export function getLessonNotesQueryOptions(childId: number) {
  return queryOptions({
    queryKey: [...queryKeys.homework, 'notes', { childId }] as const,
    queryFn: ({ signal }) => getLessonNotes(childId, signal),
  });
}

/** The child page's section shows its own failure in place. */
export function useLessonNotes(childId: number) {
  return useQuery(withErrorShownInPlace(getLessonNotesQueryOptions(childId)));
}
