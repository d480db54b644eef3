import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';
import type { DayMove } from '../day-view-rules';

type Props = { isToday: boolean; onMove: (move: DayMove) => void };

/** The day view's previous and next school day, and 'Today' to come back in one press. */
export function DayControls({ isToday, onMove }: Props) {
  const { t } = useLingui();
  const previous = t`Previous day`;
  const next = t`Next day`;
  return (
    <div role="group" aria-label={t`Day`} className="flex items-center gap-1.5">
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
        onClick={() => onMove('today')}
        aria-pressed={isToday}
        className={buttonClass(isToday ? 'subtle' : 'secondary', 'sm', 'h-9')}
      >
        <Trans>Today</Trans>
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
