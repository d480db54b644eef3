import { Trans } from '@lingui/react/macro';
import { cn } from '../lib/cn';

/** Grey placeholders while a block loads; the label is for screen readers. */
export function Skeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col gap-3', className)}>
      <span className="sr-only">
        <Trans>Loading...</Trans>
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
