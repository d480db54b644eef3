import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CERTIFICATE_MAX_BYTES,
  FAMILY_REQUEST_DETAILS_MAX,
  FAMILY_REQUEST_REASONS,
  addDays,
  familyRequestDateProblem,
  type TChildSummary,
  type TFamilyRequestKind,
  type TFamilyRequestReason,
} from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { ChildSelect } from '../../../components/child-select';
import { Field } from '../../../components/form-controls';
import { inputClass, inputStateClass } from '../../../components/form-field';
import { InlineError } from '../../../components/inline-error';
import { ApiError, isSessionError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { schoolToday } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useAskLeave, useReportAbsence } from '../api/family-requests';
import { DATE_PROBLEMS, REASON_LABELS } from '../request-labels';
import { CertificateField } from './certificate-field';

type Props = { kind: TFamilyRequestKind; pupils: readonly TChildSummary[]; childId: number | null };

/** The one form behind "Report an absence" and "Ask for leave": the child, the days, a reason and the family's words. */
export function RequestForm({ kind, pupils, childId: chosen }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const report = useReportAbsence();
  const leave = useAskLeave();
  const send = kind === 'absence' ? report : leave;
  const today = schoolToday();
  const first = kind === 'absence' ? today : addDays(today, 1);
  const [childId, setChildId] = useState(chosen ?? pupils[0]?.id ?? 0);
  const [from, setFrom] = useState(first);
  const [to, setTo] = useState(first);
  const [reason, setReason] = useState<TFamilyRequestReason | ''>('');
  const [details, setDetails] = useState('');
  const [certificate, setCertificate] = useState<File | null>(null);
  const [isChecked, setIsChecked] = useState(false);

  const dateProblem = from && to ? familyRequestDateProblem(kind, from, to, today) : 'toBeforeFrom';
  const errors = {
    dates: dateProblem ? i18n._(DATE_PROBLEMS[dateProblem]) : null,
    reason: reason === '' ? t`Choose a reason.` : null,
    certificate: certificate && certificate.size > CERTIFICATE_MAX_BYTES ? t`A certificate may not be larger than 5 MB.` : null,
  };
  const shown = (error: string | null) => (isChecked ? error : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (errors.dates || errors.reason || errors.certificate || reason === '') return;
    const request = { childId, from, to, reason, details: details.trim() };
    const done = { onSuccess: () => void navigate(paths.familyRequests, { state: { sent: kind } }) };
    if (kind === 'absence') report.mutate({ ...request, certificate }, done);
    else leave.mutate(request, done);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
      <ChildSelect label={<Trans>Child</Trans>} options={pupils} value={childId} onChange={setChildId} />
      <fieldset className="flex flex-col gap-2" aria-describedby={shown(errors.dates) ? `${id}-dates-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">
          <Trans>Days</Trans>
        </legend>
        <div className="flex flex-wrap gap-4">
          <DateField
            id={`${id}-from`}
            label={t`From`}
            value={from}
            min={first}
            isInvalid={shown(errors.dates) !== null}
            onChange={(value) => {
              setFrom(value);
              if (to < value) setTo(value);
            }}
          />
          <DateField
            id={`${id}-to`}
            label={t`To (included)`}
            value={to}
            min={from || first}
            isInvalid={shown(errors.dates) !== null}
            onChange={setTo}
          />
        </div>
        {shown(errors.dates) ? (
          <p id={`${id}-dates-error`} className="text-sm text-rose-700">
            {errors.dates}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2" aria-describedby={shown(errors.reason) ? `${id}-reason-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">
          <Trans>Reason</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {FAMILY_REQUEST_REASONS.map((each) => (
            <label
              key={each}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                reason === each ? 'border-brand-500 bg-brand-50/60' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={each}
                checked={reason === each}
                onChange={() => setReason(each)}
                className="accent-brand-600"
              />
              <span className="font-medium text-slate-900">{i18n._(REASON_LABELS[each])}</span>
            </label>
          ))}
        </div>
        {shown(errors.reason) ? (
          <p id={`${id}-reason-error`} className="text-sm text-rose-700">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <Field id={`${id}-details`} label={<Trans>Details for the school (optional)</Trans>}>
        <textarea
          id={`${id}-details`}
          rows={4}
          value={details}
          maxLength={FAMILY_REQUEST_DETAILS_MAX}
          onChange={(event) => setDetails(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </Field>
      {kind === 'absence' ? <CertificateField file={certificate} onChange={setCertificate} error={shown(errors.certificate)} /> : null}
      {send.isError && !isSessionError(send.error) ? (
        <InlineError
          message={
            send.error instanceof ApiError && send.error.isClientError ? send.error.message : t`Your request could not be sent. Try again.`
          }
        />
      ) : null}
      <div>
        <button type="submit" disabled={send.isPending} className={buttonClass('primary')}>
          <Send aria-hidden="true" className="size-4" />
          {kind === 'absence' ? <Trans>Report the absence</Trans> : <Trans>Ask for leave</Trans>}
        </button>
      </div>
    </form>
  );
}

type DateProps = { id: string; label: string; value: string; min: string; isInvalid: boolean; onChange: (value: string) => void };

function DateField({ id, label, value, min, isInvalid, onChange }: DateProps) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        aria-invalid={isInvalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, inputStateClass(isInvalid), 'w-44')}
      />
    </Field>
  );
}
