import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';

/** Shown only while the first screen's code arrives. */
export function RouteFallback() {
  return (
    <div role="status" className="grid min-h-dvh place-items-center">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-500" />
      <span className="sr-only">
        <Trans>Loading...</Trans>
      </span>
    </div>
  );
}
