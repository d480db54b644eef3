import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';
import type { WeekMove } from '../../../lib/week-offset';

type Props = { weekOffset: number; onMove: (move: WeekMove) => void };

/** Previous '<', next '>' and 'This week', to come back to the current week in one click. */
export function WeekControls({ weekOffset, onMove }: Props) {
  const { t } = useLingui();
  const previous = t`Previous week`;
  const next = t`Next week`;
  return (
    <div role="group" aria-label={t`Week`} className="flex items-center gap-1.5">
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
        aria-pressed={weekOffset === 0}
        className={buttonClass(weekOffset === 0 ? 'subtle' : 'secondary', 'sm', 'h-9')}
      >
        <Trans>This week</Trans>
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
