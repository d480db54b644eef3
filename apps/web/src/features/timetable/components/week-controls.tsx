import { Trans, useLingui } from '@lingui/react/macro';
import type { WeekMove } from '../../../lib/week-offset';
import { StepControls } from './step-controls';

type Props = { weekOffset: number; onMove: (move: WeekMove) => void };

/** Previous '<', next '>' and 'This week', to come back to the current week in one click. */
export function WeekControls({ weekOffset, onMove }: Props) {
  const { t } = useLingui();
  return (
    <StepControls
      label={t`Week`}
      previous={t`Previous week`}
      next={t`Next week`}
      current={<Trans>This week</Trans>}
      isCurrent={weekOffset === 0}
      onMove={onMove}
    />
  );
}
