import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../../../lib/cn';

export const controlClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-[0.9375rem] text-slate-900 shadow-xs hover:border-slate-400 focus:border-brand-500';

/** A labelled control with an optional hint and error, tied together for screen readers. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={cn('text-sm text-rose-700')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
