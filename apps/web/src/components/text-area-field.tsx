import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { controlClass, describedProps, Field } from './form-controls';

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
 * A labelled text area held in the form's state, both sides' messages alike (a message's text, a reply, a
 * report's or a pause's reason): form-controls' field, label above and error under it.
 */
export function TextAreaField({ label, value, onChange, maxLength, rows = 3, error, isRequired = false, autoFocus }: Props) {
  const id = useId();
  const message = error ?? undefined;
  return (
    <Field id={id} label={label} error={message}>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        required={isRequired}
        rows={rows}
        autoFocus={autoFocus}
        {...describedProps(id, message)}
        className={cn(controlClass(Boolean(message)), 'h-auto py-2 text-[0.9375rem]')}
      />
    </Field>
  );
}
