import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a book or a cancel, succeeded or refused, the meeting and the child are read again: a slot
 * another family took a second earlier then shows as taken and can be avoided.
 */
export function refreshAfterChange(queryClient: QueryClient, meetingId: number, childId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.meetingInfo(meetingId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.child(childId) }),
  ]);
}
