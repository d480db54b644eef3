import type { ReactNode } from 'react';

type Props = { isChecked: boolean; onChange: (isChecked: boolean) => void; children: ReactNode };

/** A checkbox and its words, as the builder's yes-or-no choices show them (the reminders, a question's Required). */
export function CheckBox({ isChecked, onChange, children }: Props) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 rounded border-slate-300 accent-brand-600"
      />
      {children}
    </label>
  );
}
