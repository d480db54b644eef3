import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { APPRECIATION_MAX } from '@carnet/contract';
import { controlClass } from '../../../../components/form-controls';
import { cn } from '../../../../lib/cn';

type Props = { label: string; value: string; onChange: (text: string) => void; isReadOnly: boolean };

/** One pupil's appreciation: a labelled box with its counter (600 characters), or the text alone when it cannot be changed. */
export function AppreciationField({ label, value, onChange, isReadOnly }: Props) {
  const { t } = useLingui();
  const id = useId();
  const count = value.length;
  const max = APPRECIATION_MAX;
  if (isReadOnly)
    return (
      <div className="grid gap-1">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        <p className="text-sm whitespace-pre-line text-slate-800">{value || t`No appreciation written.`}</p>
      </div>
    );
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={max}
        rows={3}
        aria-describedby={`${id}-count`}
        className={cn(controlClass(), 'h-auto py-2 text-[0.9375rem]')}
      />
      <p id={`${id}-count`} className={cn('justify-self-end text-xs', count >= max ? 'text-rose-700' : 'text-slate-600')}>
        {t`${count} of ${max} characters`}
      </p>
    </div>
  );
}
