import type { ReactNode } from 'react';
import { WifiOff } from 'lucide-react';

/** Says the device is offline and what that means for this page; announced politely to screen readers. */
export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
