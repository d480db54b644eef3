import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ABSENCE_NOTICE_DELAY_MINUTES } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { inputClass } from '../../../../components/form-field';
import { InlineError } from '../../../../components/inline-error';
import { ApiError } from '../../../../lib/api-error';
import { cn } from '../../../../lib/cn';
import { useAbsenceNoticeDelay, useSaveAbsenceNoticeDelay } from '../api/absence-notice-delay';

/**
 * The office's setting of how long absence notices wait after a register is saved (decision 096):
 * a teacher's correction inside that time tells the family nothing.
 */
export function AbsenceNoticeDelay() {
  const { t } = useLingui();
  const delay = useAbsenceNoticeDelay();
  if (delay.isError)
    return <InlineError message={t`The delay of absence notices could not be loaded.`} onRetry={() => void delay.refetch()} />;
  if (!delay.data) return null;
  return <DelayForm saved={delay.data.delayMinutes} />;
}

function DelayForm({ saved }: { saved: number }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveAbsenceNoticeDelay();
  const [value, setValue] = useState(String(saved));
  const [isSaved, setIsSaved] = useState(false);
  const minutes = Number(value);
  const isValid = value.trim() !== '' && Number.isInteger(minutes) && minutes >= 0 && minutes <= ABSENCE_NOTICE_DELAY_MINUTES.max;
  const max = ABSENCE_NOTICE_DELAY_MINUTES.max;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    save.mutate({ delayMinutes: minutes }, { onSuccess: () => setIsSaved(true) });
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      noValidate
      className="mb-6 grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        <Trans>Absence notices to families</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          Families are told of an absence or a lateness this many minutes after the register is saved: a correction made in that time sends
          nothing, a later one sends a correction. 0 sends at once.
        </Trans>
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-minutes`} className="text-sm font-medium text-slate-700">
            <Trans>Delay (minutes)</Trans>
          </label>
          <input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            value={value}
            aria-invalid={!isValid}
            aria-describedby={isValid ? undefined : `${id}-error`}
            onChange={(event) => {
              setValue(event.target.value);
              setIsSaved(false);
              save.reset();
            }}
            className={cn(inputClass, 'w-28 border-slate-300')}
          />
        </div>
        <button type="submit" disabled={save.isPending || !isValid} className={buttonClass('secondary', 'md', 'h-11')}>
          <Save aria-hidden="true" className="size-4" />
          <Trans>Save the delay</Trans>
        </button>
        <p aria-live="polite" className="pb-2.5 text-sm font-medium text-emerald-800">
          {isSaved ? <Trans>Saved</Trans> : null}
        </p>
      </div>
      {isValid ? null : (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          <Trans>Give a whole number of minutes from 0 to {max}.</Trans>
        </p>
      )}
      {save.isError ? (
        <InlineError message={save.error instanceof ApiError ? save.error.message : t`The delay could not be saved.`} />
      ) : null}
    </form>
  );
}
