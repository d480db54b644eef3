import { Trans, useLingui } from '@lingui/react/macro';
import { NotebookText, UserX } from 'lucide-react';
import type { TLessonNote } from '@carnet/contract';
import { InlineError } from '../../../components/inline-error';
import { RichText } from '../../../components/rich-text';
import { Skeleton } from '../../../components/skeleton';
import { formatDate, formatTimeOfDay } from '../../../lib/dates';
import { hasReadFailed } from '../../../lib/query-client';
import { useLessonNotes } from '../api/get-lesson-notes';
import { HomeworkCard } from './homework-card';
import { HomeworkFiles } from './homework-files';

type Props = { childId: number; canTick: boolean };

/**
 * The child page's "Today's lessons" (decision 110): each of the day's lessons with what the teacher
 * wrote and the homework set in it; a lesson the pupil was marked absent from reads "Missed while away".
 */
export function LessonNotesToday({ childId, canTick }: Props) {
  const { t } = useLingui();
  const notes = useLessonNotes(childId);
  const hasFailed = hasReadFailed(notes);
  const day = notes.data ? formatDate(notes.data.date, { weekday: 'long', day: 'numeric', month: 'long' }) : null;
  return (
    <section
      aria-labelledby="lesson-notes-today"
      className="mb-6 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:mb-8 sm:p-6"
    >
      <h2 id="lesson-notes-today" className="mb-4 flex flex-wrap items-baseline gap-x-2 text-lg font-semibold text-slate-900">
        <NotebookText aria-hidden="true" className="size-5 self-center text-brand-600" />
        <Trans>Today’s lessons</Trans>
        {day ? <span className="text-sm font-normal text-slate-600">{day}</span> : null}
      </h2>
      {hasFailed ? <InlineError message={t`The lesson notes could not be loaded.`} onRetry={() => void notes.refetch()} /> : null}
      {notes.isPending && !hasFailed ? <Skeleton rows={2} /> : null}
      {notes.data && notes.data.lessons.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No lessons today.</Trans>
        </p>
      ) : null}
      {notes.data && notes.data.lessons.length > 0 ? (
        <ol className="flex flex-col gap-4">
          {notes.data.lessons.map((lesson) => (
            <LessonNoteItem key={lesson.lessonId} childId={childId} lesson={lesson} canTick={canTick} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function LessonNoteItem({ childId, lesson, canTick }: { childId: number; lesson: TLessonNote; canTick: boolean }) {
  const { t } = useLingui();
  const subject = lesson.subject;
  const start = formatTimeOfDay(lesson.startHour);
  const end = formatTimeOfDay(lesson.endHour);
  return (
    <li className="flex flex-col gap-2 border-l-4 pl-3" style={{ borderLeftColor: lesson.color }}>
      <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
        {lesson.subject}
        <span className="text-sm font-normal text-slate-600">
          {start} – {end} · {lesson.teacherName}
        </span>
      </h3>
      {lesson.missedWhileAway ? (
        <p className="inline-flex w-fit items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200">
          <UserX aria-hidden="true" className="size-3.5" />
          <Trans>Missed while away</Trans>
        </p>
      ) : null}
      {lesson.body ? (
        <RichText text={lesson.body} className="text-sm text-slate-800" />
      ) : (
        <p className="text-sm text-slate-500">
          <Trans>No notes written yet.</Trans>
        </p>
      )}
      <HomeworkFiles childId={childId} files={lesson.files} />
      {lesson.homework.length > 0 ? (
        <ul aria-label={t`Homework set in ${subject}`} className="flex flex-col gap-2">
          {lesson.homework.map((item) => (
            <HomeworkCard key={item.id} childId={childId} item={item} canTick={canTick} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
