import { Trans, useLingui } from '@lingui/react/macro';
import { Check, LoaderCircle, MessageSquareExclamationPoint } from 'lucide-react';
import type { TConcern } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { cn } from '../../../lib/cn';
import { useAcknowledgeConcern } from '../api/acknowledge-concern';
import { concernTypeLabel } from '../concern-types';

/** Each concern with reason, date, comment and whether it was acknowledged; a parent acknowledges it. */
export function ConcernTab({ childId, concerns }: { childId: number; concerns: readonly TConcern[] }) {
  const { i18n, t } = useLingui();
  const acknowledge = useAcknowledgeConcern(childId);
  return (
    <Card title={t`Concern`} titleId="child-concern" icon={<MessageSquareExclamationPoint className="size-4" />}>
      {concerns.length === 0 ? (
        <EmptyState message={t`No concerns`} />
      ) : (
        <ul className="flex flex-col gap-3">
          {concerns.map((concern) => {
            const isSending = acknowledge.isPending && acknowledge.variables === concern.id;
            const reason = concern.reason;
            return (
              <li
                key={concern.id}
                className={cn('rounded-xl border p-4', concern.acknowledged ? 'border-slate-200' : 'border-amber-200 bg-amber-50/40')}
              >
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                  <h3 className="font-semibold text-slate-900">{concern.reason}</h3>
                  <span className="text-sm text-slate-500">
                    <DateText value={concern.date} />
                  </span>
                </div>
                {concern.type ? (
                  <p className="mt-0.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
                    {concernTypeLabel(concern.type, i18n)}
                  </p>
                ) : null}
                {concern.comment ? <p className="mt-2 text-sm text-slate-700">{concern.comment}</p> : null}
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-slate-600">
                    <Trans>Acknowledged:</Trans>{' '}
                    <span className={cn('font-semibold', concern.acknowledged ? 'text-emerald-700' : 'text-amber-800')}>
                      {concern.acknowledged ? <Trans>Yes</Trans> : <Trans>No</Trans>}
                    </span>
                  </p>
                  {concern.acknowledged ? null : (
                    <button
                      type="button"
                      onClick={() => acknowledge.mutate(concern.id)}
                      disabled={isSending}
                      className={buttonClass('primary', 'sm')}
                    >
                      {isSending ? (
                        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                      ) : (
                        <Check aria-hidden="true" className="size-4" />
                      )}
                      <Trans>
                        Acknowledge<span className="sr-only"> the concern {reason}</span>
                      </Trans>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
