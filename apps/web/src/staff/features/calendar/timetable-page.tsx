import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { schoolWeekStart } from '@carnet/contract';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { schoolToday } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGroupLessons, useTeachingGroups } from './api/timetable';
import { inputClass, labelClass } from './components/field-styles';
import { LessonList } from './components/lesson-list';
import { SeriesForm } from './components/series-form';
import { WeekNav } from './components/week-nav';

/** The timetable, one teaching group at a time: its week's lessons, and new lessons by weekday and week pattern. */
export function TimetablePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Timetable`);
  const groups = useTeachingGroups();
  const [chosen, setChosen] = useState<number | null>(null);
  const [weekOffset, setWeekOffset] = useState(0);
  const monday = schoolWeekStart(schoolToday(), weekOffset);
  const subjectId = chosen ?? groups.data?.[0]?.id ?? null;
  const lessons = useGroupLessons(subjectId, monday);
  return (
    <>
      <PageHeader
        title={t`Timetable`}
        description={t`Lessons per teaching group. Families are told of new, moved and cancelled lessons.`}
      />
      {groups.isError ? (
        <InlineError message={t`Error loading data.`} onRetry={() => void groups.refetch()} />
      ) : !groups.data ? (
        <Skeleton />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="max-w-md">
            <label htmlFor="timetable-group" className={labelClass}>
              <Trans>Teaching group</Trans>
            </label>
            <select
              id="timetable-group"
              className={inputClass()}
              value={subjectId ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {groups.data.map((group) => (
                <option key={group.id} value={group.id}>
                  {`${group.name} · ${group.teacherName}`}
                </option>
              ))}
            </select>
          </div>
          {subjectId === null ? null : (
            <>
              <section aria-labelledby="timetable-week-title">
                <h2 id="timetable-week-title" className="mb-2 text-lg font-semibold text-slate-900">
                  <Trans>Lessons of the week</Trans>
                </h2>
                <WeekNav weekOffset={weekOffset} onChange={setWeekOffset} label={t`Weeks`} />
                {lessons.isError && !lessons.data ? (
                  <InlineError message={t`Error loading data.`} onRetry={() => void lessons.refetch()} />
                ) : lessons.data ? (
                  <LessonList lessons={lessons.data.lessons} />
                ) : (
                  <Skeleton />
                )}
              </section>
              <SeriesForm key={subjectId} subjectId={subjectId} monday={monday} />
            </>
          )}
        </div>
      )}
    </>
  );
}
