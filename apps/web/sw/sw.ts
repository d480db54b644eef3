/// <reference lib="webworker" />
/**
 * Carnet's service worker (docs/decisions/072). It keeps the app's own files for offline, and of the
 * API only the timetable reads, each account's in its own cache; it shows pushes and opens their item.
 * Everything else goes to the network untouched: no other answer of the API is ever stored.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isTimetableRead, notificationPath, shownPush, timetableCacheName } from '../src/lib/pwa/pwa-rules';
import { readTokenSubject } from '../src/lib/token';

declare const self: ServiceWorkerGlobalScope;

/** The page every route of the app starts from: the server's page, kept as '/' (vite.config.ts). */
const APP_SHELL = '/';
/** Paths that are not pages of the app, even when opened as one: the API, the calendar feeds. */
const NOT_PAGES = /^\/(api|cal)(\/|$)/;
/** The icon beside a notification, from the manifest's icons. */
const NOTIFICATION_ICON = '/icons/icon-192.png';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once: the precache holds only hashed files and the shell, so an open
// page keeps working with the files it has already loaded.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Pages: the network first, so the server's current settings and a new build arrive; offline, the
// kept shell, whose router then opens the asked page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !NOT_PAGES.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache(APP_SHELL);
      if (shell) return shell;
      throw error;
    }
  },
);

/** The account a request is made for, read from its bearer token (the server verifies it; this only names a cache). */
function userOf(request: Request): string | null {
  const token = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? readTokenSubject(token) : null;
}

// The timetable: the network first, its last answer kept in the account's own cache for offline.
// One account's copy is looked up only with that account's token, so another person signing in on
// the same device never gets it, even before the sign-out has cleared it (lib/pwa/clear-caches).
const timetableStrategies = new Map<string, NetworkFirst>();
registerRoute(
  ({ request, url }) => request.method === 'GET' && isTimetableRead(url, self.location.origin),
  async (options) => {
    const userId = userOf(options.request);
    if (!userId) return fetch(options.request);
    const cacheName = timetableCacheName(userId);
    let strategy = timetableStrategies.get(cacheName);
    if (!strategy) {
      strategy = new NetworkFirst({ cacheName });
      timetableStrategies.set(cacheName, strategy);
    }
    return strategy.handle(options);
  },
);

self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json();
  } catch {
    // An unreadable push still shows the product's name (shownPush).
  }
  const push = shownPush(payload, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(push.title, { body: push.body, tag: push.tag, icon: NOTIFICATION_ICON, data: { url: push.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path = notificationPath(typeof data === 'object' && data !== null && 'url' in data ? data.url : null, self.location.origin);
  event.waitUntil(openPath(path));
});

/** Brings an open Carnet window to the front on the path, or opens one. */
async function openPath(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      // A window this worker does not control cannot be navigated: a new one opens instead.
      if (await focused.navigate(path)) return;
    } catch {
      // fall through to a new window
    }
  }
  await self.clients.openWindow(path);
}
