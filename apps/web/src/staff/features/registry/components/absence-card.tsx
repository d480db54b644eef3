import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { TDayAbsence } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { inputClass } from '../../../../components/form-field';
import { InlineError } from '../../../../components/inline-error';
import { ApiError, isSessionError } from '../../../../lib/api-error';
import { cn } from '../../../../lib/cn';
import { formatTimeOfDay } from '../../../../lib/dates';
import { absenceStatusLabel, isLateStatus } from '../absence-status';
import { useSaveAbsenceReason } from '../api/day-absences';

/** One absence or lateness of the day, with why (a certificate, a call) and whether it is excused. */
export function AbsenceCard({ absence, date }: { absence: TDayAbsence; date: string }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveAbsenceReason(date);
  const [reason, setReason] = useState(absence.reason);
  const [isExcused, setIsExcused] = useState(absence.excused);
  const [isSaved, setIsSaved] = useState(false);
  const time = formatTimeOfDay(absence.startHour);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ registryId: absence.id, input: { reason: reason.trim(), excused: isExcused } }, { onSuccess: () => setIsSaved(true) });
  };
  const edited = () => {
    setIsSaved(false);
    save.reset();
  };
  return (
    <li className="grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs md:grid-cols-[minmax(12rem,1fr)_2fr] md:gap-6">
      <div>
        <h3 id={`${id}-who`} className="font-semibold text-slate-900">
          {`${absence.firstName} ${absence.lastName}`}
        </h3>
        <p className="text-sm text-slate-600">
          <span id={`${id}-time`} className="tabular-nums">
            {time}
          </span>
          <span aria-hidden="true"> · </span>
          {absence.subject}
        </p>
        <p className="mt-2 flex flex-wrap gap-1.5">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
              isLateStatus(absence.statut) ? 'bg-amber-50 text-amber-800 ring-amber-600/20' : 'bg-rose-50 text-rose-700 ring-rose-600/15',
            )}
          >
            {absenceStatusLabel(absence.statut)}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {absence.excused ? <Trans>Excused</Trans> : <Trans>Not excused</Trans>}
          </span>
        </p>
      </div>
      <form onSubmit={submit} aria-labelledby={`${id}-who ${id}-time`} className="grid gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-700">
            <Trans>Reason</Trans>
          </label>
          <input
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            onChange={(event) => {
              setReason(event.target.value);
              edited();
            }}
            className={cn(inputClass, 'border-slate-300')}
          />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={isExcused}
              onChange={(event) => {
                setIsExcused(event.target.checked);
                edited();
              }}
              className="size-5 rounded border-slate-300 accent-brand-600"
            />
            <Trans>Excused</Trans>
          </label>
          <button type="submit" disabled={save.isPending} className={buttonClass('secondary', 'md', 'h-11')}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
          <p aria-live="polite" className="text-sm font-medium text-emerald-800">
            {isSaved ? <Trans>Reason saved</Trans> : null}
          </p>
        </div>
        {save.isError && !isSessionError(save.error) ? (
          <InlineError
            message={
              save.error instanceof ApiError && save.error.isClientError ? save.error.message : t`The reason could not be saved. Try again.`
            }
          />
        ) : null}
      </form>
    </li>
  );
}
