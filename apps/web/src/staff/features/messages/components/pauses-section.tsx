import { Trans, useLingui } from '@lingui/react/macro';
import { PauseCircle } from 'lucide-react';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { notifyFailure, notifySuccess } from '../../../../lib/toast';
import { useLiftPause, useMessagingPauses } from '../api/pauses';
import { formatMoment } from '../message-dates';
import { PauseForm } from './pause-form';

/**
 * The pauses in force: families (paused from one of their conversations) and the whole school, each
 * with the reason the families read; the office lifts them here, and pauses the whole school.
 */
export function PausesSection() {
  const { t } = useLingui();
  const pauses = useMessagingPauses();
  const lift = useLiftPause();
  const isSchoolPaused = pauses.data?.some((p) => p.familyId === null) ?? false;
  const liftPause = (id: number) =>
    lift.mutate(id, {
      onSuccess: () => notifySuccess(t`The pause is lifted.`),
      onError: (error) => notifyFailure(t`The pause could not be lifted. Please try again.`, error),
    });
  return (
    <Card title={t`Pauses`} titleId="messaging-pauses" icon={<PauseCircle className="size-4" />}>
      <p className="mb-3 text-sm text-slate-600">
        <Trans>
          A pause stops the new conversations a family, or every family, can start; the conversations already open go on. Pause a family
          from one of its conversations.
        </Trans>
      </p>
      {pauses.isError && !pauses.data ? (
        <InlineError message={t`The pauses could not be loaded.`} onRetry={() => void pauses.refetch()} />
      ) : !pauses.data ? (
        <Skeleton rows={2} />
      ) : pauses.data.length === 0 ? (
        <p className="mb-3 text-sm text-slate-700">
          <Trans>No pause in force.</Trans>
        </p>
      ) : (
        <ul className="mb-4 grid gap-2">
          {pauses.data.map((p) => {
            const familyName = p.familyName;
            const who = familyName === null ? t`The whole school` : t`The ${familyName} family`;
            return (
              <li key={p.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{who}</p>
                  <p className="text-sm break-words text-slate-700">{p.reason}</p>
                  <p className="text-xs text-slate-500">
                    <time dateTime={p.createdAt}>{formatMoment(p.createdAt)}</time>
                  </p>
                </div>
                <button type="button" disabled={lift.isPending} onClick={() => liftPause(p.id)} className={buttonClass('secondary', 'sm')}>
                  <Trans>Lift the pause</Trans>
                  <span className="sr-only">{who}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {pauses.data && !isSchoolPaused ? <PauseForm familyId={null} submitLabel={t`Pause the whole school`} /> : null}
    </Card>
  );
}
