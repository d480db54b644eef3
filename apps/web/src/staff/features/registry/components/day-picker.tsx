import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { addDays } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { inputClass } from '../../../../components/form-field';
import { formatLongDate, formatWeekday, schoolToday } from '../../../../lib/dates';
import { cn } from '../../../../lib/cn';

type Props = { date: string; onChange: (date: string) => void };

/** The day shown: a date field, the day before and after, back to today; the day read out when it changes. */
export function DayPicker({ date, onChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const today = schoolToday();
  return (
    <div className="mb-5 flex flex-wrap items-end gap-x-3 gap-y-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          <Trans>Date</Trans>
        </label>
        <input
          id={id}
          type="date"
          value={date}
          required
          // A cleared field keeps the day shown: the page always shows one day.
          onChange={(event) => (event.target.value ? onChange(event.target.value) : undefined)}
          className={cn(inputClass, 'w-44 border-slate-300')}
        />
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'icon', 'size-11')}
          aria-label={t`Previous day`}
          onClick={() => onChange(addDays(date, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" className={buttonClass('secondary', 'md', 'h-11')} onClick={() => onChange(today)} disabled={date === today}>
          <Trans>Today</Trans>
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'icon', 'size-11')}
          aria-label={t`Next day`}
          onClick={() => onChange(addDays(date, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p aria-live="polite" className="basis-full font-medium text-slate-800 first-letter:uppercase sm:basis-auto sm:pb-2.5">
        {`${formatWeekday(date)} ${formatLongDate(date)}`}
      </p>
    </div>
  );
}
