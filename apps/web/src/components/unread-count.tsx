import type { ReactNode } from 'react';

/**
 * Beside "Messages" in either side's menu: how many messages wait unread, nothing when none. The number is
 * seen; a screen reader hears `label` ("3 unread messages"), given by each side in its own catalog (the
 * shared one is loaded on every page).
 */
export function UnreadCount({ count, label }: { count: number; label: ReactNode }) {
  if (count === 0) return null;
  return (
    <span className="ms-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
