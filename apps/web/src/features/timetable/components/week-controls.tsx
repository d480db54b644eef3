import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';
import type { WeekMove } from '../../../lib/week-offset';

type Props = { weekOffset: number; onMove: (move: WeekMove) => void };

/** Previous '<', next '>' and 'This week', to come back to the current week in one click. */
export function WeekControls({ weekOffset, onMove }: Props) {
  return (
    <div role="group" aria-label="Week" className="flex items-center gap-1.5">
      <button
        type="button"
        onClick={() => onMove('previous')}
        aria-label="Previous week"
        title="Previous week"
        className={buttonClass('secondary', 'icon', 'size-9')}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => onMove('current')}
        aria-pressed={weekOffset === 0}
        className={buttonClass(weekOffset === 0 ? 'subtle' : 'secondary', 'sm', 'h-9')}
      >
        This week
      </button>
      <button
        type="button"
        onClick={() => onMove('next')}
        aria-label="Next week"
        title="Next week"
        className={buttonClass('secondary', 'icon', 'size-9')}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
