import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Users } from 'lucide-react';
import type { TSchoolStructure, TTeachingGroup } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { EmptyState } from '../../../../components/empty-state';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { useTeachingGroups } from '../api/get-teaching-groups';
import { deleteTeachingGroup } from '../api/structure-writes';
import { useStructureWrite } from '../api/use-structure-write';
import { DeleteButton } from '../../../components/delete-button';
import { TeachingGroupForm } from './teaching-group-form';
import { TeachingGroupPupils } from './teaching-group-pupils';
import { focusHeading, useReturnFocus } from './use-return-focus';

/** Who teaches which subject to which class, at a glance; filtered by class; each group's pupils one click away. */
export function TeachingGroupsSection({ structure }: { structure: TSchoolStructure }) {
  const { t } = useLingui();
  const [classId, setClassId] = useState<number | null>(null);
  const groups = useTeachingGroups(classId);
  const isOpen = (id: number | null) => structure.classes.some((c) => c.id === id && c.closedAt === null);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="teaching-groups" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="teaching-groups" tabIndex={-1} className="text-base font-semibold text-slate-900">
            <Trans>Teaching groups</Trans>
          </h2>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="teaching-groups-class" className="text-sm font-medium text-slate-700">
              <Trans>Show the class</Trans>
            </label>
            <select
              id="teaching-groups-class"
              value={classId ?? ''}
              onChange={(event) => setClassId(event.target.value ? Number(event.target.value) : null)}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs"
            >
              <option value="">{t`Every class`}</option>
              {structure.classes.map(({ id, name, closedAt }) => (
                <option key={id} value={id}>
                  {closedAt === null ? name : t`${name} (closed)`}
                </option>
              ))}
            </select>
          </div>
        </div>
        {groups.isPending ? <Skeleton rows={4} /> : null}
        {groups.isError ? (
          <InlineError message={t`The teaching groups could not be loaded.`} onRetry={() => void groups.refetch()} />
        ) : null}
        {groups.data?.teachingGroups.length === 0 ? <EmptyState message={t`No teaching group yet.`} /> : null}
        <ul className="divide-y divide-slate-100">
          {groups.data?.teachingGroups.map((group) => (
            <TeachingGroupRow key={group.id} group={group} structure={structure} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="teaching-group-add" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="teaching-group-add" className="mb-3 text-base font-semibold text-slate-900">
          <Trans>Add a teaching group</Trans>
        </h2>
        {/* A closed class takes no new teaching group (decision 081): the form then starts without one. */}
        <TeachingGroupForm key={classId ?? 'all'} structure={structure} classId={isOpen(classId) ? classId : null} />
      </section>
    </div>
  );
}

function TeachingGroupRow({ group, structure }: { group: TTeachingGroup; structure: TSchoolStructure }) {
  const [panel, setPanel] = useState<'none' | 'edit' | 'pupils'>('none');
  const editRef = useReturnFocus<HTMLButtonElement>(panel === 'edit');
  const pupilsRef = useReturnFocus<HTMLButtonElement>(panel === 'pupils');
  const remove = useStructureWrite(deleteTeachingGroup, msg`Teaching group deleted`);
  const { label, subject, teacherName, pupilCount } = group;
  const className = group.className ?? '';
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden="true" className="mt-1.5 size-3 shrink-0 rounded-full" style={{ backgroundColor: group.color }} />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{label}</p>
          <p className="text-sm text-slate-600">
            <Trans>
              {subject} in {className}, taught by {teacherName}
            </Trans>
            {' · '}
            <Plural value={pupilCount} one="# pupil" other="# pupils" />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1">
        <button
          ref={pupilsRef}
          type="button"
          aria-expanded={panel === 'pupils'}
          className={buttonClass('ghost', 'sm')}
          onClick={() => setPanel(panel === 'pupils' ? 'none' : 'pupils')}
        >
          <Users aria-hidden="true" className="size-4" />
          <Trans>
            Pupils<span className="sr-only"> of {label}</span>
          </Trans>
        </button>
        <button
          ref={editRef}
          type="button"
          aria-expanded={panel === 'edit'}
          className={buttonClass('ghost', 'sm')}
          onClick={() => setPanel(panel === 'edit' ? 'none' : 'edit')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>
            Edit<span className="sr-only"> {label}</span>
          </Trans>
        </button>
        <DeleteButton
          name={label}
          onDelete={() => remove.mutateAsync(group.id).then(() => focusHeading('teaching-groups'))}
          isPending={remove.isPending}
          error={remove.error}
        />
      </div>
      {panel === 'edit' ? (
        <div className="basis-full rounded-lg border border-slate-200 bg-slate-50/60 p-3">
          <TeachingGroupForm structure={structure} group={group} onDone={() => setPanel('none')} />
        </div>
      ) : null}
      {panel === 'pupils' ? <TeachingGroupPupils group={group} onClose={() => setPanel('none')} /> : null}
    </li>
  );
}
