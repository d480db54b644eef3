import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { CONDUCT_KINDS, type TNewConductEntry } from '@carnet/contract';
import { schoolToday } from '../../../../lib/dates';
import { useAddConductEntry } from '../api/conduct-entries';
import { useDraft } from '../use-draft';
import { KIND_LABELS } from './conduct-labels';
import { ConductEntryFields, isConductEntryComplete } from './conduct-entry-fields';
import { FormCard } from './form-card';

const blank = () => ({ kind: 'reward' as TNewConductEntry['kind'], date: schoolToday(), subject: '', resume: '' });

/** A reward or a sanction for the pupil on screen; the family is told as soon as it is saved. */
export function ConductEntryForm({ childId, pupilName }: { childId: number; pupilName: string }) {
  const { t } = useLingui();
  const id = useId();
  const add = useAddConductEntry();
  const { draft, isChecked, saved, change, check, startAgain } = useDraft(blank, add.reset);

  const send = () => {
    check();
    if (!isConductEntryComplete(draft)) return;
    add.mutate(
      { childId, ...draft, subject: draft.subject.trim(), resume: draft.resume.trim() },
      {
        onSuccess: (_created, input) =>
          startAgain(
            input.kind === 'reward'
              ? t`Reward saved for ${pupilName}: the family is told.`
              : t`Sanction saved for ${pupilName}: the family is told.`,
          ),
      },
    );
  };

  return (
    <FormCard
      title={t`Add a reward or a sanction`}
      submitIcon={<Plus aria-hidden="true" className="size-4" />}
      submitLabel={t`Add`}
      isPending={add.isPending}
      error={add.error}
      saved={saved}
      onSubmit={send}
    >
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">
          <Trans>Kind</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6">
          {CONDUCT_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2 text-[0.9375rem] text-slate-800">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => change({ kind })}
                className="size-5 accent-brand-600"
              />
              {t(KIND_LABELS[kind])}
            </label>
          ))}
        </div>
      </fieldset>
      <ConductEntryFields id={id} draft={draft} isChecked={isChecked} change={change} />
    </FormCard>
  );
}
