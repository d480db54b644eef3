import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { hasReadFailed } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsOffice } from '../../lib/use-is-office';
import { useTermReports } from './api/terms';
import { TermCard } from './components/term-card';

/** The school year's terms with their reports' state (decision 114): the office opens, publishes and follows the job. */
export function TermReportsPage() {
  const { t } = useLingui();
  const isOffice = useIsOffice();
  const terms = useTermReports();
  useDocumentTitle(t`Term reports`);
  return (
    <>
      <PageHeader
        title={t`Term reports`}
        description={t`Each teacher writes an appreciation per pupil, the head teacher a general one; the office publishes the reports to the families.`}
      />
      <section aria-label={t`Terms`} aria-busy={terms.isFetching}>
        {hasReadFailed(terms) ? (
          <InlineError message={t`The terms could not be loaded.`} onRetry={() => void terms.refetch()} />
        ) : !terms.data ? (
          <Skeleton rows={3} />
        ) : terms.data.terms.length === 0 ? (
          <EmptyState message={t`No term this school year yet: the office adds the terms in Structure.`} />
        ) : (
          <ul className="grid gap-4">
            {terms.data.terms.map((term) => (
              <TermCard key={term.termId} term={term} isOffice={isOffice} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
