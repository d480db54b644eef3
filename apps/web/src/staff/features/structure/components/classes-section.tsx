import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import type { TClassSummary, TSchoolStructure } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { deleteClass } from '../api/structure-writes';
import { useStructureWrite } from '../api/use-structure-write';
import { ClassForm } from './class-form';
import { ClosedClasses } from './closed-classes';
import { DeleteButton } from '../../../components/delete-button';
import { focusHeading, useReturnFocus } from './use-return-focus';

/**
 * Classes with their year group and counts; only an empty class (no pupil, no teaching group) offers
 * Delete. The classes the new school year closed are listed apart, below, to reopen or delete.
 */
export function ClassesSection({ structure }: { structure: TSchoolStructure }) {
  const open = structure.classes.filter((schoolClass) => schoolClass.closedAt === null);
  const closed = structure.classes.filter((schoolClass) => schoolClass.closedAt !== null);
  return (
    <section aria-labelledby="classes" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="classes" tabIndex={-1} className="mb-3 text-base font-semibold text-slate-900">
        <Trans>Classes</Trans>
      </h2>
      <ul className="mb-4 divide-y divide-slate-100">
        {open.map((schoolClass) => (
          <ClassRow key={schoolClass.id} schoolClass={schoolClass} yearGroups={structure.yearGroups} />
        ))}
      </ul>
      <ClassForm yearGroups={structure.yearGroups} />
      {closed.length > 0 ? <ClosedClasses classes={closed} /> : null}
    </section>
  );
}

function ClassRow({ schoolClass, yearGroups }: { schoolClass: TClassSummary; yearGroups: TSchoolStructure['yearGroups'] }) {
  const [isEditing, setEditing] = useState(false);
  const editRef = useReturnFocus<HTMLButtonElement>(isEditing);
  const remove = useStructureWrite(deleteClass, msg`Class deleted`);
  const { name, yearGroupName, pupilCount, teachingGroupCount } = schoolClass;
  if (isEditing) {
    return (
      <li className="py-3">
        <ClassForm yearGroups={yearGroups} schoolClass={schoolClass} onDone={() => setEditing(false)} />
      </li>
    );
  }
  const isEmpty = pupilCount === 0 && teachingGroupCount === 0;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div>
        <p className="font-medium text-slate-900">
          {name} <span className="font-normal text-slate-600">· {yearGroupName}</span>
        </p>
        <p className="text-sm text-slate-600">
          <Plural value={pupilCount} one="# pupil" other="# pupils" />
          {' · '}
          <Plural value={teachingGroupCount} one="# teaching group" other="# teaching groups" />
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <button ref={editRef} type="button" className={buttonClass('ghost', 'sm')} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>
            Edit<span className="sr-only"> {name}</span>
          </Trans>
        </button>
        {isEmpty ? (
          <DeleteButton
            name={name}
            onDelete={() => remove.mutateAsync(schoolClass.id).then(() => focusHeading('classes'))}
            isPending={remove.isPending}
            error={remove.error}
          />
        ) : null}
      </div>
    </li>
  );
}
