import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { MAIL_STATUSES } from '@carnet/contract';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type MailFilter, useMailCounts, useMailPage } from './api/mail';
import { MailList } from './components/mail-list';
import { MailStatusFilter } from './components/mail-status-filter';

const statusFrom = (value: string | null): MailFilter['status'] => MAIL_STATUSES.find((status) => status === value);

/** The e-mail Carnet sends (invitations, resets...): what went, what waits, what failed and can be sent again. */
export function MailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Outgoing mail`);
  // The staff home's notice opens the page on the failed messages (?status=failed).
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<MailFilter>(() => ({ status: statusFrom(searchParams.get('status')), page: 1 }));
  const mail = useMailPage(filter);
  const counts = useMailCounts();
  const data = mail.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = filter.page;
  const empty =
    filter.status === 'failed'
      ? t`No message failed.`
      : filter.status === 'pending'
        ? t`No message is waiting.`
        : filter.status === 'done'
          ? t`No message has been sent yet.`
          : t`Carnet has sent no e-mail yet.`;
  return (
    <>
      <PageHeader
        title={t`Outgoing mail`}
        description={t`Invitations and password e-mails. A message that fails is tried again for a day; one refused for good can be sent again here.`}
      />
      <MailStatusFilter value={filter.status} counts={counts.data} onChange={(status) => setFilter({ status, page: 1 })} />
      {mail.isError && !data ? (
        <InlineError message={t`Error loading data.`} onRetry={() => void mail.refetch()} />
      ) : !data ? (
        <Skeleton rows={6} />
      ) : data.items.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <>
          <MailList items={data.items} />
          {pageCount > 1 ? (
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
          ) : null}
        </>
      )}
    </>
  );
}
