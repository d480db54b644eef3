/**
 * Rules shared by the service worker (apps/web/sw/sw.ts) and the page (lib/pwa), kept pure so both
 * read the same names and a unit test holds them (docs/decisions/072).
 */

/** Every offline copy of a timetable sits in a cache named by its account: `carnet-timetable-user-<id>`. */
export const TIMETABLE_CACHE_PREFIX = 'carnet-timetable-user-';

export const timetableCacheName = (userId: string): string => `${TIMETABLE_CACHE_PREFIX}${userId}`;

/** The caches of accounts other than `keepUserId` (all of them when it is null): what a sign-out leaves nothing of. */
export const isOtherUsersCache = (cacheName: string, keepUserId: string | null): boolean =>
  cacheName.startsWith(TIMETABLE_CACHE_PREFIX) && cacheName !== (keepUserId === null ? null : timetableCacheName(keepUserId));

/** GET /api/timetable/{childId}/{weekOffset} (apiPaths.timetable): the one API answer kept for offline. */
const TIMETABLE_READ = /^\/api\/timetable\/\d+\/-?\d+$/;

export const isTimetableRead = (url: URL, origin: string): boolean => url.origin === origin && TIMETABLE_READ.test(url.pathname);

/**
 * Where a notification's click leads: a path of the portal only. Anything else (another site, a
 * `//host` path, a `javascript:` URL, a missing value) opens the home page instead.
 */
export function notificationPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/')) return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The product's name, the same in every language (lib/env's PRODUCT_NAME, which the worker cannot read). */
const PRODUCT_NAME = 'Carnet';

export type ShownPush = { title: string; body: string; tag: string; url: string };

/**
 * The notification a push shows (TPushMessage of the contract). The worker trusts no payload blindly:
 * a push that cannot be read still shows the product's name, as a browser requires every push of a
 * `userVisibleOnly` subscription to show something.
 */
export function shownPush(payload: unknown, origin: string): ShownPush {
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const text = (field: unknown, fallback: string) => (typeof field === 'string' && field.trim() !== '' ? field : fallback);
  return {
    title: text(value.title, PRODUCT_NAME),
    body: text(value.body, ''),
    tag: text(value.tag, 'carnet'),
    url: notificationPath(value.url, origin),
  };
}
