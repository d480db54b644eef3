import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it has no network now. Read from `navigator.onLine` itself rather than the
 * query cache's online manager, which counts as online until the first `offline` event: a page opened
 * offline from the installed app must say so at once.
 */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribe, () => !navigator.onLine);
}
