import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useAccountLanguage } from '../lib/i18n/use-account-language';
import { toasterState } from '../lib/toast';

const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })));

/** What every page has, /login included: the language and the toasts. TanStack Query comes with the signed-in pages (app/query-provider). */
export function AppProviders({ children }: { children: ReactNode }) {
  const isToasterWanted = useSyncExternalStore(toasterState.subscribe, toasterState.isWanted, toasterState.isWanted);
  return (
    <I18nProvider i18n={i18n}>
      <SpokenLanguage>{children}</SpokenLanguage>
      {isToasterWanted ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </I18nProvider>
  );
}

/**
 * A new language renders the page anew: every text, date and time follows at once, including those
 * formatted outside React's tree. Switching is rare (a menu entry), so the state it resets costs little.
 */
function SpokenLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  useAccountLanguage();
  return <Fragment key={active.locale}>{children}</Fragment>;
}
