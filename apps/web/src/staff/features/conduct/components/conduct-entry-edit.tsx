import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TConductEntry } from '@carnet/contract';
import { useEditConductEntry } from '../api/conduct-edits';
import { useDraft } from '../use-draft';
import { ConductEntryFields, isConductEntryComplete } from './conduct-entry-fields';
import { CorrectionCard } from './correction-card';

type Props = { entry: TConductEntry; onDone: (saved: string | null) => void };

/** Corrects a reward or a sanction in place (its pupil and kind stay); the family is told of the change. */
export function ConductEntryEdit({ entry, onDone }: Props) {
  const { t } = useLingui();
  const id = useId();
  const edit = useEditConductEntry(entry.id);
  const { date, subject, resume } = entry;
  const { draft, isChecked, change, check } = useDraft(() => ({ date, subject, resume }), edit.reset);
  const send = () => {
    check();
    if (!isConductEntryComplete(draft)) return;
    const saved = t`Correction saved: the family is told.`;
    edit.mutate({ ...draft, subject: draft.subject.trim(), resume: draft.resume.trim() }, { onSuccess: () => onDone(saved) });
  };
  return (
    <CorrectionCard
      title={entry.kind === 'reward' ? t`Correct the reward` : t`Correct the sanction`}
      write={edit}
      onSubmit={send}
      onDone={onDone}
    >
      <ConductEntryFields id={id} draft={draft} isChecked={isChecked} change={change} />
    </CorrectionCard>
  );
}
