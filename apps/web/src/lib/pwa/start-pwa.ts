import { getToken, onSessionEnd } from '../session';
import { readTokenSubject } from '../token';
import { clearOfflineCaches } from './clear-caches';

/** Where the build writes the service worker (vite.config.ts, VitePWA). */
const WORKER_URL = '/sw.js';

/**
 * Run once the page has loaded (main.tsx), so the first screen never waits for it: has every end of a
 * session delete the offline copies, sweeps those of other accounts, then registers the service worker
 * (docs/decisions/072).
 */
export async function startPwa(): Promise<void> {
  // Every end of a session (sign-out, sign out everywhere, an expired or refused token) deletes them all.
  onSessionEnd(() => clearOfflineCaches(null));
  const token = getToken();
  await clearOfflineCaches(token ? readTokenSubject(token) : null);
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
}
