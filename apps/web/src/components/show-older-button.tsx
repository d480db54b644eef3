import { Trans } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { buttonClass } from './button-styles';

type Props = { onClick: () => void; isLoading: boolean; isError?: boolean };

/**
 * Below a list that shows its recent part (issue 20): asks for the next older page. Stays in place while
 * it loads, so the keyboard focus is not lost; says when the page could not be read.
 */
export function ShowOlderButton({ onClick, isLoading, isError = false }: Props) {
  return (
    <div className="flex flex-col items-center gap-1 pt-3">
      <button type="button" onClick={isLoading ? undefined : onClick} aria-disabled={isLoading} className={buttonClass('secondary', 'sm')}>
        <History aria-hidden="true" className="size-4" />
        {isLoading ? <Trans>Loading...</Trans> : <Trans>Show older</Trans>}
      </button>
      {isError ? (
        <p role="alert" className="text-xs text-rose-700">
          <Trans>Error loading data...</Trans>
        </p>
      ) : null}
    </div>
  );
}
