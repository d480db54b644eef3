import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDashed, ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { TRollCallLesson } from '@carnet/contract';
import { buttonClass } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { Skeleton } from '../../components/skeleton';
import { formatTimeOfDay, schoolToday } from '../../lib/dates';
import { hasReadFailed } from '../../lib/query-client';
import { useRollCallLessons } from '../features/registry/api/roll-call-lessons';
import { nextRegisterToTake } from '../features/registry/next-register';
import { staffPages, withId } from '../staff-paths';

const timeOf = (lesson: TRollCallLesson) => `${formatTimeOfDay(lesson.startHour)} – ${formatTimeOfDay(lesson.endHour)}`;

/**
 * A teacher's day on their home: today's lessons with whether each register is taken, and the next one
 * to take with the way to it (the roll call's own list, GET /api/staff/roll-call/lessons).
 */
export function TeacherDay() {
  const { t } = useLingui();
  const lessons = useRollCallLessons(schoolToday());
  const next = lessons.data ? nextRegisterToTake(lessons.data.lessons) : null;
  return (
    <section aria-labelledby="teacher-day" className="mb-6 grid gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs">
      <h2 id="teacher-day" className="text-base font-semibold text-slate-900">
        <Trans>Your lessons today</Trans>
      </h2>
      {hasReadFailed(lessons) ? (
        <InlineError message={t`The lessons could not be loaded.`} onRetry={() => void lessons.refetch()} />
      ) : !lessons.data ? (
        <Skeleton rows={2} />
      ) : lessons.data.lessons.length === 0 ? (
        <EmptyState message={t`No lessons today.`} />
      ) : (
        <>
          <NextRegister lesson={next} />
          <ul aria-label={t`Your lessons today`} className="grid gap-2">
            {lessons.data.lessons.map((lesson) => (
              <LessonRow key={lesson.id} lesson={lesson} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function NextRegister({ lesson }: { lesson: TRollCallLesson | null }) {
  const { t } = useLingui();
  if (!lesson) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        <Trans>Every register of the day is taken.</Trans>
      </p>
    );
  }
  const group = lesson.teachingGroup;
  const time = timeOf(lesson);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
      <p className="flex-1 basis-56 text-sm text-slate-800">
        <span className="font-semibold">{t`Next register to take:`}</span> {group}, <span className="tabular-nums">{time}</span>
      </p>
      <Link to={withId(staffPages.register, lesson.id)} className={buttonClass('primary', 'md', 'h-11')}>
        <ClipboardCheck aria-hidden="true" className="size-4" />
        {t`Take the register`}
      </Link>
    </div>
  );
}

function LessonRow({ lesson }: { lesson: TRollCallLesson }) {
  const isTaken = lesson.takenAt !== null;
  const group = lesson.teachingGroup;
  const hall = lesson.hallName;
  return (
    <li>
      <Link
        to={withId(staffPages.register, lesson.id)}
        className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 px-3 py-2.5 text-sm hover:border-brand-300 hover:bg-brand-50"
      >
        <span className="font-semibold text-brand-700 tabular-nums">{timeOf(lesson)}</span>
        <span className="font-medium text-slate-900">{group}</span>
        <span className="text-slate-600">
          <Trans>Room {hall}</Trans>
        </span>
        {isTaken ? (
          <span className="ml-auto flex items-center gap-1.5 font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Register taken</Trans>
          </span>
        ) : (
          <span className="ml-auto flex items-center gap-1.5 font-medium text-amber-800">
            <CircleDashed aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Register not taken</Trans>
          </span>
        )}
      </Link>
    </li>
  );
}
