import { useLingui } from '@lingui/react/macro';
import { DateField, TextField } from './fields';

export type ConductEntryDraft = { date: string; subject: string; resume: string };

export const isConductEntryComplete = (draft: ConductEntryDraft) => Boolean(draft.subject.trim() && draft.date);

type Props = { id: string; draft: ConductEntryDraft; isChecked: boolean; change: (patch: Partial<ConductEntryDraft>) => void };

/** A reward's or a sanction's date, what it is for and its summary: written new or corrected, the same fields. */
export function ConductEntryFields({ id, draft, isChecked, change }: Props) {
  const { t } = useLingui();
  const subjectError = isChecked && !draft.subject.trim() ? t`Enter what it is for.` : null;
  const dateError = isChecked && !draft.date ? t`Choose a date.` : null;
  return (
    <>
      <DateField id={`${id}-date`} label={t`Date`} value={draft.date} error={dateError} onChange={(date) => change({ date })} />
      <TextField
        id={`${id}-subject`}
        label={t({ message: 'Subject', context: 'what a reward or a sanction is for' })}
        value={draft.subject}
        maxLength={120}
        isRequired
        error={subjectError}
        onChange={(subject) => change({ subject })}
      />
      <TextField
        id={`${id}-resume`}
        label={t`Summary`}
        value={draft.resume}
        maxLength={500}
        isMultiline
        onChange={(resume) => change({ resume })}
      />
    </>
  );
}
