import { useLingui } from '@lingui/react/macro';
import type { TFamilyRequest } from '@carnet/contract';
import { cn } from '../../../lib/cn';
import { REASON_LABELS, STATE_LABELS, requestDays } from '../request-labels';

const STATE_STYLES: Record<TFamilyRequest['state'], string> = {
  reported: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  granted: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  refused: 'bg-rose-50 text-rose-700 ring-rose-600/15',
};

/** The family's requests, each with its child, its days, its reason and where it stands. */
export function RequestList({ requests }: { requests: readonly TFamilyRequest[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="grid gap-3">
      {requests.map((request) => {
        const firstName = request.firstName;
        return (
          <li
            key={request.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs"
          >
            <div className="min-w-0">
              <h2 className="font-semibold text-slate-900">
                {request.kind === 'absence' ? t`Absence of ${firstName}` : t`Leave for ${firstName}`}
              </h2>
              <p className="text-sm text-slate-700">{requestDays(request.from, request.to)}</p>
              <p className="text-sm text-slate-600">{i18n._(REASON_LABELS[request.reason])}</p>
              {request.details ? <p className="mt-1 text-sm break-words text-slate-600 italic">{request.details}</p> : null}
              {request.decisionNote ? (
                <p className="mt-1 text-sm break-words text-slate-800">
                  {t`The school’s note:`} {request.decisionNote}
                </p>
              ) : null}
            </div>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', STATE_STYLES[request.state])}>
              {i18n._(STATE_LABELS[request.state])}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
