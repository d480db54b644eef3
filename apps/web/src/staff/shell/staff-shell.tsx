import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, LogOut, Menu, UserRound, X } from 'lucide-react';
import { OFFICE_ROLES } from '@carnet/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ScrollRestoration } from '../../lib/router/scroll-restoration';
import { buttonClass } from '../../components/button-styles';
import { LanguageSwitch } from '../../components/language-switch';
import { PRODUCT_NAME } from '../../lib/env';
import { logOut } from '../../lib/log-out';
import { paths } from '../../lib/paths';
import { QueryProvider } from '../../lib/query-provider';
import { type LiveTopicKeys, useLiveUpdates } from '../../lib/use-live-updates';
import { useUser } from '../../lib/use-user';
import { staffPages } from '../staff-paths';
import { StaffBell } from '../features/notifications/components/staff-bell';
import { staffNotificationKeys } from '../features/notifications/api/staff-notifications';
import { staffAnnouncementKeys, staffMessageKeys } from '../features/messages/api/messages-keys';
import { StaffNav } from './staff-nav';

/** What the live channel (decision 103) makes the staff pages read again: the bell, the conversations and their unread count. */
const staffLiveTopics: LiveTopicKeys = {
  notifications: [staffNotificationKeys.list],
  messages: [staffMessageKeys.all],
  // A family read or acknowledged a sender's announcement (decision 105): its counts on screen follow.
  announcements: [staffAnnouncementKeys.all],
};

/** Every staff page: the same query cache as the family side (one per tab), around the staff frame. */
export function StaffShell() {
  return (
    <QueryProvider>
      <StaffFrame />
    </QueryProvider>
  );
}

/** The staff frame: the menu (a sidebar, or a panel opened by the menu button on phones), the top bar, the page. */
function StaffFrame() {
  const { t } = useLingui();
  const user = useUser();
  const { pathname } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  useLiveUpdates(staffLiveTopics);

  // After a client-side navigation, focus moves to the new content, as a page load would do.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    setIsMenuOpen(false);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  if (!user) return null;
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* A landmark, so the brand's link above the menu is inside one (axe's "region"). */}
      <aside className="hidden w-64 shrink-0 border-r border-slate-200/80 bg-white lg:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto px-4 py-5">
          <StaffBrand />
          <StaffNav />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
          <div className="flex h-16 items-center gap-1 px-3 sm:gap-2 sm:px-6 lg:px-8">
            <button
              type="button"
              className={buttonClass('ghost', 'icon', 'lg:hidden')}
              aria-expanded={isMenuOpen}
              aria-controls="staff-menu-panel"
              aria-label={isMenuOpen ? t`Close menu` : t`Open menu`}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              {isMenuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            </button>
            <div className="hidden min-[26rem]:block lg:hidden">
              <StaffBrand />
            </div>
            <div className="ml-auto flex items-center gap-0.5 sm:gap-3">
              <span className="hidden text-sm font-medium text-slate-700 sm:inline">
                {user.firstName} {user.lastName}
              </span>
              <StaffBell />
              <LanguageSwitch />
              <Link to={staffPages.account} className={buttonClass('ghost', 'sm')}>
                <UserRound aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">
                  <Trans>My account</Trans>
                </span>
              </Link>
              {/* On a phone the password sits on the account page: the bar holds the bell, the language, the account and sign out. */}
              <Link to={paths.accountSecurity} className={buttonClass('ghost', 'sm', 'max-sm:hidden')}>
                <KeyRound aria-hidden="true" className="size-4" />
                <Trans>Password</Trans>
              </Link>
              <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => void logOut()}>
                <LogOut aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">
                  <Trans>Log out</Trans>
                </span>
              </button>
            </div>
          </div>
          {isMenuOpen ? (
            <div
              id="staff-menu-panel"
              className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-3 py-4 lg:hidden"
            >
              <StaffNav onNavigate={() => setIsMenuOpen(false)} />
            </div>
          ) : null}
        </header>
        <main id="main" ref={mainRef} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-10">
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}

/** The product mark with the side's name: the school office's, or the teachers'. */
function StaffBrand() {
  const user = useUser();
  const isOffice = user?.roles.some((role) => OFFICE_ROLES.includes(role)) ?? false;
  return (
    <Link to={staffPages.home} className="flex flex-col rounded-lg px-2 leading-tight">
      <span className="text-base font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
      <span className="text-xs text-slate-500">{isOffice ? <Trans>School office</Trans> : <Trans>Teachers</Trans>}</span>
    </Link>
  );
}
