import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import type { TTeachingGroup, TTeachingGroupPupil } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { useTeachingGroupPupils } from '../api/get-teaching-group-pupils';
import { setTeachingGroupPupils } from '../api/structure-writes';
import { useStructureWrite } from '../api/use-structure-write';
import { FormError } from '../../../../components/form-controls';
import { writeErrorMessage } from '../../../components/write-error';

/** A teaching group's pupils: its class's pupils (and members from other classes), ticked when in the group. */
export function TeachingGroupPupils({ group, onClose }: { group: TTeachingGroup; onClose: () => void }) {
  const { t } = useLingui();
  const pupils = useTeachingGroupPupils(group.id);
  if (pupils.isPending) return <Skeleton rows={3} />;
  if (pupils.isError) return <InlineError message={t`The pupils could not be loaded.`} onRetry={() => void pupils.refetch()} />;
  // Keyed by the answer, so the ticks start again from what the server now holds after each save.
  return <PupilChoices key={pupils.dataUpdatedAt} group={group} pupils={pupils.data.pupils} onClose={onClose} />;
}

function PupilChoices({ group, pupils, onClose }: { group: TTeachingGroup; pupils: TTeachingGroupPupil[]; onClose: () => void }) {
  const [chosen, setChosen] = useState(() => new Set(pupils.filter((p) => p.isMember).map((p) => p.id)));
  const save = useStructureWrite(setTeachingGroupPupils, msg`Pupils saved`);
  const { label } = group;
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const add = pupils.filter((p) => !p.isMember && chosen.has(p.id)).map((p) => p.id);
  const remove = pupils.filter((p) => p.isMember && !chosen.has(p.id)).map((p) => p.id);
  const hasChanges = add.length > 0 || remove.length > 0;
  const send = (body: { addWholeClass?: boolean; add?: number[]; remove?: number[] }) =>
    void save.mutateAsync({ id: group.id, ...body }).catch(() => undefined);

  return (
    <div className="flex basis-full flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          <Trans>Pupils of {label}</Trans>
        </legend>
        {pupils.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>This class has no pupils yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2">
            {pupils.map((pupil) => (
              <li key={pupil.id}>
                <label className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-white">
                  <input
                    type="checkbox"
                    checked={chosen.has(pupil.id)}
                    onChange={() => toggle(pupil.id)}
                    className="size-4 rounded border-slate-300 text-brand-600"
                  />
                  {pupil.lastName} {pupil.firstName} <span className="text-slate-600">({pupil.className})</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <FormError message={writeErrorMessage(save.error)} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!hasChanges || save.isPending}
          className={buttonClass('primary', 'sm')}
          onClick={() => send({ add, remove })}
        >
          {save.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          <Trans>Save the pupils</Trans>
        </button>
        {group.classId !== null ? (
          <button
            type="button"
            disabled={save.isPending}
            className={buttonClass('secondary', 'sm')}
            onClick={() => send({ addWholeClass: true })}
          >
            <Trans>Add the whole class</Trans>
          </button>
        ) : null}
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  );
}
