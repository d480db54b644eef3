import { useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { useId } from 'react';
import { CONCERN_TYPES } from '@carnet/contract';
import { schoolToday } from '../../../../lib/dates';
import { useRaiseConcern } from '../api/concerns';
import { useDraft } from '../use-draft';
import { type ConcernDraft, ConcernFields, isConcernComplete } from './concern-fields';
import { FormCard } from './form-card';

const blank = (): ConcernDraft => ({ type: CONCERN_TYPES[0], date: schoolToday(), reason: '', comment: '', staffOnly: false });

/** A concern about the pupil on screen; the parents are told (unless it is staff only), and its acknowledgement shows in the list. */
export function ConcernForm({ childId, pupilName }: { childId: number; pupilName: string }) {
  const { t } = useLingui();
  const id = useId();
  const raise = useRaiseConcern();
  const { draft, isChecked, saved, change, check, startAgain } = useDraft(blank, raise.reset);

  const send = () => {
    check();
    if (!isConcernComplete(draft)) return;
    raise.mutate(
      { childId, ...draft, reason: draft.reason.trim(), comment: draft.comment.trim() },
      {
        onSuccess: (_created, input) =>
          startAgain(
            input.staffOnly
              ? t`Concern recorded for ${pupilName}. Staff only: the family is not told.`
              : t`Concern raised for ${pupilName}: the parents are told.`,
          ),
      },
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
      <ConcernFields id={id} draft={draft} isChecked={isChecked} change={change} />
    </FormCard>
  );
}
