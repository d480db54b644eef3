import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PARENTS_DELAY_MAX_MINUTES, type TMarksSettings } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { FormError, controlClass } from '../../../../components/form-controls';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { cn } from '../../../../lib/cn';
import { notifySuccess } from '../../../../lib/toast';
import { writeErrorMessage } from '../../../components/write-error';
import { useMarksSettings, useSaveMarksSettings } from '../api/settings';

/** The school's release time (marks are seen from it, the day they are published) and the parents' delay after the student. */
export function ReleaseSettings() {
  const { t } = useLingui();
  const settings = useMarksSettings();
  return (
    <Card title={t`Release of marks`} titleId="marks-release" icon={<Clock className="size-4" />}>
      {settings.isError && !settings.data ? (
        <InlineError message={t`The release settings could not be loaded.`} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Skeleton rows={3} />
      ) : (
        <ReleaseForm saved={settings.data} />
      )}
    </Card>
  );
}

function ReleaseForm({ saved }: { saved: TMarksSettings }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveMarksSettings();
  const [releaseTime, setReleaseTime] = useState(saved.releaseTime);
  const [delay, setDelay] = useState(String(saved.parentsDelayMinutes));
  const [problem, setProblem] = useState<string | null>(null);
  const minutes = Number(delay);
  const isDelayValid = delay.trim() !== '' && Number.isInteger(minutes) && minutes >= 0 && minutes <= PARENTS_DELAY_MAX_MINUTES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{2}:\d{2}$/.test(releaseTime)) return setProblem(t`Give a release time.`);
    if (!isDelayValid) return setProblem(t`The parents' delay: a whole number of minutes from 0 to ${PARENTS_DELAY_MAX_MINUTES}.`);
    setProblem(null);
    save.mutate({ releaseTime, parentsDelayMinutes: minutes }, { onSuccess: () => notifySuccess(t`The release settings are saved.`) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">
        <Trans>
          Published marks are seen from this time on the day they are published (at once when it has passed), by the student first.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-time`} className="text-sm font-medium text-slate-700">{t`Release time`}</label>
          <input
            id={`${id}-time`}
            type="time"
            value={releaseTime}
            onChange={(event) => setReleaseTime(event.target.value)}
            className={cn(controlClass(), 'h-11 w-36')}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-delay`} className="text-sm font-medium text-slate-700">{t`Parents' delay (minutes)`}</label>
          <input
            id={`${id}-delay`}
            inputMode="numeric"
            value={delay}
            onChange={(event) => setDelay(event.target.value)}
            aria-describedby={`${id}-delay-hint`}
            className={cn(controlClass(), 'h-11 w-28')}
          />
        </div>
      </div>
      <p id={`${id}-delay-hint`} className="text-sm text-slate-700">
        {!isDelayValid
          ? null
          : minutes === 0
            ? t`Parents see marks at the same time as the student.`
            : t`Parents see marks ${minutes} minutes after the student.`}
      </p>
      <FormError message={problem ?? writeErrorMessage(save.error)} />
      <div>
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'md', 'h-11')}>
          <Trans>Save the release settings</Trans>
        </button>
      </div>
    </form>
  );
}
