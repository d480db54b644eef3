import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from '../../lib/router/use-blocker';

/**
 * Asks before typed answers are lost: a link or the browser's Back (the app navigator's blocker, lib/router), the
 * view's own back button (`leaveOr`), and closing or reloading the tab (`beforeunload`, where the
 * browser asks in its own words). Nothing is asked while `hasInput` is false.
 */
export function useLeaveGuard(hasInput: boolean) {
  // Another page only: a change of the address's query keeps this page, and what was typed.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasInput && currentLocation.pathname !== nextLocation.pathname);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!hasInput) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasInput]);

  /** Runs `leave` at once when nothing was typed; else asks first. */
  const leaveOr = useCallback((leave: () => void) => (hasInput ? setPendingLeave(() => leave) : leave()), [hasInput]);

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPendingLeave(null);
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
    pendingLeave?.();
    setPendingLeave(null);
  };

  return { isAsking: blocker.state === 'blocked' || pendingLeave !== null, stay, leave, leaveOr };
}
