import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, ZReadAllResponse } from '@carnet/contract';
import { api } from '../../../lib/api-client';
import { notifyError } from '../../../lib/toast';
import { markSeenInCache, refreshAfterRead } from '../../../lib/api/invalidate-notifications';

/** GET /api/notification/read_all: marks every notification of the user seen. */
export function readAllNotifications() {
  return api.get(apiPaths.readAllNotifications, ZReadAllResponse);
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onMutate: () => markSeenInCache(queryClient, () => true),
    onError: (error) => notifyError(t`Error fetching readed notification. Please try again later.`, error),
    onSettled: () => refreshAfterRead(queryClient),
  });
}
