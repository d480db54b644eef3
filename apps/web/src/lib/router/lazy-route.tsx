import { type ComponentType, use } from 'react';
import { type Location, matchRoutes, type RouteObject } from 'react-router';

type Preload = () => Promise<unknown>;

/**
 * A route whose component is its own chunk, loaded when the address first matches it. `handle.preload`
 * starts the load: `preloadRoutes` calls it for every route an address matches, so a layout's chunk
 * (the shell) and its page's chunk load together instead of one after the other (decision 091). Once
 * loaded, the screen renders at once: unlike `React.lazy`, which suspends at its first render even when
 * its chunk is already there, and so shows the loading screen for a frame and delays the page behind it.
 */
export function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => (loading ??= load().then((Component) => (loaded = Component)));
  function LazyScreen() {
    const Screen = loaded ?? use(preload());
    return <Screen />;
  }
  return { element: <LazyScreen />, handle: { preload } };
}

/**
 * Starts loading the chunks of every route `location` matches; resolves when they are all there, or
 * have failed: a chunk that could not load fails when its screen renders (the error screen).
 */
export async function preloadRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const preloads = (matchRoutes(routes, location) ?? []).map(({ route }) => (route.handle as { preload?: Preload } | undefined)?.preload);
  await Promise.allSettled(preloads.map((preload) => preload?.()));
}
