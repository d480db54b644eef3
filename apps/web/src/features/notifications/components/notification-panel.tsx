import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BellRing, CheckCheck } from 'lucide-react';
import { sortNewestFirst, ZNotificationList, type TNotification } from '@carnet/contract';
import { ShowOlderButton } from '../../../components/show-older-button';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/skeleton';
import { getNotificationsPageQueryOptions } from '../../../lib/api/get-notifications';
import { useOlderPages } from '../../../lib/api/use-older-pages';
import { queryKeys } from '../../../lib/query-keys';
import { hasReadFailed, withErrorShownInPlace } from '../../../lib/query-client';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { NotificationItem } from './notification-item';

type Props = { onOpen: (notification: TNotification) => void };

/**
 * The list under the bell: newest first, unseen ones highlighted, with 'mark all as read'. A failed
 * read shows its error with Retry here, rather than 'Loading...' through every retry (and no toast
 * while the panel shows it). The newest page comes first; 'Show older' appends older ones where they exist.
 */
export function NotificationPanel({ onOpen }: Props) {
  const { t } = useLingui();
  const notifications = useQuery(withErrorShownInPlace(getNotificationsPageQueryOptions()));
  const older = useOlderPages(queryKeys.notifications, notifications.data?.nextPath, ZNotificationList);
  const readAll = useReadAllNotifications();
  const list = sortNewestFirst([...(notifications.data?.items ?? []), ...older.items], (notification) => notification.createdAt);
  const unseenCount = list.filter((notification) => !notification.seen).length;
  const hasFailed = hasReadFailed(notifications);

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">
          <Trans>Notifications</Trans>
        </h2>
        <button
          type="button"
          onClick={() => readAll.mutate()}
          disabled={unseenCount === 0 || readAll.isPending}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          <Trans>mark all as read</Trans>
        </button>
      </div>
      <div className="overflow-y-auto p-2">
        {hasFailed ? <InlineError message={t`Error loading data...`} onRetry={() => void notifications.refetch()} /> : null}
        {notifications.isPending && !hasFailed ? <Skeleton rows={3} className="p-2" /> : null}
        {notifications.isSuccess && list.length === 0 ? (
          <p className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-slate-500">
            <BellRing aria-hidden="true" className="size-6 text-slate-400" />
            <Trans>You have no notifications.</Trans>
          </p>
        ) : null}
        {list.length > 0 ? (
          <ul aria-label={t`Notifications`} className="flex flex-col gap-1">
            {list.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
            ))}
          </ul>
        ) : null}
        <ShowOlderButton label={t`Show older`} errorMessage={t`Error loading data...`} pages={older} />
      </div>
    </div>
  );
}
