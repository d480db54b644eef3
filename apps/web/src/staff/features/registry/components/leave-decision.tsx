import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { TStaffFamilyRequest } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { inputClass } from '../../../../components/form-field';
import { InlineError } from '../../../../components/inline-error';
import { ApiError, isSessionError } from '../../../../lib/api-error';
import { cn } from '../../../../lib/cn';
import { useDecideLeave } from '../api/family-requests';
import { REASON_LABELS, requestDays } from '../request-labels';

/** One leave request waiting for the office: the family's words, an optional note, Grant or Refuse (once). */
export function LeaveDecision({ request }: { request: TStaffFamilyRequest }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const decide = useDecideLeave();
  const [note, setNote] = useState('');
  const name = `${request.firstName} ${request.lastName}`;
  const send = (decision: 'granted' | 'refused') => decide.mutate({ id: request.id, input: { decision, note: note.trim() } });
  return (
    <li className="grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs md:grid-cols-[minmax(12rem,1fr)_2fr] md:gap-6">
      <div>
        <h4 id={`${id}-who`} className="font-semibold text-slate-900">
          {name} <span className="font-normal text-slate-500">({request.className})</span>
        </h4>
        <p className="text-sm text-slate-700">{requestDays(request.from, request.to)}</p>
        <p className="text-sm text-slate-600">
          {i18n._(REASON_LABELS[request.reason])}
          {request.details ? <span className="block break-words text-slate-700 italic">{request.details}</span> : null}
        </p>
      </div>
      <div role="group" aria-labelledby={`${id}-who`} className="grid gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-700">
            <Trans>Note to the family (optional)</Trans>
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            className={cn(inputClass, 'border-slate-300')}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={decide.isPending}
            onClick={() => send('granted')}
            className={buttonClass('primary', 'md', 'h-11')}
          >
            <Check aria-hidden="true" className="size-4" />
            <Trans>Grant</Trans>
          </button>
          <button
            type="button"
            disabled={decide.isPending}
            onClick={() => send('refused')}
            className={buttonClass('secondary', 'md', 'h-11')}
          >
            <X aria-hidden="true" className="size-4" />
            <Trans>Refuse</Trans>
          </button>
        </div>
        {decide.isError && !isSessionError(decide.error) ? (
          <InlineError
            message={
              decide.error instanceof ApiError && decide.error.isClientError
                ? decide.error.message
                : t`The decision could not be saved. Try again.`
            }
          />
        ) : null}
      </div>
    </li>
  );
}
