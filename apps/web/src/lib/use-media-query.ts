import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's md breakpoint: from here the newsletter shows its grid instead of the carousel. */
export const WIDE_SCREEN = '(min-width: 768px)';

/** Below Tailwind's sm breakpoint: a phone held upright, where the timetable opens on the day. */
export const PHONE_SCREEN = '(max-width: 639px)';
