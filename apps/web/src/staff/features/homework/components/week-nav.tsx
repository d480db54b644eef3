import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { formatLongDate, formatMenuDate } from '../../../../lib/dates';

type Props = { monday: string; thisMonday: string; onChange: (monday: string) => void };

/** The week shown: the week before and after, back to this week; the week read out when it changes. */
export function WeekNav({ monday, thisMonday, onChange }: Props) {
  const { t } = useLingui();
  const from = formatMenuDate(monday);
  const to = formatLongDate(addDays(monday, 4));
  return (
    <div className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'icon', 'size-11')}
          aria-label={t`Previous week`}
          onClick={() => onChange(addDays(monday, -7))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'h-11')}
          onClick={() => onChange(thisMonday)}
          disabled={monday === thisMonday}
        >
          <Trans>This week</Trans>
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'icon', 'size-11')}
          aria-label={t`Next week`}
          onClick={() => onChange(addDays(monday, 7))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p aria-live="polite" className="font-medium text-slate-800">
        <Trans>
          Week of {from} to {to}
        </Trans>
      </p>
    </div>
  );
}
