// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Outlet, type RouteObject, UNSAFE_createMemoryHistory, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppNavigation } from './app-navigation';
import { AppRouter } from './app-router';
import { lazyRoute, preloadRoutes } from './lazy-route';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(cleanup);

const memoryNavigation = (path: string) => createAppNavigation(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));

function Routes({ routes }: { routes: RouteObject[] }) {
  return <RouteErrorBoundary fallback={<p>Something went wrong</p>}>{useRoutes(routes)}</RouteErrorBoundary>;
}

describe('the app router', () => {
  it("starts the layout's and the page's chunks together, before either renders", () => {
    const loadShell = vi.fn(() => new Promise<() => null>(() => undefined));
    const loadHome = vi.fn(() => new Promise<() => null>(() => undefined));
    const routes: RouteObject[] = [{ ...lazyRoute(loadShell), children: [{ index: true, ...lazyRoute(loadHome) }] }];
    preloadRoutes(routes, { pathname: '/' });
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(loadHome).toHaveBeenCalledTimes(1);
    // Asked again (the router renders them), each chunk is loaded once.
    preloadRoutes(routes, { pathname: '/' });
    expect(loadHome).toHaveBeenCalledTimes(1);
  });

  it('shows the error screen for a screen that fails, and the next navigation shows the next screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('no such chunk');
    };
    const routes: RouteObject[] = [
      {
        element: <Outlet />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/home', element: <p>Home page</p> },
        ],
      },
    ];
    const navigation = memoryNavigation('/broken');
    render(
      <AppRouter navigation={navigation}>
        <Routes routes={routes} />
      </AppRouter>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    await act(async () => navigation.push('/home'));
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('holds a link back while blocked, and carries it out on proceed', async () => {
    const navigation = memoryNavigation('/form');
    const stopListening = navigation.listen(() => undefined);
    const held = vi.fn<(held: { proceed: () => void; reset: () => void }) => void>();
    const unblock = navigation.block(({ nextLocation }) => nextLocation.pathname === '/home', held);
    navigation.push('/home');
    expect(navigation.location.pathname).toBe('/form');
    expect(held).toHaveBeenCalledTimes(1);
    held.mock.calls[0]![0].proceed();
    expect(navigation.location.pathname).toBe('/home');
    unblock();
    stopListening();
  });
});
