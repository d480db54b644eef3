import { Trans, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { EmptyState } from '../../../../components/empty-state';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { notifyFailure } from '../../../../lib/toast';
import { staffPages, withId } from '../../../staff-paths';
import { useMessageReports, useResolveReport } from '../api/reports';
import { formatMoment } from '../message-dates';

/** The messages reported by a party, with the reason, until the office marks each handled. */
export function ReportsList() {
  const { t } = useLingui();
  const reports = useMessageReports();
  const resolve = useResolveReport();
  const markHandled = (id: number) =>
    resolve.mutate(id, { onError: (error) => notifyFailure(t`The report could not be marked handled. Please try again.`, error) });
  return (
    <Card title={t`Reported messages`} titleId="messaging-reports" icon={<Flag className="size-4" />}>
      {reports.isError && !reports.data ? (
        <InlineError message={t`The reports could not be loaded.`} onRetry={() => void reports.refetch()} />
      ) : !reports.data ? (
        <Skeleton rows={3} />
      ) : reports.data.length === 0 ? (
        <EmptyState message={t`No report to handle.`} />
      ) : (
        <ul className="grid gap-3">
          {reports.data.map((r) => {
            const reporter = r.reportedByName;
            const author = r.authorName;
            const moment = formatMoment(r.createdAt);
            return (
              <li key={r.id} className="grid gap-2 rounded-xl border border-slate-200 px-4 py-3">
                <p className="text-sm text-slate-700">
                  <Trans>
                    {reporter} reported a message of {author}, {moment}
                  </Trans>
                </p>
                <blockquote className="border-l-2 border-slate-300 pl-3 text-sm break-words whitespace-pre-wrap text-slate-800">
                  {r.messageBody}
                </blockquote>
                <p className="text-sm break-words text-slate-800">
                  <span className="font-medium">
                    <Trans>Reason:</Trans>
                  </span>{' '}
                  {r.reason}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link to={withId(staffPages.conversation, r.conversationId)} className={buttonClass('secondary', 'sm')}>
                    <Trans>Open the conversation</Trans>
                  </Link>
                  <button
                    type="button"
                    disabled={resolve.isPending}
                    onClick={() => markHandled(r.id)}
                    className={buttonClass('primary', 'sm')}
                  >
                    <Trans>Mark handled</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
