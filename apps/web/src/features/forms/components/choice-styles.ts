/** A radio or checkbox with its label as one bordered pill; the ticked one is highlighted. */
export const choiceClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-800 transition-colors hover:border-slate-400 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500';

export const choiceInputClass = 'size-4 shrink-0 accent-brand-600 focus-visible:outline-none';

export const legendClass = 'text-sm font-medium text-slate-800';

export const fieldErrorClass = 'text-sm text-rose-700';
