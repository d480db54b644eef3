import { Trans } from '@lingui/react/macro';
import { CloudExclamationPoint } from 'lucide-react';
import { buttonClass } from '../components/button-styles';

/**
 * Shown when a screen fails to render or its code cannot be loaded (typically a new version was
 * deployed while the tab was open): reloading fetches the current files. The error itself is logged by
 * lib/router/route-error-boundary.
 */
export function RouteError() {
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-5">
      <div className="flex max-w-md flex-col items-center rounded-3xl border border-slate-200 bg-white px-8 py-10 text-center shadow-sm">
        <CloudExclamationPoint aria-hidden="true" className="size-10 text-brand-500" />
        <h1 className="mt-4 text-xl font-semibold text-slate-900">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>This page could not be shown. Reloading usually fixes it.</Trans>
        </p>
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'md', 'mt-6')}>
          <Trans>Reload the page</Trans>
        </button>
      </div>
    </main>
  );
}
