import { useLingui } from '@lingui/react/macro';
import { CONCERN_TYPES, type TEditConcern } from '@carnet/contract';
import { FormField, inputClass } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import { CONCERN_TYPE_LABELS } from './conduct-labels';
import { DateField, TextField } from './fields';
import { StaffOnlyField } from './staff-only-field';

export type ConcernDraft = TEditConcern;

export const isConcernComplete = (draft: ConcernDraft) => Boolean(draft.reason.trim() && draft.date);

/** A type from before the list was fixed ('Homework') is corrected into the list's last, "Other". */
export const concernTypeOf = (type: string): ConcernDraft['type'] =>
  CONCERN_TYPES.find((known) => known === type) ?? CONCERN_TYPES[CONCERN_TYPES.length - 1]!;

type Props = { id: string; draft: ConcernDraft; isChecked: boolean; change: (patch: Partial<ConcernDraft>) => void };

/** A concern's type, reason, date, comment and "Staff only": raised new or corrected, the same fields. */
export function ConcernFields({ id, draft, isChecked, change }: Props) {
  const { t } = useLingui();
  const reasonError = isChecked && !draft.reason.trim() ? t`Enter the reason.` : null;
  const dateError = isChecked && !draft.date ? t`Choose a date.` : null;
  return (
    <>
      <FormField id={`${id}-type`} label={t`Type`}>
        <select
          id={`${id}-type`}
          value={draft.type}
          onChange={(event) => change({ type: concernTypeOf(event.target.value) })}
          className={cn(inputClass, 'border-slate-300')}
        >
          {CONCERN_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(CONCERN_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </FormField>
      <TextField
        id={`${id}-reason`}
        label={t`Reason`}
        value={draft.reason}
        maxLength={200}
        isRequired
        error={reasonError}
        onChange={(reason) => change({ reason })}
      />
      <DateField id={`${id}-date`} label={t`Date`} value={draft.date} error={dateError} onChange={(date) => change({ date })} />
      <TextField
        id={`${id}-comment`}
        label={t`Comment`}
        value={draft.comment}
        maxLength={1000}
        isMultiline
        onChange={(comment) => change({ comment })}
      />
      <StaffOnlyField id={`${id}-staff-only`} isChecked={draft.staffOnly} onChange={(staffOnly) => change({ staffOnly })} />
    </>
  );
}
