import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { controlClass } from './form-controls';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  /** Said under the box and tied to it by id, so a screen reader reads it with the field. */
  error?: string | null;
  /** The browser's own check, for the forms that let it speak (the family's forms check and say it themselves). */
  isRequired?: boolean;
  autoFocus?: boolean;
};

/**
 * A labelled text area, both sides' messages alike (a message's text, a reply, a report's or a pause's
 * reason): the label above, the error under it, the look of the other controls (form-controls).
 */
export function TextAreaField({ label, value, onChange, maxLength, rows = 3, error = null, isRequired = false, autoFocus }: Props) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        required={isRequired}
        rows={rows}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(controlClass(Boolean(error)), 'h-auto py-2 text-[0.9375rem]')}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
