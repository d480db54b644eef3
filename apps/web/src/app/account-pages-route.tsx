import { useParams } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { AccountSecurityPage } from '../features/account/account-security-page';
import { CalendarFeedPage } from '../features/account/calendar-feed-page';
import { DataExportPage } from '../features/account/data-export-page';

/**
 * The signed-in account pages outside the shells behind one route, /account/:page (security,
 * calendar, data): a route more in the router's table is bytes more on every page of the family side.
 */
export function AccountPagesRoute() {
  const { page } = useParams();
  if (page === 'security') return <AccountSecurityPage />;
  if (page === 'calendar') return <CalendarFeedPage />;
  if (page === 'data') return <DataExportPage />;
  return <NotFoundPage />;
}
