import { History } from 'lucide-react';
import { buttonClass } from './button-styles';

type Props = {
  /** 'Show older' in the area's own catalog, so the shared one (loaded on every page) does not grow. */
  label: string;
  onClick: () => void;
  isLoading: boolean;
  /** Said under the button when the page could not be read. */
  error?: string | null;
};

/**
 * Below a list that shows its recent part (issue 20): asks for the next older page. Stays in place while
 * it loads (busy, not removed), so the keyboard focus is not lost.
 */
export function ShowOlderButton({ label, onClick, isLoading, error = null }: Props) {
  return (
    <div className="flex flex-col items-center gap-1 pt-3">
      <button
        type="button"
        onClick={isLoading ? undefined : onClick}
        aria-busy={isLoading}
        aria-disabled={isLoading}
        className={buttonClass('secondary', 'sm')}
      >
        <History aria-hidden="true" className={isLoading ? 'size-4 animate-spin' : 'size-4'} />
        {label}
      </button>
      {error ? (
        <p role="alert" className="text-xs text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
