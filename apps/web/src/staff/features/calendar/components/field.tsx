import type { ReactNode } from 'react';
import { fieldErrorClass, labelClass } from './field-styles';

/** A labelled control with its error under it (the error element carries the id the control's aria-describedby names). */
export function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
      </label>
      {children}
      {error ? <p className={fieldErrorClass}>{error}</p> : null}
    </div>
  );
}
