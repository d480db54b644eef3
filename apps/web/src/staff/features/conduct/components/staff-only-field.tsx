import { useLingui } from '@lingui/react/macro';

type Props = { id: string; isChecked: boolean; onChange: (isChecked: boolean) => void };

/** "Staff only": a pastoral concern the family is never told of nor shown (decision 096); the hint says so. */
export function StaffOnlyField({ id, isChecked, onChange }: Props) {
  const { t } = useLingui();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="flex min-h-11 items-center gap-2.5 text-[0.9375rem] text-slate-800">
        <input
          id={id}
          type="checkbox"
          checked={isChecked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 shrink-0 accent-brand-600"
        />
        {t`Staff only`}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t`Pastoral: the family is not told and never sees it. Only staff read it.`}
      </p>
    </div>
  );
}
