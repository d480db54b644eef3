import { useParams } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { AccountSecurityPage } from '../features/account/account-security-page';
import { CalendarFeedPage } from '../features/account/calendar-feed-page';
import { NotificationPreferencesPage } from '../features/account/notification-preferences-page';
import { PushSwitch } from '../features/push/push-switch';

/**
 * The signed-in account pages behind one route, /account/:page (security, notifications, calendar): a
 * route more in the router's table is bytes more on every page of the family side, which is at its
 * size budget. It lives in app/ because it composes two features: the notifications page carries this
 * device's push switch (features/push), and a feature never imports another.
 */
export function AccountPagesRoute() {
  const { page } = useParams();
  if (page === 'security') return <AccountSecurityPage />;
  if (page === 'notifications') return <NotificationPreferencesPage deviceSettings={<PushSwitch />} />;
  if (page === 'calendar') return <CalendarFeedPage />;
  return <NotFoundPage />;
}
