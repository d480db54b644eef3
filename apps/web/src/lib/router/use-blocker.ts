import { useEffect, useRef, useState } from 'react';
import type { HeldNavigation, ShouldBlock } from './app-navigation';
import { useAppNavigation } from './app-router';

export type Blocker = { state: 'unblocked' } | ({ state: 'blocked' } & HeldNavigation);

/**
 * Holds back a navigation `shouldBlock` refuses (a link, `navigate()`, the browser's Back) until
 * `proceed` or `reset`: React Router's data-router `useBlocker`, on the app's navigator (decision 091).
 */
export function useBlocker(shouldBlock: ShouldBlock): Blocker {
  const navigation = useAppNavigation();
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => navigation.block((args) => latest.current(args), setHeld), [navigation]);
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      held.proceed();
    },
    reset: () => {
      setHeld(null);
      held.reset();
    },
  };
}
