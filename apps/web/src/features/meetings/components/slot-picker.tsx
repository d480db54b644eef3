import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { SlotOption } from '../slot-rules';

type Props = {
  label: string;
  options: readonly SlotOption[];
  value: string | undefined;
  onChange: (time: string | undefined) => void;
  isDisabled?: boolean;
};

/**
 * A native select: keyboard and screen readers handle it everywhere, and disabled times are
 * announced as unavailable, with the reason in their text. Choosing 'Select a slot' again withdraws
 * the choice.
 */
export function SlotPicker({ label, options, value, onChange, isDisabled }: Props) {
  return (
    <div className="relative w-full sm:w-44">
      <select
        aria-label={label}
        value={value ?? ''}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={cn(
          'h-10 w-full appearance-none rounded-lg border pr-9 pl-3 text-sm shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          // A chosen, not yet booked slot stands out from the untouched pickers.
          value
            ? 'border-brand-500 bg-brand-50 font-medium text-brand-900'
            : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
        )}
      >
        <option value="">
          <Trans>Select a slot</Trans>
        </option>
        {options.map((option) => (
          <option key={option.time} value={option.time} disabled={option.isDisabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
