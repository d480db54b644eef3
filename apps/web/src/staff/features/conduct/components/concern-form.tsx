import { useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { useId } from 'react';
import { CONCERN_TYPES, type TNewConcern } from '@carnet/contract';
import { FormField, inputClass } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import { schoolToday } from '../../../../lib/dates';
import { useRaiseConcern } from '../api/concerns';
import { useDraft } from '../use-draft';
import { CONCERN_TYPE_LABELS } from './conduct-labels';
import { DateField, TextField } from './fields';
import { FormCard } from './form-card';

const blank = () => ({ type: CONCERN_TYPES[0] as TNewConcern['type'], date: schoolToday(), reason: '', comment: '' });

/** A concern about the pupil on screen; the parents are told, and its acknowledgement shows in the list. */
export function ConcernForm({ childId, pupilName }: { childId: number; pupilName: string }) {
  const { t } = useLingui();
  const id = useId();
  const raise = useRaiseConcern();
  const { draft, isChecked, saved, change, check, startAgain } = useDraft(blank, raise.reset);
  const reasonError = isChecked && !draft.reason.trim() ? t`Enter the reason.` : null;
  const dateError = isChecked && !draft.date ? t`Choose a date.` : null;

  const send = () => {
    check();
    if (!draft.reason.trim() || !draft.date) return;
    raise.mutate(
      { childId, ...draft, reason: draft.reason.trim(), comment: draft.comment.trim() },
      { onSuccess: () => startAgain(t`Concern raised for ${pupilName}: the parents are told.`) },
    );
  };

  return (
    <FormCard
      title={t`Raise a concern`}
      submitIcon={<Flag aria-hidden="true" className="size-4" />}
      submitLabel={t`Raise the concern`}
      isPending={raise.isPending}
      error={raise.error}
      saved={saved}
      onSubmit={send}
    >
      <FormField id={`${id}-type`} label={t`Type`}>
        <select
          id={`${id}-type`}
          value={draft.type}
          onChange={(event) => change({ type: CONCERN_TYPES.find((type) => type === event.target.value) ?? draft.type })}
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
    </FormCard>
  );
}
