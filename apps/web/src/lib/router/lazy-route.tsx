import { type ComponentType, lazy } from 'react';
import { type Location, matchRoutes, type RouteObject } from 'react-router';

type Preload = () => Promise<unknown>;

/**
 * A route whose component is its own chunk, loaded when the address first matches it. `handle.preload`
 * starts the load: `preloadRoutes` calls it for every route an address matches, so a layout's chunk
 * (the shell) and its page's chunk load together instead of one after the other (decision 091).
 */
export function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => (loading ??= load().then((Component) => ({ default: Component })));
  const Component = lazy(preload);
  return { element: <Component />, handle: { preload } };
}

/** Starts loading the chunks of every route `location` matches. */
export function preloadRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const handle = route.handle as { preload?: Preload } | undefined;
    void handle?.preload?.().catch(() => undefined);
  }
}
