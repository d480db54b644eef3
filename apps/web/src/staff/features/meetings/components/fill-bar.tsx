import { Trans } from '@lingui/react/macro';
import { formatPercent } from '../fill-rate';

type Props = { fillRate: number; booked: number; slots: number };

/** The fill rate as a percentage and a bar; the bar is a picture of the figures beside it, hidden from screen readers. */
export function FillBar({ fillRate, booked, slots }: Props) {
  const percent = formatPercent(fillRate);
  return (
    <div className="grid gap-1.5">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-slate-700 tabular-nums">
        <span className="font-semibold text-slate-900">
          <Trans>{percent} booked</Trans>
        </span>
        <span>
          <Trans>
            {booked} of {slots} slots
          </Trans>
        </span>
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.min(100, Math.round(fillRate * 100))}%` }} />
      </div>
    </div>
  );
}
