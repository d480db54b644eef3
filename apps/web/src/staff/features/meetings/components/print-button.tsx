import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, Printer } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { openInNewTab } from '../../../../lib/download';
import { getSchedulePdf } from '../api/schedule';

/** The schedule as a PDF in a new tab, to print (fetched with the session, so not a plain link). */
export function PrintButton({ eveningId, teacherId }: { eveningId: number; teacherId: number }) {
  const { t } = useLingui();
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const print = async () => {
    setIsLoading(true);
    setHasFailed(false);
    try {
      await openInNewTab(() => getSchedulePdf({ eveningId, teacherId }));
    } catch {
      setHasFailed(true);
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <div className="grid gap-2">
      <button
        type="button"
        onClick={() => void print()}
        disabled={isLoading}
        className={buttonClass('secondary', 'md', 'h-11 w-full sm:w-auto')}
      >
        {isLoading ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Printer aria-hidden="true" className="size-4" />
        )}
        <Trans>Print (PDF)</Trans>
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </button>
      {hasFailed ? <InlineError message={t`The PDF could not be made. Try again.`} /> : null}
    </div>
  );
}
