import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Send, UsersRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { TRegister } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { ApiError, isSessionError } from '../../../../lib/api-error';
import { formatInstantTime } from '../../../../lib/dates';
import { useSubmitRegister } from '../api/register';
import { countMarks, draftOf, isSaved, toSubmission, withEveryonePresent, withLateMinutes, withMark } from '../register-draft';
import { RegisterRow } from './register-row';

/**
 * The register being taken (or corrected the same day): every pupil marked, then one Submit. What the
 * server saved comes back and is shown as the marks; the outcome is read out in a live region.
 */
export function RegisterForm({ register }: { register: TRegister }) {
  const { t } = useLingui();
  const submit = useSubmitRegister(register.lesson.id);
  const [draft, setDraft] = useState(() => draftOf(register));
  // Once a Submit was stopped, what still stops it is shown as the teacher marks the rest.
  const [isChecked, setIsChecked] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const submission = toSubmission(draft);
  const problems = isChecked && 'problems' in submission ? submission.problems : null;
  const counts = countMarks(draft);
  const { present, absent, late } = counts;
  const unmarked = problems?.unmarked.length ?? 0;

  const change = (next: typeof draft) => {
    setDraft(next);
    setSavedAt(null);
    submit.reset();
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if ('problems' in submission) return setIsChecked(true);
    setIsChecked(false);
    submit.mutate(submission, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setSavedAt(saved.lesson.takenAt ? (formatInstantTime(saved.lesson.takenAt) ?? '') : '');
      },
    });
  };
  const problemOf = (childId: number) =>
    problems?.unmarked.includes(childId) ? 'unmarked' : problems?.badMinutes.includes(childId) ? 'minutes' : null;
  const isUnsaved = register.lesson.takenAt !== null && !isSaved(register, draft);

  return (
    <form onSubmit={send} noValidate className="grid max-w-3xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={() => change(withEveryonePresent(draft))} className={buttonClass('secondary', 'md', 'h-11')}>
          <UsersRound aria-hidden="true" className="size-4" />
          <Trans>Mark everyone present</Trans>
        </button>
        {isUnsaved ? (
          <p className="text-sm font-medium text-amber-800">
            <Trans>Changes not saved yet</Trans>
          </p>
        ) : null}
      </div>
      <ul aria-label={t`Pupils`} className="divide-y divide-slate-100 rounded-2xl border border-slate-200/80 bg-white px-4 shadow-xs">
        {register.pupils.map((pupil) => (
          <RegisterRow
            key={pupil.childId}
            pupil={pupil}
            draft={draft[pupil.childId] ?? { mark: null, lateMinutes: '' }}
            problem={problemOf(pupil.childId)}
            onMark={(mark) => change(withMark(draft, pupil.childId, mark))}
            onMinutes={(minutes) => change(withLateMinutes(draft, pupil.childId, minutes))}
          />
        ))}
      </ul>
      <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        {problems ? (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {unmarked > 0 ? (
              <Plural value={unmarked} one="# pupil is not marked yet." other="# pupils are not marked yet." />
            ) : (
              <Trans>Enter the minutes late of each late pupil.</Trans>
            )}
          </p>
        ) : null}
        {submit.isError && !isSessionError(submit.error) ? (
          <InlineError
            message={
              submit.error instanceof ApiError && submit.error.isClientError
                ? submit.error.message
                : t`The register could not be saved. Try again.`
            }
          />
        ) : null}
        {/* Always in the page, so the saved message is read out when it comes (not role=status: that marks a page still loading). */}
        <div aria-live="polite">
          {savedAt !== null ? (
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              <Trans>Register saved at {savedAt}</Trans>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700 tabular-nums">
            <Trans>
              {present} present · {absent} absent · {late} late
            </Trans>
          </p>
          <button type="submit" disabled={submit.isPending} className={buttonClass('primary', 'md', 'h-12 w-full px-6 sm:w-auto')}>
            <Send aria-hidden="true" className="size-4" />
            {submit.isPending ? <Trans>Submitting…</Trans> : <Trans>Submit</Trans>}
          </button>
        </div>
      </div>
    </form>
  );
}
