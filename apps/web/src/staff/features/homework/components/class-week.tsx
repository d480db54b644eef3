import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarRange } from 'lucide-react';
import { useId, useState } from 'react';
import type { TClassWeek } from '@carnet/contract';
import { Card } from '../../../../components/card';
import { EmptyState } from '../../../../components/empty-state';
import { controlClass } from '../../../../components/form-controls';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { formatMenuDate, formatWeekday } from '../../../../lib/dates';
import { cn } from '../../../../lib/cn';
import { hasReadFailed } from '../../../../lib/query-client';
import { useClassWeek } from '../api/class-week';
import { useSchoolClasses } from '../api/school-classes';
import { HOMEWORK_KIND_LABELS } from '../homework-labels';
import { Minutes } from './minutes';
import { useWeekParam } from '../use-week-param';
import { WeekNav } from './week-nav';

/** Any class's week of homework, every subject: each day's minutes and tests, the days past the school's limits marked. */
export function ClassWeekSection() {
  const { t } = useLingui();
  const id = useId();
  const classes = useSchoolClasses();
  const [classId, setClassId] = useState<number | null>(null);
  const week = useWeekParam();
  const classWeek = useClassWeek(classId, week.monday);
  return (
    <Card title={t`A class's week`} titleId="class-week" icon={<CalendarRange className="size-4" />} className="lg:col-span-2">
      {classes.isError && !classes.data ? (
        <InlineError message={t`The classes could not be loaded.`} onRetry={() => void classes.refetch()} />
      ) : !classes.data ? (
        <Skeleton rows={2} />
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-class`} className="text-sm font-medium text-slate-700">
              {t`Class`}
            </label>
            <select
              id={`${id}-class`}
              value={classId ?? ''}
              onChange={(event) => setClassId(event.target.value ? Number(event.target.value) : null)}
              className={cn(controlClass(), 'h-11 w-56')}
            >
              <option value="">{t`Choose a class`}</option>
              {classes.data.map((schoolClass) => (
                <option key={schoolClass.id} value={schoolClass.id}>
                  {schoolClass.name}
                </option>
              ))}
            </select>
          </div>
          {classId === null ? null : (
            <>
              <WeekNav monday={week.monday} thisMonday={week.thisMonday} onChange={week.setMonday} />
              {hasReadFailed(classWeek) ? (
                <InlineError message={t`The class's week could not be loaded.`} onRetry={() => void classWeek.refetch()} />
              ) : !classWeek.data ? (
                <Skeleton rows={5} />
              ) : (
                <WeekDays week={classWeek.data} />
              )}
            </>
          )}
        </div>
      )}
    </Card>
  );
}

function WeekDays({ week }: { week: TClassWeek }) {
  const { t, i18n } = useLingui();
  const { className } = week;
  if (week.days.every((day) => day.items.length === 0)) return <EmptyState message={t`No homework due this week for ${className}.`} />;
  return (
    <ul aria-label={t`Days of the week of ${className}`} className="grid gap-2 md:grid-cols-5">
      {week.days.map((day) => {
        const isOver = day.isOverMinutes || day.isOverTests;
        const { minutes, tests: count } = day;
        const tests = plural(count, { one: '# test', other: '# tests' });
        return (
          <li
            key={day.date}
            className={cn(
              'grid content-start gap-1 rounded-xl border p-3 text-sm',
              isOver ? 'border-rose-300 bg-rose-50/60' : 'border-slate-200',
            )}
          >
            <p className="font-semibold text-slate-900 first-letter:uppercase">{`${formatWeekday(day.date)} ${formatMenuDate(day.date)}`}</p>
            <p className="text-slate-700">{t`${minutes} min, ${tests}`}</p>
            {isOver ? <p className="text-xs font-semibold text-rose-700">{t`Over the limit`}</p> : null}
            <ul className="grid gap-0.5 text-slate-700">
              {day.items.map((item) => (
                <li key={item.id}>
                  {item.subject} · {i18n._(HOMEWORK_KIND_LABELS[item.kind])} · <Minutes minutes={item.minutes} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
