import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { TPupil } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { EmptyState } from '../../../../components/empty-state';
import { useClasses, useMovePupil } from '../api/pupils';
import { saveWith } from '../write-feedback';
import { controlClass } from '../../../../components/form-controls';

const MOVED = msg`The pupil was moved`;

/** The pupil's class and teaching groups, and moving them to another class (their groups become the new class's). */
export function PupilClass({ pupil }: { pupil: TPupil }) {
  const { t } = useLingui();
  const classes = useClasses();
  const move = useMovePupil(pupil.id);
  const [classId, setClassId] = useState('');
  const others = (classes.data?.classes ?? []).filter((c) => c.id !== pupil.class?.id);

  async function onMove(event: FormEvent) {
    event.preventDefault();
    if (!classId) return;
    const done = await saveWith(() => move.mutateAsync(Number(classId)), MOVED);
    if (done !== undefined) setClassId('');
  }

  return (
    <Card title={t`Class and teaching groups`} titleId="pupil-class">
      <form onSubmit={(event) => void onMove(event)} className="mb-5 flex flex-wrap items-end gap-3">
        <div className="flex basis-48 flex-col gap-1.5">
          <label htmlFor="pupil-move-class" className="text-sm font-medium text-slate-700">
            <Trans>Move to another class</Trans>
          </label>
          <select id="pupil-move-class" value={classId} onChange={(event) => setClassId(event.target.value)} className={controlClass()}>
            <option value="">{t`Choose a class`}</option>
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary')} disabled={!classId || move.isPending}>
          <Trans>Move</Trans>
        </button>
      </form>
      <h3 className="mb-2 text-sm font-semibold text-slate-700">
        <Trans>Teaching groups</Trans>
      </h3>
      {pupil.teachingGroups.length === 0 ? (
        <EmptyState message={t`No teaching group yet.`} />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {pupil.teachingGroups.map((group) => (
            <li key={group.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{group.name}</span>
              <span className="block text-slate-600">{group.teacherName}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
