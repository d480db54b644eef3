import { cn } from '../../../../lib/cn';

/** The look of the calendar forms' inputs and labels, in one place. */
export const inputClass = (isInvalid = false, extra?: string) =>
  cn(
    'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:outline-offset-1',
    isInvalid ? 'border-rose-500' : 'border-slate-300',
    extra,
  );
export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';
export const fieldErrorClass = 'mt-1 text-sm text-rose-700';
export const cardClass = 'rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5';
