import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '../../../../components/button-styles';
import { formatWorkWeek } from '../../../../lib/dates';

type Props = { weekOffset: number; onChange: (weekOffset: number) => void; label: string };

/** Previous week, this week, next week, and the week shown, announced when it changes. */
export function WeekNav({ weekOffset, onChange, label }: Props) {
  const { t } = useLingui();
  return (
    <nav aria-label={label} className="mb-4 flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass('secondary', 'icon')}
        aria-label={t`Previous week`}
        onClick={() => onChange(weekOffset - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button type="button" className={buttonClass('secondary', 'md')} onClick={() => onChange(0)} disabled={weekOffset === 0}>
        <Trans>This week</Trans>
      </button>
      <button type="button" className={buttonClass('secondary', 'icon')} aria-label={t`Next week`} onClick={() => onChange(weekOffset + 1)}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      <p aria-live="polite" className="ml-1 font-medium text-slate-800">
        {formatWorkWeek(weekOffset)}
      </p>
    </nav>
  );
}
