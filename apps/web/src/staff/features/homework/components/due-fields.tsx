import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TStaffLessonEntry } from '@carnet/contract';
import { controlClass } from '../../../../components/form-controls';
import { formatLongDate, formatTimeOfDay, formatWeekday } from '../../../../lib/dates';
import { cn } from '../../../../lib/cn';

export type DueChoice = { kind: 'lesson'; lessonId: number | null } | { kind: 'date'; date: string };

type Props = {
  due: DueChoice;
  onChange: (due: DueChoice) => void;
  /** The group's lessons after the day it is set, the first few weeks (the cahier's own read). */
  lessons: readonly TStaffLessonEntry[] | undefined;
  /** The first day it may be due (the day after it is set). */
  minDate: string;
  /** The lesson an edited homework is due at, when it is past the lessons offered: still shown as chosen. */
  keptLesson?: { lessonId: number; label: string } | null;
  error?: string | null;
};

/** A lesson's day and hour as the due choice names it: 'Friday 04 December 2026, 9:00 AM'. */
export const lessonLabel = (lesson: Pick<TStaffLessonEntry, 'date' | 'startHour'>) =>
  `${formatWeekday(lesson.date)} ${formatLongDate(lesson.date)}, ${formatTimeOfDay(lesson.startHour)}`;

/** When it is due: at one of the group's next lessons (the usual case), or on a date. */
export function DueFields({ due, onChange, lessons, minDate, keptLesson, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const radio = (kind: DueChoice['kind'], label: string) => (
    <label className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500">
      <input
        type="radio"
        name={`${id}-kind`}
        checked={due.kind === kind}
        onChange={() => onChange(kind === 'lesson' ? { kind, lessonId: lessons?.[0]?.lessonId ?? null } : { kind, date: '' })}
        className="size-4 accent-brand-600 focus-visible:outline-none"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t`Due`}</legend>
      <div className="flex flex-wrap gap-2">
        {radio('lesson', t`At a lesson`)}
        {radio('date', t`On a date`)}
      </div>
      {due.kind === 'lesson' ? (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-lesson`} className="text-sm font-medium text-slate-700">
            {t`Lesson it is due at`}
          </label>
          <select
            id={`${id}-lesson`}
            value={due.lessonId ?? ''}
            onChange={(event) => onChange({ kind: 'lesson', lessonId: event.target.value ? Number(event.target.value) : null })}
            className={cn(controlClass(Boolean(error)), 'h-11')}
          >
            <option value="">{lessons ? t`Choose a lesson` : t`Loading the next lessons…`}</option>
            {keptLesson ? <option value={keptLesson.lessonId}>{keptLesson.label}</option> : null}
            {lessons?.map((lesson) => (
              <option key={lesson.lessonId} value={lesson.lessonId}>
                {lessonLabel(lesson)}
              </option>
            ))}
          </select>
          {lessons && lessons.length === 0 ? (
            <p className="text-xs text-slate-600">{t`No lesson of this group in the next four weeks: choose a date.`}</p>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-date`} className="text-sm font-medium text-slate-700">
            {t`Day it is due`}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            min={minDate}
            value={due.date}
            onChange={(event) => onChange({ kind: 'date', date: event.target.value })}
            className={cn(controlClass(Boolean(error)), 'h-11 w-48')}
          />
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
