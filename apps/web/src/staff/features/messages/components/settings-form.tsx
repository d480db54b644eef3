import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { REPLY_DAYS_MAX, type TMessagingSettings } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { FormError, controlClass } from '../../../../components/form-controls';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { cn } from '../../../../lib/cn';
import { notifySuccess } from '../../../../lib/toast';
import { writeErrorMessage } from '../../../components/write-error';
import { useMessagingSettings, useSaveMessagingSettings } from '../api/settings';

/** The school's messaging settings: quiet hours, the expected reply time, whether students may write. */
export function SettingsSection() {
  const { t } = useLingui();
  const settings = useMessagingSettings();
  return (
    <Card title={t`Settings`} titleId="messaging-settings" icon={<SlidersHorizontal className="size-4" />}>
      {settings.isError && !settings.data ? (
        <InlineError message={t`The messaging settings could not be loaded.`} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Skeleton rows={4} />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </Card>
  );
}

function SettingsForm({ saved }: { saved: TMessagingSettings }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveMessagingSettings();
  const [values, setValues] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<TMessagingSettings>) => setValues((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Quiet hours run overnight (19:00 to 07:00): checked here so the office is told before anything is sent.
    if (values.quietEnd >= values.quietStart) return setProblem(t`Quiet hours end in the morning, before they start in the evening.`);
    if (!Number.isInteger(values.replyDays) || values.replyDays < 1 || values.replyDays > REPLY_DAYS_MAX) {
      return setProblem(t`The expected reply time is between 1 and ${REPLY_DAYS_MAX} school days.`);
    }
    setProblem(null);
    save.mutate(values, { onSuccess: () => notifySuccess(t`The messaging settings are saved.`) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">
          <Trans>Quiet hours on school days (all day on weekends and holidays)</Trans>
        </legend>
        <div className="flex flex-wrap gap-4">
          <TimeField id={`${id}-start`} label={t`Start at`} value={values.quietStart} onChange={(quietStart) => set({ quietStart })} />
          <TimeField id={`${id}-end`} label={t`End at`} value={values.quietEnd} onChange={(quietEnd) => set({ quietEnd })} />
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-days`} className="text-sm font-medium text-slate-700">
          <Trans>Expected reply time (school days)</Trans>
        </label>
        <input
          id={`${id}-days`}
          type="number"
          min={1}
          max={REPLY_DAYS_MAX}
          value={Number.isNaN(values.replyDays) ? '' : values.replyDays}
          onChange={(event) => set({ replyDays: event.target.valueAsNumber })}
          className={cn(controlClass(), 'w-28')}
        />
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={values.studentsMayWrite}
          onChange={(event) => set({ studentsMayWrite: event.target.checked })}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <Trans>Students may write to their teachers</Trans>
      </label>
      <FormError message={problem ?? writeErrorMessage(save.error)} />
      <div>
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'md')}>
          <Trans>Save the settings</Trans>
        </button>
      </div>
    </form>
  );
}

function TimeField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="time"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(controlClass(), 'w-32')}
      />
    </div>
  );
}
