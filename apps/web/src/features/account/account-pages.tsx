import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { AccountSecurityPage } from './account-security-page';
import { CalendarFeedPage } from './calendar-feed-page';
import { NotificationPreferencesPage } from './notification-preferences-page';

/**
 * The signed-in account pages behind one route, /account/:page (security, notifications, calendar): a route more in
 * the router's table is bytes more on every page of the family side, which is at its size budget.
 */
export function AccountPages() {
  const { page } = useParams();
  if (page === 'security') return <AccountSecurityPage />;
  if (page === 'notifications') return <NotificationPreferencesPage />;
  if (page === 'calendar') return <CalendarFeedPage />;
  return <NotFoundPage />;
}
