import { useId } from 'react';
import { controlClass } from '../../../../components/form-controls';
import { cn } from '../../../../lib/cn';

type Props = { label: string; value: string; onChange: (value: string) => void; maxLength: number; rows?: number };

/** A labelled, required text area: a message's text, a report's or a pause's reason. */
export function TextAreaField({ label, value, onChange, maxLength, rows = 3 }: Props) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        required
        rows={rows}
        className={cn(controlClass(), 'h-auto py-2 text-[0.9375rem]')}
      />
    </div>
  );
}
