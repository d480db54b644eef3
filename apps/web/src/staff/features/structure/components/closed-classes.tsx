import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { LoaderCircle, RotateCcw } from 'lucide-react';
import type { TClassSummary } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { formatLongDate } from '../../../../lib/dates';
import { deleteClass, reopenClass } from '../api/structure-writes';
import { useStructureWrite } from '../api/use-structure-write';
import { DeleteButton } from '../../../components/delete-button';
import { writeErrorMessage } from '../../../components/write-error';
import { focusHeading } from './use-return-focus';

/**
 * Last year's classes, closed by the new school year (decision 081): no picker offers them and no
 * pupil, evening or publication can be addressed to them. The office reopens one to use it again, or
 * deletes it once empty.
 */
export function ClosedClasses({ classes }: { classes: readonly TClassSummary[] }) {
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="closed-classes" tabIndex={-1} className="text-sm font-semibold text-slate-900">
        <Trans>Closed classes</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Closed by the new school year: not offered when choosing a class. Reopen one to place pupils in it again.</Trans>
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {classes.map((schoolClass) => (
          <ClosedClassRow key={schoolClass.id} schoolClass={schoolClass} />
        ))}
      </ul>
    </div>
  );
}

function ClosedClassRow({ schoolClass }: { schoolClass: TClassSummary }) {
  const reopen = useStructureWrite(reopenClass, msg`Class reopened`);
  const remove = useStructureWrite(deleteClass, msg`Class deleted`);
  const { id, name, yearGroupName, pupilCount, teachingGroupCount } = schoolClass;
  const closedOn = schoolClass.closedAt ? formatLongDate(schoolClass.closedAt) : '';
  const isEmpty = pupilCount === 0 && teachingGroupCount === 0;
  const reopenError = writeErrorMessage(reopen.error);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div>
        <p className="font-medium text-slate-700">
          {name} <span className="font-normal text-slate-600">· {yearGroupName}</span>
          <span className="ml-2 inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            <Trans context="class">Closed</Trans>
          </span>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>Closed on {closedOn}</Trans>
          {' · '}
          <Plural value={pupilCount} one="# pupil" other="# pupils" />
          {' · '}
          <Plural value={teachingGroupCount} one="# teaching group" other="# teaching groups" />
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={reopen.isPending}
          onClick={() =>
            void reopen
              .mutateAsync(id)
              .then(() => focusHeading('classes'))
              .catch(() => undefined)
          }
        >
          {reopen.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <RotateCcw aria-hidden="true" className="size-4" />
          )}
          <Trans>
            Reopen<span className="sr-only"> {name}</span>
          </Trans>
        </button>
        {isEmpty ? (
          <DeleteButton
            name={name}
            onDelete={() => remove.mutateAsync(id).then(() => focusHeading('closed-classes'))}
            isPending={remove.isPending}
            error={remove.error}
          />
        ) : null}
      </div>
      {reopenError ? (
        <div className="basis-full">
          <InlineError message={reopenError} />
        </div>
      ) : null}
    </li>
  );
}
