import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../../lib/cn';

/** The structure forms' controls: a label above, the error under it and tied to it, for screen readers too. */

const controlClass = (hasError: boolean) =>
  cn(
    'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40',
    hasError ? 'border-rose-400 bg-rose-50/40' : 'border-slate-300 hover:border-slate-400',
  );

type FieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  className?: string;
};

function Field({ id, label, error, hint, className, children }: Omit<FieldProps, 'registration'> & { children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export function TextInput({ type = 'text', ...props }: FieldProps & { type?: 'text' | 'date' | 'color' }) {
  const { id, registration, error, hint } = props;
  return (
    <Field {...props}>
      <input
        id={id}
        type={type}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass(Boolean(error)), type === 'color' && 'w-20 px-1 py-1')}
      />
    </Field>
  );
}

export function SelectInput(props: FieldProps & { children: ReactNode }) {
  const { id, registration, error, hint, children } = props;
  return (
    <Field {...props}>
      <select
        id={id}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(Boolean(error))}
      >
        {children}
      </select>
    </Field>
  );
}

/** A refusal of the whole form (a taken name, a class still in use), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
      {message}
    </p>
  );
}
