import { useLingui } from '@lingui/react/macro';

/** How far the background job is: a real progress bar and its words ("412 of 2,000 reports made"), read aloud as it moves. */
export function PublishProgress({ done, total, label }: { done: number; total: number; label: string }) {
  const { t, i18n } = useLingui();
  const made = i18n.number(done);
  const all = i18n.number(total);
  return (
    <div className="grid gap-1.5">
      <progress value={done} max={Math.max(total, 1)} aria-label={label} className="h-2 w-full accent-brand-600" />
      <p aria-live="polite" className="text-sm text-slate-700">
        {t`${made} of ${all} reports made`}
      </p>
    </div>
  );
}
