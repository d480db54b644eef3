import type { ReactNode } from 'react';

type Props = { id: string; label: string; error?: string; children: ReactNode };

/** A label, the control, and its error tied to it by id (the control sets aria-describedby). */
export function FormField({ id, label, error, children }: Props) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'h-11 w-full rounded-lg border bg-white px-3.5 text-[0.9375rem] text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40';

export const inputStateClass = (hasError: boolean) =>
  hasError ? 'border-rose-400 bg-rose-50/40' : 'border-slate-300 hover:border-slate-400';
