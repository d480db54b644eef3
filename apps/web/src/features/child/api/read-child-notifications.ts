import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../lib/toast';
import { markSeenInCache, refreshAfterRead } from '../../../lib/api/invalidate-notifications';
import { readNotification } from '../../../lib/api/read-notification';

/** The spec's text when marking a notification seen fails (the same as the bell's). */
export const CHILD_NEWS_READ_FAILED = msg`Error fetching readed notification by id. Please try again later.`;

/**
 * Marks some of the child's notifications seen (GET /api/notification/read/{id}, one call each:
 * the API has no bulk call for one child). The dots go at once, before the server answers.
 */
export function useReadChildNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => Promise.all(ids.map((id) => readNotification(id))),
    onMutate: (ids) => markSeenInCache(queryClient, (notification) => ids.includes(notification.id)),
    onError: (error) => notifyError(i18n._(CHILD_NEWS_READ_FAILED), error),
    onSettled: () => refreshAfterRead(queryClient),
  });
}
