import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { TAudience, TFormAnswers } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { inputClass, inputStateClass } from '../../../../components/form-field';
import { InlineError } from '../../../../components/inline-error';
import { ApiError, isSessionError } from '../../../../lib/api-error';
import { cn } from '../../../../lib/cn';
import { schoolToday } from '../../../../lib/dates';
import { AudiencePicker, INITIAL_AUDIENCE, SendToLabel } from '../../../components/audience-picker';
import { useSendForm } from '../api/form-answers';
import { useSendFormCount } from '../api/send-count';
import { SentSummary } from './sent-summary';

type Props = { formId: number; deadline: string | null; pupils: TFormAnswers['pupils'] };

/**
 * Sends the form to an audience with a deadline: each pupil's parents are asked once, never twice. Once
 * sent, the section says to whom and when, and a later send offers only the pupils not asked yet; an
 * audience with nobody new is said so, and nothing is sent. The outcome is read out.
 */
export function SendForm({ formId, deadline: savedDeadline, pupils }: Props) {
  const { t } = useLingui();
  const id = useId();
  const send = useSendForm(formId);
  const [audience, setAudience] = useState<TAudience | null>(INITIAL_AUDIENCE);
  const isSent = pupils.length > 0;
  const count = useSendFormCount(formId, audience, isSent);
  const fresh = audience && isSent ? count.data : undefined;
  const isNobodyNew = fresh?.requested === 0;
  const [deadline, setDeadline] = useState(savedDeadline ?? '');
  const [isChecked, setIsChecked] = useState(false);
  const deadlineError = !isChecked
    ? null
    : deadline === ''
      ? t`Choose a deadline.`
      : deadline < schoolToday()
        ? t`The deadline is past.`
        : null;
  const audienceError = isChecked && !audience ? t`Choose who this is for.` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (!audience || deadline === '' || deadline < schoolToday() || isNobodyNew) return;
    send.mutate({ audience, deadline });
  };
  const result = send.data;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
      <SentSummary pupils={pupils} />
      <AudiencePicker
        parentsOnly
        onChange={(next) => {
          setAudience(next);
          send.reset();
        }}
      />
      {audienceError ? <p className="text-sm text-rose-700">{audienceError}</p> : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-deadline`} className="text-sm font-medium text-slate-700">
          <Trans>Deadline</Trans>
        </label>
        <input
          id={`${id}-deadline`}
          type="date"
          value={deadline}
          min={schoolToday()}
          required
          aria-invalid={deadlineError ? true : undefined}
          aria-describedby={deadlineError ? `${id}-deadline-error` : undefined}
          onChange={(event) => {
            setDeadline(event.target.value);
            send.reset();
          }}
          className={cn(inputClass, inputStateClass(deadlineError !== null), 'max-w-56')}
        />
        {deadlineError ? (
          <p id={`${id}-deadline-error`} className="text-sm text-rose-700">
            {deadlineError}
          </p>
        ) : null}
      </div>
      {send.isError && !isSessionError(send.error) ? (
        <InlineError
          message={
            send.error instanceof ApiError && send.error.isClientError ? send.error.message : t`The form could not be sent. Try again.`
          }
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <button
          type="submit"
          disabled={send.isPending || isNobodyNew}
          aria-describedby={isNobodyNew ? `${id}-nobody-new` : undefined}
          className={buttonClass('primary', 'md', 'h-11 w-full px-6 sm:w-auto')}
        >
          <Send aria-hidden="true" className="size-4" />
          {!isSent ? (
            <SendToLabel audience={audience} parentsOnly />
          ) : fresh && fresh.requested > 0 ? (
            <Plural value={fresh.requested} one="Send to the # pupil not asked yet" other="Send to the # pupils not asked yet" />
          ) : (
            <Trans>Send to those not asked yet</Trans>
          )}
        </button>
        {/* Always in the page, so the outcome is read out when it comes. */}
        <div aria-live="polite">
          {isNobodyNew ? (
            <p id={`${id}-nobody-new`} className="text-sm text-slate-700">
              <Plural
                value={fresh.alreadyAsked}
                one="Nobody new: the # pupil of this audience has already been asked."
                other="Nobody new: the # pupils of this audience have already been asked."
              />
            </p>
          ) : null}
          {result ? (
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              <span>
                {/* A form is answered per pupil (a family with two children answers twice), so pupils are counted. */}
                <Plural value={result.requested} one="Asked for # pupil" other="Asked for # pupils" />
                {', '}
                <Plural value={result.alreadyAsked} one="# already asked" other="# already asked" />
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
