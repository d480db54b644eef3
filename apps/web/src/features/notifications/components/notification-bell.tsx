import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { TNotification } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { hasRole, useUser } from '../../../lib/use-user';
import { useNotifications } from '../../../lib/api/get-notifications';
import { useReadNotification } from '../../../lib/api/read-notification';
import { notificationTarget } from '../notification-target';

/*
 * The popover (Radix with its positioning library) and the list load on the first click of the bell,
 * not with every page (the home page's JavaScript budget, scripts/size.ts); until then a plain button stands for the trigger.
 */
const NotificationPopover = lazy(() => import('./notification-popover').then((m) => ({ default: m.NotificationPopover })));

/** The bell of the top bar: the count of unseen notifications and, on click, their list. */
export function NotificationBell() {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const navigate = useNavigate();
  const user = useUser();
  const notifications = useNotifications();
  const readOne = useReadNotification();
  const unseenCount = notifications.data?.filter((notification) => !notification.seen).length ?? 0;

  const open = (notification: TNotification) => {
    if (!notification.seen) readOne.mutate(notification.id);
    const target = notificationTarget(notification, hasRole(user, 'ROLE_PARENT'));
    setIsOpen(false);
    if (target) void navigate(target);
  };

  const triggerClass = buttonClass('ghost', 'icon', 'relative rounded-full');
  const triggerLabel =
    unseenCount > 0 ? plural(unseenCount, { one: 'Notifications, # unseen', other: 'Notifications, # unseen' }) : t`Notifications`;
  const content = (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {unseenCount > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unseen-count"
          className="absolute top-0.5 right-0 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-rose-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
        >
          {unseenCount > 99 ? '99+' : unseenCount}
        </span>
      ) : null}
    </>
  );
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      className={triggerClass}
      aria-label={triggerLabel}
      onClick={() => {
        setWasOpened(true);
        setIsOpen(true);
      }}
    >
      {content}
    </button>
  );
  if (!wasOpened) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationPopover isOpen={isOpen} onOpenChange={setIsOpen} onOpen={open} triggerClass={triggerClass} triggerLabel={triggerLabel}>
        {content}
      </NotificationPopover>
    </Suspense>
  );
}
