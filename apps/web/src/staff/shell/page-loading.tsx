import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';

/** Shown in the staff frame while a page's code arrives (the first time it is opened). */
export function PageLoading() {
  return (
    <div role="status" className="grid min-h-64 place-items-center">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-500" />
      <span className="sr-only">
        <Trans>Loading...</Trans>
      </span>
    </div>
  );
}
