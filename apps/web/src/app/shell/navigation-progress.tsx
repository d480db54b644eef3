import { useLingui } from '@lingui/react/macro';
import { useIsNavigating } from '../../lib/router/app-router';

/** A thin bar at the top while the next screen's code loads. */
export function NavigationProgress() {
  const { t } = useLingui();
  const isLoading = useIsNavigating();
  if (!isLoading) return null;
  return (
    <div role="progressbar" aria-label={t`Loading page`} className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-500" />
    </div>
  );
}
