import { Trans, useLingui } from '@lingui/react/macro';
import type { DayMove } from '../day-view-rules';
import { StepControls } from './step-controls';

type Props = { isToday: boolean; onMove: (move: DayMove) => void };

/** The day view's previous and next school day, and 'Today' to come back in one press. */
export function DayControls({ isToday, onMove }: Props) {
  const { t } = useLingui();
  return (
    <StepControls
      label={t`Day`}
      previous={t`Previous day`}
      next={t`Next day`}
      current={<Trans>Today</Trans>}
      isCurrent={isToday}
      onMove={(move) => onMove(move === 'current' ? 'today' : move)}
    />
  );
}
