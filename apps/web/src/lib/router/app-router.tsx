import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { type Location, Router } from 'react-router';
import type { AppNavigation } from './app-navigation';

type RouterState = { navigation: AppNavigation; isPending: boolean };
const AppRouterContext = createContext<RouterState | null>(null);

/**
 * React Router in its declarative mode, on the app's navigator (decision 091). Each navigation is a
 * React transition: while the next page's code loads, the page on screen stays and `isPending` is true
 * (the shell's progress bar). `onNavigate` runs first, so a page's chunks start loading before React
 * asks for them (app/routes.tsx preloads every chunk the address matches, together).
 */
export function AppRouter({
  navigation,
  onNavigate,
  children,
}: {
  navigation: AppNavigation;
  onNavigate?: (location: Location) => unknown;
  children: ReactNode;
}) {
  const [shown, setShown] = useState({ action: navigation.action, location: navigation.location });
  const [isPending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      navigation.listen((update) => {
        onNavigate?.(update.location);
        startTransition(() => setShown(update));
      }),
    [navigation, onNavigate],
  );
  return (
    <AppRouterContext.Provider value={{ navigation, isPending }}>
      <Router location={shown.location} navigationType={shown.action} navigator={navigation}>
        {children}
      </Router>
    </AppRouterContext.Provider>
  );
}

function useAppRouter(): RouterState {
  const state = useContext(AppRouterContext);
  if (!state) throw new Error('useAppRouter: outside <AppRouter>');
  return state;
}

/** True while the next page's code loads (the page on screen stays meanwhile). */
export const useIsNavigating = (): boolean => useContext(AppRouterContext)?.isPending ?? false;

/** The app's navigator, for the blocker. */
export const useAppNavigation = (): AppNavigation => useAppRouter().navigation;
