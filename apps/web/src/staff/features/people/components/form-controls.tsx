import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../../lib/cn';

export const controlClass = (hasError = false) =>
  cn(
    'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40',
    hasError ? 'border-rose-400 bg-rose-50/40' : 'border-slate-300 hover:border-slate-400',
  );

/** The error under a field, tied to its control by id so a screen reader reads it with the field. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-rose-700">
      {message}
    </p>
  );
}

const errorProps = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

type FieldProps = { id: string; label: string; registration: UseFormRegisterReturn; error?: string; className?: string };

export function TextField({ id, label, registration, error, className, type = 'text' }: FieldProps & { type?: 'text' | 'date' | 'email' }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} type={type} {...registration} {...errorProps(id, error)} className={controlClass(Boolean(error))} />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function SelectField({ id, label, registration, error, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} {...registration} {...errorProps(id, error)} className={controlClass(Boolean(error))}>
        {children}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}
