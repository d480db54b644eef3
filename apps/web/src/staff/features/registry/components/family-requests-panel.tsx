import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, Paperclip } from 'lucide-react';
import { familyRequestCertificatePath, type TFamilyRequestDifference, type TStaffFamilyRequest } from '@carnet/contract';
import { InlineError } from '../../../../components/inline-error';
import { api } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/download';
import { Skeleton } from '../../../../components/skeleton';
import { formatTimeOfDay } from '../../../../lib/dates';
import { hasReadFailed } from '../../../../lib/query-client';
import { useFamilyRequestDay } from '../api/family-requests';
import { DIFFERENCE_LABELS, REASON_LABELS, STATE_LABELS, requestDays } from '../request-labels';
import { LeaveDecision } from './leave-decision';

/**
 * The families' word beside the registers (decision 107): where the two differ, the leave to decide,
 * and the reports and leave of the day. Neither record is changed by the other: the office reads both.
 */
export function FamilyRequestsPanel({ date }: { date: string }) {
  const { t } = useLingui();
  const day = useFamilyRequestDay(date);
  if (hasReadFailed(day))
    return <InlineError message={t`The families’ requests could not be loaded.`} onRetry={() => void day.refetch()} />;
  if (!day.data) return <Skeleton rows={2} />;
  const { differences, pendingLeave, requests } = day.data;
  return (
    <div className="mb-8 grid gap-6" aria-busy={day.isFetching}>
      {differences.length > 0 ? (
        <section aria-labelledby="family-differences" className="grid gap-3">
          <h2 id="family-differences" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <AlertTriangle aria-hidden="true" className="size-5 text-amber-600" />
            <Trans>Registers and families disagree</Trans>
          </h2>
          <ul className="grid gap-2">
            {differences.map((difference, index) => (
              <DifferenceRow key={`${difference.kind}-${difference.childId}-${index}`} difference={difference} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="family-leave" className="grid gap-3">
        <h2 id="family-leave" className="text-lg font-semibold text-slate-900">
          <Trans>Leave to decide</Trans>
        </h2>
        {pendingLeave.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No leave request is waiting.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {pendingLeave.map((request) => (
              <LeaveDecision key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="family-reports" className="grid gap-3">
        <h2 id="family-reports" className="text-lg font-semibold text-slate-900">
          <Trans>Reported by families for this day</Trans>
        </h2>
        {requests.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No family reported an absence or asked for leave for this day.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2">
            {requests.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function DifferenceRow({ difference }: { difference: TFamilyRequestDifference }) {
  const { i18n } = useLingui();
  return (
    <li className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <span className="font-semibold">{`${difference.firstName} ${difference.lastName}`}</span> ({difference.className}) —{' '}
      {i18n._(DIFFERENCE_LABELS[difference.kind])}
      <span className="block text-amber-900">
        <span className="tabular-nums">{formatTimeOfDay(difference.startHour)}</span> · {difference.subject}
      </span>
    </li>
  );
}

function RequestRow({ request }: { request: TStaffFamilyRequest }) {
  const { t, i18n } = useLingui();
  const kind = request.kind === 'absence' ? t`Absence reported` : t`Leave requested`;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl border border-slate-200/80 bg-white px-4 py-3 text-sm shadow-xs">
      <span>
        <span className="font-semibold text-slate-900">{`${request.firstName} ${request.lastName}`}</span>{' '}
        <span className="text-slate-500">({request.className})</span>
        <span className="block text-slate-700">
          {kind} · {i18n._(REASON_LABELS[request.reason])} · {requestDays(request.from, request.to)}
        </span>
        {request.details ? <span className="block break-words text-slate-600 italic">{request.details}</span> : null}
      </span>
      <span className="flex items-center gap-3">
        {request.hasCertificate ? (
          <button
            type="button"
            onClick={() =>
              void api.blob(familyRequestCertificatePath(request.id)).then((blob) => saveBlob(blob, `certificate-${request.id}`))
            }
            className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <Paperclip aria-hidden="true" className="size-4" />
            <Trans>Certificate</Trans>
          </button>
        ) : null}
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {i18n._(STATE_LABELS[request.state])}
        </span>
      </span>
    </li>
  );
}
