import { Plural, Trans } from '@lingui/react/macro';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';

type Props = { changedCount: number; isSaving: boolean; error: string | null };

/** The grid's Save (its form's submit; Ctrl+Enter too), kept in sight at the bottom of the screen; it says how many texts wait. */
export function SaveBar({ changedCount, isSaving, error }: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 grid gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-slate-700">
          {changedCount === 0 ? (
            <Trans>Every change is saved.</Trans>
          ) : (
            <Plural value={changedCount} one="# appreciation not saved yet" other="# appreciations not saved yet" />
          )}
        </p>
        <button type="submit" disabled={changedCount === 0 || isSaving} className={buttonClass('primary', 'md', 'h-11')}>
          <Trans>Save</Trans>
        </button>
      </div>
      {error ? <InlineError message={error} /> : null}
    </div>
  );
}
