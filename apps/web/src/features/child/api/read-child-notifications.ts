import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markSeenInCache, refreshAfterRead } from '../../../lib/api/invalidate-notifications';
import { notifyReadFailed, readNotification } from '../../../lib/api/read-notification';

/**
 * Marks some of the child's notifications seen (GET /api/notification/read/{id}, one call each:
 * the API has no bulk call for one child). The dots go at once, before the server answers.
 */
export function useReadChildNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => Promise.all(ids.map((id) => readNotification(id))),
    onMutate: (ids) => markSeenInCache(queryClient, (notification) => ids.includes(notification.id)),
    onError: notifyReadFailed,
    onSettled: () => refreshAfterRead(queryClient),
  });
}
