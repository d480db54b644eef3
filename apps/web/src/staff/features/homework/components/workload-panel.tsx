import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { TWorkload, TWorkloadDay } from '@carnet/contract';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { formatMenuDate, formatWeekday } from '../../../../lib/dates';
import { cn } from '../../../../lib/cn';
import { HOMEWORK_KIND_LABELS } from '../homework-labels';
import { plannedOverLimits, type Planned } from '../workload-rules';
import { Minutes } from './minutes';

type Props = {
  workload: { data: TWorkload | undefined; isError: boolean; refetch: () => unknown } | null;
  planned: Planned;
};

/**
 * The group's load on the due day and the school days around it, every subject, while the teacher
 * chooses the day: a warning when this homework would pass the school's limits, never a refusal.
 */
export function WorkloadPanel({ workload, planned }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        <Trans>The class's load around the due day</Trans>
      </h3>
      {!workload ? (
        <p className="text-sm text-slate-600">
          <Trans>Choose when it is due to see the class's homework and tests around that day.</Trans>
        </p>
      ) : workload.isError && !workload.data ? (
        <InlineError message={t`The class's workload could not be loaded.`} onRetry={() => void workload.refetch()} />
      ) : !workload.data ? (
        <Skeleton rows={3} />
      ) : (
        <Load workload={workload.data} planned={planned} />
      )}
    </section>
  );
}

function Load({ workload, planned }: { workload: TWorkload; planned: Planned }) {
  const { t } = useLingui();
  const load = plannedOverLimits(workload, planned);
  const { minutes, tests: testsWith } = load;
  const weekday = formatWeekday(workload.date);
  const { minutesPerDay, testsPerDay } = workload;
  const testsLimit = plural(testsPerDay, { one: '# test', other: '# tests' });
  return (
    <>
      <div aria-live="polite" className="grid gap-2">
        {load.isOverTests ? (
          <Warning
            text={plural(testsWith, {
              one: `With this, ${weekday} would have # test: the school's limit is ${testsPerDay} a day.`,
              other: `With this, ${weekday} would have # tests: the school's limit is ${testsPerDay} a day.`,
            })}
          />
        ) : null}
        {load.isOverMinutes ? (
          <Warning
            text={t`With this, ${weekday} would have ${minutes} minutes of homework: the school's limit is ${minutesPerDay} minutes a day.`}
          />
        ) : null}
      </div>
      <ul aria-label={t`Load per day`} className="grid gap-2">
        {workload.days.map((day) => (
          <DayLoad key={day.date} day={day} isDueDay={day.date === workload.date} />
        ))}
      </ul>
      <p className="text-xs text-slate-600">{t`The school's limits: ${minutesPerDay} minutes and ${testsLimit} a day.`}</p>
    </>
  );
}

function Warning({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

function DayLoad({ day, isDueDay }: { day: TWorkloadDay; isDueDay: boolean }) {
  const { t, i18n } = useLingui();
  const isOver = day.isOverMinutes || day.isOverTests;
  const date = `${formatWeekday(day.date, 'short')} ${formatMenuDate(day.date)}`;
  const { minutes, tests: count } = day;
  const tests = plural(count, { one: '# test', other: '# tests' });
  return (
    <li className={cn('rounded-lg border px-3 py-2 text-sm', isDueDay ? 'border-brand-300 bg-brand-50/60' : 'border-slate-200')}>
      <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-slate-900">
        <span className="first-letter:uppercase">{date}</span>
        {isDueDay ? <span className="text-xs font-semibold text-brand-700">{t`Due day`}</span> : null}
        <span className="font-normal text-slate-700">{t`${minutes} min, ${tests}`}</span>
        {isOver ? <span className="text-xs font-semibold text-rose-700">{t`Over the limit`}</span> : null}
      </p>
      {day.items.length > 0 ? (
        <ul className="mt-1 grid gap-0.5 text-slate-700">
          {day.items.map((item) => (
            <li key={item.id}>
              {item.subject} · {i18n._(HOMEWORK_KIND_LABELS[item.kind])} · <Minutes minutes={item.minutes} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
