import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollRestoration } from '../../lib/router/scroll-restoration';
import { paths } from '../../lib/paths';
import { useIsOffline } from '../../lib/use-is-offline';
import { useUser } from '../../lib/use-user';
import { QueryProvider } from '../../lib/query-provider';
import { familyLiveTopics } from '../../lib/query-keys';
import { useLiveUpdates } from '../../lib/use-live-updates';
import { Brand } from './brand';
import { NavigationProgress } from './navigation-progress';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useRefreshUser } from './use-refresh-user';

// Loaded only when the device goes offline (the installed app keeps it): every page but the timetable says so.
const OfflineBanner = lazy(() => import('./offline-banner').then((m) => ({ default: m.OfflineBanner })));
// The drawer (a Radix dialog) loads when the menu button is first pressed: wide screens never need it.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/** Every signed-in page: the query cache around the frame (both load with the first such page). */
export function AppShell() {
  return (
    <QueryProvider>
      <ShellFrame />
    </QueryProvider>
  );
}

/** The frame of every signed-in page: side menu (a drawer on small screens), top bar, main content. */
function ShellFrame() {
  const user = useUser();
  const { pathname } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [wasDrawerOpened, setWasDrawerOpened] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  const isOffline = useIsOffline();
  useRefreshUser();
  useLiveUpdates(familyLiveTopics);

  // After a client-side navigation, focus moves to the new content, as a page load would do.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
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
      <NavigationProgress />
      <div className="hidden w-64 shrink-0 border-r border-slate-200/80 bg-white lg:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-8 overflow-y-auto px-4 py-5">
          <div className="px-2">
            <Brand />
          </div>
          <SideNav />
        </div>
      </div>
      <div className="min-w-0 flex-1">
        <TopBar
          user={user}
          onOpenMenu={() => {
            setWasDrawerOpened(true);
            setIsDrawerOpen(true);
          }}
        />
        <main id="main" ref={mainRef} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-10">
          {/* The timetable, kept for offline, says itself what it shows (features/timetable). */}
          {isOffline && pathname !== paths.timetable ? (
            <Suspense fallback={null}>
              <OfflineBanner />
            </Suspense>
          ) : null}
          <Outlet />
        </main>
      </div>
      {wasDrawerOpened ? (
        <Suspense fallback={null}>
          <MobileDrawer isOpen={isDrawerOpen} onOpenChange={setIsDrawerOpen} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
