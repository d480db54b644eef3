import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../lib/toast';
import { markSeenInCache, refreshAfterRead } from '../../../lib/api/invalidate-notifications';
import { READ_ONE_FAILED, readNotification } from '../../../lib/api/read-notification';

/**
 * Marks some of the child's notifications seen (GET /api/notification/read/{id}, one call each:
 * the API has no bulk call for one child). The dots go at once, before the server answers.
 */
export function useReadChildNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => Promise.all(ids.map((id) => readNotification(id))),
    onMutate: (ids) => markSeenInCache(queryClient, (notification) => ids.includes(notification.id)),
    onError: (error) => notifyError(READ_ONE_FAILED, error),
    onSettled: () => refreshAfterRead(queryClient),
  });
}
