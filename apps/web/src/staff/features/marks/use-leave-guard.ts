import { useEffect } from 'react';
import { useBlocker } from '../../../lib/router/use-blocker';

/**
 * Asks before the grid's unsaved marks are lost: a link or the browser's Back (the app navigator's
 * blocker, lib/router) and closing or reloading the tab (`beforeunload`, in the browser's own words).
 */
export function useLeaveGuard(hasChanges: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasChanges && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!hasChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasChanges]);
  return blocker;
}
