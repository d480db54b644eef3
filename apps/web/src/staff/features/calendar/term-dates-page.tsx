import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { TTermEvent } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTermDates } from './api/term-dates';
import { inputClass, labelClass } from './components/field-styles';
import { TermDateForm } from './components/term-date-form';
import { TermDateList } from './components/term-date-list';

/** The term dates families read on their calendar: by school year; publish, correct, withdraw. */
export function TermDatesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Term dates`);
  const [schoolYear, setSchoolYear] = useState<string | null>(null);
  // null: no form; 'new': a new term date; else the event being corrected.
  const [editing, setEditing] = useState<TTermEvent | 'new' | null>(null);
  const page = useTermDates(schoolYear);
  const data = page.data;
  return (
    <>
      <PageHeader title={t`Term dates`} description={t`Holidays, exams, meetings and school events, as families see them.`}>
        {editing === null ? (
          <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>New term date</Trans>
          </button>
        ) : null}
      </PageHeader>
      {editing !== null ? (
        <TermDateForm
          key={editing === 'new' ? 'new' : editing.id}
          event={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {page.isError && !data ? (
        <InlineError message={t`Error loading data.`} onRetry={() => void page.refetch()} />
      ) : !data ? (
        <Skeleton />
      ) : (
        <>
          {data.schoolYears.length > 0 ? (
            <div className="mb-4 max-w-xs">
              <label htmlFor="term-dates-year" className={labelClass}>
                <Trans>School year</Trans>
              </label>
              <select
                id="term-dates-year"
                className={inputClass()}
                value={data.schoolYear ?? ''}
                onChange={(e) => setSchoolYear(e.target.value)}
              >
                {data.schoolYears.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {data.events.length === 0 ? <EmptyState message={t`No term dates`} /> : <TermDateList events={data.events} onEdit={setEditing} />}
        </>
      )}
    </>
  );
}
