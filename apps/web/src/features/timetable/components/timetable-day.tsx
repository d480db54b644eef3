import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, User } from 'lucide-react';
import type { TLesson } from '@carnet/contract';
import { formatLongDate, formatTimeOfDay, formatWeekday } from '../../../lib/dates';
import { lessonColors } from '../lesson-colors';
import { describeLessonTime } from '../lesson-rules';

type Props = {
  day: string;
  lessons: TLesson[];
  onLessonClick: (lesson: TLesson) => void;
  /** The node saved as the JPEG on a phone: the day as it is on screen. */
  captureRef: Ref<HTMLDivElement>;
  childName: string;
  isLoading: boolean;
};

/**
 * A phone's timetable: one day as a list, earliest first, each lesson with its hours, course, group,
 * teacher and hall in full (the week grid's columns are too narrow on a phone to read them).
 */
export function TimetableDay({ day, lessons, onLessonClick, captureRef, childName, isLoading }: Props) {
  const { t } = useLingui();
  // Written as the other day pages write a day: 'Tuesday 01 December 2026', 'mardi 1er décembre 2026'.
  const dayLabel = `${formatWeekday(day)} ${formatLongDate(day)}`;
  return (
    <div ref={captureRef} className="bg-white p-1">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1">
        <h2 aria-live="polite" className="text-base font-semibold text-slate-900 first-letter:uppercase">
          {dayLabel}
        </h2>
        <p className="text-sm text-slate-500">{childName}</p>
      </div>
      {lessons.length === 0 && !isLoading ? (
        <p className="rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
          <Trans>No lessons on this day</Trans>
        </p>
      ) : (
        <ol aria-label={t`Lessons of the day`} className="flex flex-col gap-2">
          {lessons.map((lesson) => {
            const colors = lessonColors(lesson.color);
            const hall = lesson.hallName;
            return (
              <li key={lesson.id}>
                <button
                  type="button"
                  onClick={() => onLessonClick(lesson)}
                  aria-label={`${lesson.matiere_titre}, ${describeLessonTime(lesson)}`}
                  className="flex w-full items-stretch gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
                >
                  <span className="flex w-16 shrink-0 flex-col text-sm leading-tight text-slate-700 tabular-nums">
                    <span className="font-semibold text-slate-900">{formatTimeOfDay(lesson.start_hour)}</span>
                    <span>{formatTimeOfDay(lesson.end_hour)}</span>
                  </span>
                  <span aria-hidden="true" className="w-1 shrink-0 rounded-full" style={{ backgroundColor: colors.border }} />
                  <span className="flex min-w-0 flex-col gap-0.5 text-sm">
                    <span className="font-semibold break-words text-slate-900">{lesson.matiere_titre}</span>
                    <span className="text-slate-600">{lesson.groupName}</span>
                    <span className="flex flex-wrap gap-x-3 text-slate-600">
                      <span className="inline-flex items-center gap-1">
                        <User aria-hidden="true" className="size-3.5" />
                        {lesson.teacherShortName}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <MapPin aria-hidden="true" className="size-3.5" />
                        <Trans>Hall {hall}</Trans>
                      </span>
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
