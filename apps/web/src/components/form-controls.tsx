import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../lib/cn';

/**
 * The react-hook-form controls both sides use (decision 087): a label above, an optional hint, the
 * error under the control and tied to it by id, so a screen reader reads it with the field.
 */
export const controlClass = (hasError = false) =>
  cn(
    'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40',
    hasError ? 'border-rose-400 bg-rose-50/40' : 'border-slate-300 hover:border-slate-400',
  );

/** The error under a field, tied to its control by id. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-rose-700">
      {message}
    </p>
  );
}

/** The hint shows until an error takes its place; the control is described by whichever shows. */
export const describedProps = (id: string, error?: string, hint?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

type FieldProps = { id: string; label: string; registration: UseFormRegisterReturn; error?: string; hint?: string; className?: string };

/** A control with its label, hint and error: the fields below, and a controlled one (text-area-field.tsx). */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: Omit<FieldProps, 'registration' | 'label'> & { label: ReactNode; children: ReactNode }) {
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
      <FieldError id={id} message={error} />
    </div>
  );
}

type TextProps = FieldProps & { type?: 'text' | 'tel' | 'date' | 'email' | 'color'; autoComplete?: string };

export function TextField({ type = 'text', autoComplete, ...props }: TextProps) {
  const { id, registration, error, hint } = props;
  return (
    <Field {...props}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        {...registration}
        {...describedProps(id, error, hint)}
        className={cn(controlClass(Boolean(error)), type === 'color' && 'w-20 px-1 py-1')}
      />
    </Field>
  );
}

export function SelectField({ children, ...props }: FieldProps & { children: ReactNode }) {
  const { id, registration, error, hint } = props;
  return (
    <Field {...props}>
      <select id={id} {...registration} {...describedProps(id, error, hint)} className={controlClass(Boolean(error))}>
        {children}
      </select>
    </Field>
  );
}

type ChoiceProps = {
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
};

/** Radios in a fieldset: the legend names the group, the error is announced with it. */
export function ChoiceField({ id, legend, options, registration, error }: ChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input type="radio" value={option.value} {...registration} className="size-4 accent-brand-600 focus-visible:outline-none" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

export function CheckboxField({ id, label, registration }: { id: string; label: string; registration: UseFormRegisterReturn }) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
      <input id={id} type="checkbox" {...registration} className="size-4 rounded accent-brand-600" />
      {label}
    </label>
  );
}

/** A value shown but not editable, such as the e-mail used to sign in. */
export function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        readOnly
        className="h-10 w-full rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm text-slate-600"
      />
    </div>
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
