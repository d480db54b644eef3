import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { schoolYearOf, type TStaffSchoolTerm } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { formatLongDate, schoolToday } from '../../../../lib/dates';
import { useSchoolTerms } from '../api/get-school-terms';
import { deleteSchoolTerm } from '../api/structure-writes';
import { useStructureWrite } from '../api/use-structure-write';
import { DeleteButton } from '../../../components/delete-button';
import { TermForm } from './term-form';
import { focusHeading, useReturnFocus } from './use-return-focus';

/** The terms by school year, newest first: the term dates families see. */
export function TermsSection() {
  const { t } = useLingui();
  const terms = useSchoolTerms();
  const years = groupBySchoolYear(terms.data?.terms ?? []);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="term-add" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="term-add" className="mb-3 text-base font-semibold text-slate-900">
          <Trans>Add a term</Trans>
        </h2>
        <TermForm defaultSchoolYear={schoolYearOf(schoolToday())} />
      </section>
      {terms.isPending ? <Skeleton rows={4} /> : null}
      {terms.isError ? <InlineError message={t`The terms could not be loaded.`} onRetry={() => void terms.refetch()} /> : null}
      {years.map(([schoolYear, ofYear]) => (
        <section
          key={schoolYear}
          aria-labelledby={`year-${schoolYear}`}
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 id={`year-${schoolYear}`} tabIndex={-1} className="mb-3 text-base font-semibold text-slate-900">
            <Trans>School year {schoolYear}</Trans>
          </h2>
          <ul className="divide-y divide-slate-100">
            {ofYear.map((term) => (
              <TermRow key={term.id} term={term} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function groupBySchoolYear(terms: readonly TStaffSchoolTerm[]): [string, TStaffSchoolTerm[]][] {
  const byYear = new Map<string, TStaffSchoolTerm[]>();
  for (const term of terms) byYear.set(term.schoolYear, [...(byYear.get(term.schoolYear) ?? []), term]);
  return [...byYear.entries()].sort(([a], [b]) => b.localeCompare(a));
}

function TermRow({ term }: { term: TStaffSchoolTerm }) {
  const [isEditing, setEditing] = useState(false);
  const editRef = useReturnFocus<HTMLButtonElement>(isEditing);
  const remove = useStructureWrite(deleteSchoolTerm, msg`Term deleted`);
  const { name } = term;
  const [start, end] = [formatLongDate(term.start), formatLongDate(term.end)];
  if (isEditing) {
    return (
      <li className="py-3">
        <TermForm term={term} defaultSchoolYear={term.schoolYear} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div>
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">
          <Trans>
            From {start} to {end}
          </Trans>
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <button ref={editRef} type="button" className={buttonClass('ghost', 'sm')} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>
            Edit<span className="sr-only"> {name}</span>
          </Trans>
        </button>
        <DeleteButton
          name={name}
          onDelete={() => remove.mutateAsync(term.id).then(() => focusHeading(`year-${term.schoolYear}`))}
          isPending={remove.isPending}
          error={remove.error}
        />
      </div>
    </li>
  );
}
