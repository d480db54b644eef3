import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TStaffConcern } from '@carnet/contract';
import { useEditConcern } from '../api/conduct-edits';
import { useDraft } from '../use-draft';
import { ConcernFields, concernTypeOf, isConcernComplete } from './concern-fields';
import { CorrectionCard } from './correction-card';

type Props = { concern: TStaffConcern; onDone: (saved: string | null) => void };

/** Corrects a concern in place, "Staff only" included; the parents are told unless it is staff only. */
export function ConcernEdit({ concern, onDone }: Props) {
  const { t } = useLingui();
  const id = useId();
  const edit = useEditConcern(concern.id);
  const { type, reason, date, comment, staffOnly } = concern;
  const { draft, isChecked, change, check } = useDraft(() => ({ type: concernTypeOf(type), reason, date, comment, staffOnly }), edit.reset);
  const send = () => {
    check();
    if (!isConcernComplete(draft)) return;
    const saved = draft.staffOnly ? t`Correction saved. Staff only: the family is not told.` : t`Correction saved: the parents are told.`;
    edit.mutate({ ...draft, reason: draft.reason.trim(), comment: draft.comment.trim() }, { onSuccess: () => onDone(saved) });
  };
  return (
    <CorrectionCard title={t`Correct the concern`} write={edit} onSubmit={send} onDone={onDone}>
      <ConcernFields id={id} draft={draft} isChecked={isChecked} change={change} />
    </CorrectionCard>
  );
}
