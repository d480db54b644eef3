import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { toasterState } from '../lib/toast';

const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })));

/** What every page has, /login included: the toasts. TanStack Query comes with the signed-in pages (app/query-provider). */
export function AppProviders({ children }: { children: ReactNode }) {
  const isToasterWanted = useSyncExternalStore(toasterState.subscribe, toasterState.isWanted, toasterState.isWanted);
  return (
    <>
      {children}
      {isToasterWanted ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </>
  );
}
