import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/button-styles';
import { staffPages } from '../../../staff-paths';
import { useStaffNotifications } from '../api/staff-notifications';

/** The staff side's bell in the top bar: how many notifications are unread, a link to their page. */
export function StaffBell() {
  const { t } = useLingui();
  const unread = useStaffNotifications().data?.unread ?? 0;
  const label = unread > 0 ? plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' }) : t`Notifications`;
  return (
    <Link to={staffPages.notifications} aria-label={label} className={buttonClass('ghost', 'icon', 'relative')}>
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-xs font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
