import { useId } from 'react';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';

type Props = {
  legend: string;
  hint?: string;
  items: Array<{ id: number; label: string }> | undefined;
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  loadError?: string | null;
};

/** A fieldset of checkboxes (classes, teachers), its problem tied to the group. */
export function ChoiceBoxes({ legend, hint, items, chosen, onChange, error, loadError }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={described} className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {loadError ? (
        <InlineError message={loadError} />
      ) : !items ? (
        <Skeleton rows={2} />
      ) : (
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => (
            <label key={item.id} className="flex min-h-11 items-center gap-2.5 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-600"
                checked={chosen.includes(item.id)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, item.id] : chosen.filter((x) => x !== item.id))}
              />
              {item.label}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
