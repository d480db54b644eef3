import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZOk } from '@carnet/contract';
import { api } from '../api-client';
import { notifyError } from '../toast';
import { markSeenInCache, refreshAfterRead } from './invalidate-notifications';

/** GET /api/notification/read/{id}: marks one notification seen. */
export function readNotification(id: number) {
  return api.get(apiPaths.readNotification(id), ZOk);
}

export const READ_ONE_FAILED = 'Error fetching readed notification by id. Please try again later.';

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onMutate: (id) => markSeenInCache(queryClient, (notification) => notification.id === id),
    onError: (error) => notifyError(READ_ONE_FAILED, error),
    onSettled: () => refreshAfterRead(queryClient),
  });
}
