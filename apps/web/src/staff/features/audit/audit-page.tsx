import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type AuditFilter, useAuditPage } from './api/audit';
import { AuditExport } from './components/audit-export';
import { AuditFilters } from './components/audit-filters';
import { AuditTable } from './components/audit-table';

/** Who did what and when: every staff write and every read of health data, filtered by person, pupil, action and dates, and exported. */
export function AuditPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Audit log`);
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const log = useAuditPage(filter);
  const data = log.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = filter.page;
  return (
    <>
      <PageHeader title={t`Audit log`} description={t`Every change made by the school's staff, and every reading of health records.`} />
      <AuditFilters filter={filter} onChange={(change) => setFilter({ ...filter, ...change, page: 1 })} />
      <AuditExport filter={filter} />
      {log.isError && !data ? (
        <InlineError message={t`Error loading data.`} onRetry={() => void log.refetch()} />
      ) : !data ? (
        <Skeleton rows={6} />
      ) : data.entries.length === 0 ? (
        <EmptyState message={t`No line matches these filters.`} />
      ) : (
        <>
          <AuditTable entries={data.entries} />
          <nav aria-label={t`Pages`} className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={page <= 1}
              onClick={() => setFilter({ ...filter, page: page - 1 })}
            >
              <Trans>Previous page</Trans>
            </button>
            <p aria-live="polite" className="text-sm text-slate-700">
              <Trans>
                Page {page} of {pageCount}
              </Trans>
            </p>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={page >= pageCount}
              onClick={() => setFilter({ ...filter, page: page + 1 })}
            >
              <Trans>Next page</Trans>
            </button>
          </nav>
        </>
      )}
    </>
  );
}
