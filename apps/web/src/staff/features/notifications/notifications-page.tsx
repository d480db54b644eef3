import { Trans, useLingui } from '@lingui/react/macro';
import { notificationPage, type TStaffNotification } from '@carnet/contract';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { cn } from '../../../lib/cn';
import { notifyFailure } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReadAllStaffNotifications, useReadStaffNotification, useStaffNotifications } from './api/staff-notifications';

/** The staff account's notifications, newest first: opening one marks it read and goes to its page. */
export function NotificationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Notifications`);
  const list = useStaffNotifications();
  const readOne = useReadStaffNotification();
  const readAll = useReadAllStaffNotifications();
  const navigate = useNavigate();
  const data = list.data;

  const open = async (item: TStaffNotification) => {
    try {
      if (!item.seen) await readOne.mutateAsync(item.id);
    } catch (error) {
      notifyFailure(t`Error saving data.`, error);
      return;
    }
    const page = notificationPage(item);
    if (page) void navigate(page);
  };

  return (
    <>
      <PageHeader title={t`Notifications`} description={t`What happened that concerns you: a family returned a form.`}>
        {data && data.unread > 0 ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={readAll.isPending}
            onClick={() => readAll.mutate(undefined, { onError: (error) => notifyFailure(t`Error saving data.`, error) })}
          >
            <Trans>Mark all as read</Trans>
          </button>
        ) : null}
      </PageHeader>
      {list.isError && !data ? (
        <InlineError message={t`Error loading data.`} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Skeleton rows={4} />
      ) : data.items.length === 0 ? (
        <EmptyState message={t`No notifications yet.`} />
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-xs">
          {data.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => void open(item)}
                className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500"
              >
                <span
                  aria-hidden="true"
                  className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', item.seen ? 'bg-transparent' : 'bg-brand-600')}
                />
                <span className="min-w-0 flex-1">
                  <span className={cn('block text-sm text-slate-900', !item.seen && 'font-semibold')}>{item.content}</span>
                  <span className="block text-xs text-slate-600">
                    <DateText value={item.createdAt} />
                    {item.seen ? null : (
                      <>
                        {' · '}
                        <Trans>Unread</Trans>
                      </>
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
