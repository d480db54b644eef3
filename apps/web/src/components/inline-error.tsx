import { Trans } from '@lingui/react/macro';
import { CircleExclamationPoint, RotateCw } from 'lucide-react';
import { buttonClass } from './button-styles';

type Props = {
  message: string;
  /** Asks again (a query's `refetch`): the failure then offers a way back instead of a dead end. */
  onRetry?: () => void;
};

/** A failure shown in the page, where the content would be, rather than as a toast; announced to screen readers. */
export function InlineError({ message, onRetry }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-800">
      <p role="alert" className="flex flex-1 basis-48 items-center gap-2">
        <CircleExclamationPoint aria-hidden="true" className="size-4 shrink-0" />
        {message}
      </p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className={buttonClass('secondary', 'sm', 'border-rose-200 text-rose-800 hover:border-rose-300')}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          <Trans>Retry</Trans>
        </button>
      ) : null}
    </div>
  );
}
