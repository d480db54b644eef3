import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { HOMEWORK_LIMIT_MINUTES_MAX, HOMEWORK_LIMIT_TESTS_MAX, type THomeworkLimitsView } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { FormError, controlClass } from '../../../../components/form-controls';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { cn } from '../../../../lib/cn';
import { notifySuccess } from '../../../../lib/toast';
import { writeErrorMessage } from '../../../components/write-error';
import { useHomeworkLimits, useSaveHomeworkLimits } from '../api/limits';

/** The school's homework limits: tests a day, and minutes a day for each year group. Teachers are warned past them, never refused. */
export function LimitsSection() {
  const { t } = useLingui();
  const limits = useHomeworkLimits();
  return (
    <Card title={t`Homework limits`} titleId="homework-limits" icon={<SlidersHorizontal className="size-4" />}>
      {limits.isError && !limits.data ? (
        <InlineError message={t`The homework limits could not be loaded.`} onRetry={() => void limits.refetch()} />
      ) : !limits.data ? (
        <Skeleton rows={4} />
      ) : (
        <LimitsForm saved={limits.data} />
      )}
    </Card>
  );
}

const isWhole = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

function LimitsForm({ saved }: { saved: THomeworkLimitsView }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveHomeworkLimits();
  const [testsPerDay, setTestsPerDay] = useState(saved.testsPerDay);
  const [minutes, setMinutes] = useState(() => new Map(saved.yearGroups.map((year) => [year.yearGroupId, year.minutes])));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWhole(testsPerDay, HOMEWORK_LIMIT_TESTS_MAX))
      return setProblem(t`Tests a day: a whole number from 0 to ${HOMEWORK_LIMIT_TESTS_MAX}.`);
    if ([...minutes.values()].some((value) => !isWhole(value, HOMEWORK_LIMIT_MINUTES_MAX))) {
      return setProblem(t`Minutes a day: a whole number from 0 to ${HOMEWORK_LIMIT_MINUTES_MAX}.`);
    }
    setProblem(null);
    const minutesPerDay = [...minutes].map(([yearGroupId, value]) => ({ yearGroupId, minutes: value }));
    save.mutate({ testsPerDay, minutesPerDay }, { onSuccess: () => notifySuccess(t`The homework limits are saved.`) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">
        <Trans>A teacher setting homework past these limits is warned, never refused.</Trans>
      </p>
      <NumberField
        id={`${id}-tests`}
        label={t`Tests a day (every year group)`}
        value={testsPerDay}
        max={HOMEWORK_LIMIT_TESTS_MAX}
        onChange={setTestsPerDay}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">
          <Trans>Minutes of homework a day, per year group</Trans>
        </legend>
        <div className="flex flex-wrap gap-4">
          {saved.yearGroups.map((year) => (
            <NumberField
              key={year.yearGroupId}
              id={`${id}-year-${year.yearGroupId}`}
              label={year.name}
              value={minutes.get(year.yearGroupId) ?? 0}
              max={HOMEWORK_LIMIT_MINUTES_MAX}
              onChange={(value) => setMinutes((current) => new Map(current).set(year.yearGroupId, value))}
            />
          ))}
        </div>
      </fieldset>
      <FormError message={problem ?? writeErrorMessage(save.error)} />
      <div>
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'md', 'h-11')}>
          <Trans>Save the limits</Trans>
        </button>
      </div>
    </form>
  );
}

type FieldProps = { id: string; label: string; value: number; max: number; onChange: (value: number) => void };

function NumberField({ id, label, value, max, onChange }: FieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={Number.isNaN(value) ? '' : value}
        onChange={(event) => onChange(event.target.valueAsNumber)}
        className={cn(controlClass(), 'h-11 w-28')}
      />
    </div>
  );
}
