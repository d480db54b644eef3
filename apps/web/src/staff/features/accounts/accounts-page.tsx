import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActivationSummary } from './api/activation';
import { ActivationTable } from './components/activation-table';
import { PendingAccounts } from './components/pending-accounts';

/**
 * The office's accounts: who has activated, class by class, with the invitations by e-mail and the
 * printed letters for families without e-mail; then the accounts still waiting, to send again.
 */
export function AccountsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Accounts`);
  const summary = useActivationSummary();
  const [filter, setFilter] = useState<{ classId?: number; page: number }>({ page: 1 });
  return (
    <>
      <PageHeader title={t`Accounts`} description={<Trans>Invite families to Carnet and follow who has activated their account.</Trans>} />
      {summary.isPending ? (
        <Skeleton rows={5} />
      ) : summary.isError ? (
        <InlineError message={t`The activation figures could not be loaded.`} onRetry={() => void summary.refetch()} />
      ) : summary.data.length === 0 ? (
        <EmptyState message={t`No class yet.`} />
      ) : (
        <ActivationTable rows={summary.data} />
      )}
      <PendingAccounts classes={summary.data ?? []} classId={filter.classId} page={filter.page} onFilter={setFilter} />
    </>
  );
}
