import { isOtherUsersCache } from './pwa-rules';

/**
 * Deletes the offline copies (the timetable) of every account but `keepUserId`, all of them when it is
 * null: at sign-out, at the end of a session, and when the app starts (a sign-out cut short, or an
 * answer the worker stored while the sign-out ran, leaves nothing behind for the next person).
 * The page does it with the Cache Storage API itself: it works whether or not a worker is running.
 */
export async function clearOfflineCaches(keepUserId: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isOtherUsersCache(name, keepUserId)).map((name) => caches.delete(name)));
}
