import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationSubject } from '@carnet/contract';
import { cachedNotifications, markSeenInCache, refreshAfterRead } from '../../../lib/api/invalidate-notifications';
import { notifyReadFailed, readNotification } from '../../../lib/api/read-notification';

const isUnseenOf = (subjects: readonly TNotificationSubject[]) => (notification: TNotification) =>
  !notification.seen && subjects.includes(notification.subject);

/**
 * Marks every unseen notification of some subjects seen, one call each (the API has no bulk call
 * per subject): used when a nav item for that area is clicked.
 */
export function useReadSubjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subjects: readonly TNotificationSubject[]) => {
      const list = cachedNotifications(queryClient);
      const targets = list.filter(isUnseenOf(subjects));
      markSeenInCache(queryClient, isUnseenOf(subjects));
      await Promise.all(targets.map((notification) => readNotification(notification.id)));
      return targets.length;
    },
    onError: notifyReadFailed,
    onSettled: (count) => (count === 0 ? undefined : refreshAfterRead(queryClient)),
  });
}
