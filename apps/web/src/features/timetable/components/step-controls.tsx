import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';

type Props = {
  label: string;
  previous: string;
  next: string;
  /** The middle button's words: 'This week', 'Today'. */
  current: ReactNode;
  isCurrent: boolean;
  onMove: (move: 'previous' | 'current' | 'next') => void;
};

/** '<', back to now, '>': the week's and the day's controls, one group of three buttons. */
export function StepControls({ label, previous, next, current, isCurrent, onMove }: Props) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-1.5">
      <button
        type="button"
        onClick={() => onMove('previous')}
        aria-label={previous}
        title={previous}
        className={buttonClass('secondary', 'icon', 'size-9')}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => onMove('current')}
        aria-pressed={isCurrent}
        className={buttonClass(isCurrent ? 'subtle' : 'secondary', 'sm', 'h-9')}
      >
        {current}
      </button>
      <button
        type="button"
        onClick={() => onMove('next')}
        aria-label={next}
        title={next}
        className={buttonClass('secondary', 'icon', 'size-9')}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
