import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { hasReadFailed } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRollCallLessons } from './api/roll-call-lessons';
import { DayPicker } from './components/day-picker';
import { LessonCard } from './components/lesson-card';
import { useDayParam } from './use-day-param';

/** The lessons of a day (a teacher's own, or every lesson for the office), each with its register (decision 070). */
export function RollCallPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Roll call`);
  const [date, setDate] = useDayParam();
  const lessons = useRollCallLessons(date);
  return (
    <>
      <PageHeader title={t`Roll call`} description={t`Take the register of each lesson: families see absences and lateness at once.`} />
      <DayPicker date={date} onChange={setDate} />
      <section aria-label={t`Lessons of the day`} aria-busy={lessons.isFetching}>
        {hasReadFailed(lessons) ? (
          <InlineError message={t`The lessons could not be loaded.`} onRetry={() => void lessons.refetch()} />
        ) : !lessons.data ? (
          <Skeleton rows={4} />
        ) : lessons.data.lessons.length === 0 ? (
          <EmptyState message={t`No lessons this day.`} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {lessons.data.lessons.map((lesson) => (
              <LessonCard key={lesson.id} lesson={lesson} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
