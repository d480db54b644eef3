import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import type { TSchoolStructure } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { createYearGroup, deleteYearGroup, renameYearGroup } from '../api/structure-writes';
import { useStructureWrite } from '../api/use-structure-write';
import { DeleteButton } from '../../../components/delete-button';
import { NameForm } from './name-form';
import { focusHeading, useReturnFocus } from './use-return-focus';

type YearGroup = TSchoolStructure['yearGroups'][number];

/** Year groups with their counts; only an empty one offers Delete. */
export function YearGroupsSection({ yearGroups }: { yearGroups: readonly YearGroup[] }) {
  const { t } = useLingui();
  const create = useStructureWrite(createYearGroup, msg`Year group added`);
  return (
    <section aria-labelledby="year-groups" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="year-groups" tabIndex={-1} className="mb-3 text-base font-semibold text-slate-900">
        <Trans>Year groups</Trans>
      </h2>
      <ul className="mb-4 divide-y divide-slate-100">
        {yearGroups.map((yearGroup) => (
          <YearGroupRow key={yearGroup.id} yearGroup={yearGroup} />
        ))}
      </ul>
      <NameForm
        id="year-group-new"
        label={t`New year group`}
        saveLabel={t`Add the year group`}
        write={create}
        onSave={(name) => create.mutateAsync({ name })}
      />
    </section>
  );
}

function YearGroupRow({ yearGroup }: { yearGroup: YearGroup }) {
  const { t } = useLingui();
  const [isEditing, setEditing] = useState(false);
  const editRef = useReturnFocus<HTMLButtonElement>(isEditing);
  const rename = useStructureWrite(renameYearGroup, msg`Year group renamed`);
  const remove = useStructureWrite(deleteYearGroup, msg`Year group deleted`);
  const { name, classCount, closedClassCount, pupilCount } = yearGroup;
  if (isEditing) {
    return (
      <li className="py-3">
        <NameForm
          id={`year-group-${yearGroup.id}`}
          label={t`Name of the year group`}
          initial={name}
          write={rename}
          onSave={(newName) => rename.mutateAsync({ id: yearGroup.id, name: newName })}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div>
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">
          <Plural value={classCount} one="# class" other="# classes" />
          {closedClassCount > 0 ? (
            <>
              {' '}
              (<Plural value={closedClassCount} one="# closed" other="# closed" />)
            </>
          ) : null}
          {' · '}
          <Plural value={pupilCount} one="# pupil" other="# pupils" />
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <button ref={editRef} type="button" className={buttonClass('ghost', 'sm')} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>
            Rename<span className="sr-only"> {name}</span>
          </Trans>
        </button>
        {classCount === 0 ? (
          <DeleteButton
            name={name}
            onDelete={() => remove.mutateAsync(yearGroup.id).then(() => focusHeading('year-groups'))}
            isPending={remove.isPending}
            error={remove.error}
          />
        ) : null}
      </div>
    </li>
  );
}
