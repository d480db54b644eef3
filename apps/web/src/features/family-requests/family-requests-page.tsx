import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { hasReadFailed } from '../../lib/query-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFamilyRequests } from './api/family-requests';
import { RequestActions } from './components/request-actions';
import { RequestList } from './components/request-list';

/** Route /requests: the absences the family reported and the leave it asked for, with where each stands (parents). */
export function FamilyRequestsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Absences and leave`);
  const requests = useFamilyRequests();
  const sent = (useLocation().state as { sent?: 'absence' | 'leave' } | null)?.sent;
  return (
    <>
      <PageHeader title={t`Absences and leave`} description={t`Tell the school when your child will be away.`}>
        <RequestActions />
      </PageHeader>
      {/* A lasting notice, not a status: it stays while the parent reads the list. */}
      <p aria-live="polite" className={sent ? 'mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900' : 'sr-only'}>
        {sent === 'absence' ? <Trans>Your report is sent to the school.</Trans> : null}
        {sent === 'leave' ? <Trans>Your request is sent. The school will answer it, and you will be told.</Trans> : null}
      </p>
      {hasReadFailed(requests) ? (
        <InlineError message={t`Your requests could not be loaded.`} onRetry={() => void requests.refetch()} />
      ) : !requests.data ? (
        <Skeleton rows={3} />
      ) : requests.data.requests.length === 0 ? (
        <EmptyState message={t`You have not reported an absence nor asked for leave yet.`} />
      ) : (
        <RequestList requests={requests.data.requests} />
      )}
    </>
  );
}
