import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZOk } from '@carnet/contract';
import { api } from '../api-client';
import { notifyError } from '../toast';
import { markSeenInCache, refreshAfterRead } from './invalidate-notifications';

/** GET /api/notification/read/{id}: marks one notification seen. */
export function readNotification(id: number) {
  return api.get(apiPaths.readNotification(id), ZOk);
}

/** The spec's toast when marking a notification read failed, in the page's language. */
export function notifyReadFailed(error: unknown): void {
  notifyError(t`Error fetching readed notification by id. Please try again later.`, error);
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onMutate: (id) => markSeenInCache(queryClient, (notification) => notification.id === id),
    onError: notifyReadFailed,
    onSettled: () => refreshAfterRead(queryClient),
  });
}
