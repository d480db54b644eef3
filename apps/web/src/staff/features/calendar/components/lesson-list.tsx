import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { TStaffLesson } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { EmptyState } from '../../../../components/empty-state';
import { formatMenuDate, formatTimeOfDay, formatWeekday } from '../../../../lib/dates';
import { useCancelLesson, useChangeLesson, useDeleteFutureOfSeries } from '../api/timetable';
import { Field } from './field';
import { cardClass, inputClass } from './field-styles';
import { Refusal } from './refusal';

type Asking = { lessonId: number; action: 'edit' | 'cancel' | 'series' } | null;

/** A teaching group's lessons of one week: move one, cancel one, or delete its series' lessons after today. */
export function LessonList({ lessons }: { lessons: TStaffLesson[] }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<Asking>(null);
  const cancel = useCancelLesson();
  const deleteFuture = useDeleteFutureOfSeries();
  if (lessons.length === 0) return <EmptyState message={t`No lessons this week.`} />;
  const done = { onSuccess: () => setAsking(null) };
  return (
    <>
      <Refusal error={cancel.error ?? deleteFuture.error} />
      <ul className="flex flex-col gap-3">
        {lessons.map((lesson) => {
          const when = `${formatWeekday(lesson.date)} ${formatMenuDate(lesson.date)}, ${formatTimeOfDay(lesson.startHour)} – ${formatTimeOfDay(lesson.endHour)}`;
          const hall = lesson.hallName;
          const isAsking = asking?.lessonId === lesson.id ? asking.action : null;
          return (
            <li key={lesson.id} className={cardClass}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-slate-800">
                  <span className="font-semibold first-letter:uppercase">{when}</span>{' '}
                  <span className="whitespace-nowrap text-slate-600">
                    <Trans>Hall {hall}</Trans>
                  </span>
                </p>
                {isAsking === null ? (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      aria-label={t`Change the lesson of ${when}`}
                      onClick={() => setAsking({ lessonId: lesson.id, action: 'edit' })}
                    >
                      <Trans>Change</Trans>
                    </button>
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm')}
                      aria-label={t`Cancel the lesson of ${when}`}
                      onClick={() => setAsking({ lessonId: lesson.id, action: 'cancel' })}
                    >
                      <Trans>Cancel the lesson</Trans>
                    </button>
                    {lesson.seriesId !== null ? (
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm')}
                        aria-label={t`Delete the coming lessons of the series of ${when}`}
                        onClick={() => setAsking({ lessonId: lesson.id, action: 'series' })}
                      >
                        <Trans>Delete the coming lessons</Trans>
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </div>
              {isAsking === 'edit' ? <LessonChangeForm lesson={lesson} onDone={() => setAsking(null)} /> : null}
              {isAsking === 'cancel' || isAsking === 'series' ? (
                <div role="group" aria-label={when} className="mt-3 flex flex-wrap items-center gap-2">
                  <span className="text-sm text-slate-700">
                    {isAsking === 'cancel' ? (
                      <Trans>Cancel this lesson? Its families are told.</Trans>
                    ) : (
                      <Trans>Delete every lesson of this series after today? Past lessons stay. Its families are told.</Trans>
                    )}
                  </span>
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm', 'bg-rose-700 hover:bg-rose-800')}
                    disabled={cancel.isPending || deleteFuture.isPending}
                    onClick={() =>
                      isAsking === 'cancel' ? cancel.mutate(lesson.id, done) : deleteFuture.mutate(lesson.seriesId ?? 0, done)
                    }
                  >
                    {isAsking === 'cancel' ? <Trans>Cancel the lesson</Trans> : <Trans>Delete the coming lessons</Trans>}
                  </button>
                  <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setAsking(null)}>
                    <Trans>Keep it</Trans>
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Moves one lesson: only what changed is sent, so families' notification says exactly that. */
function LessonChangeForm({ lesson, onDone }: { lesson: TStaffLesson; onDone: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState({
    date: lesson.date,
    startHour: lesson.startHour,
    endHour: lesson.endHour,
    hallName: lesson.hallName,
  });
  const change = useChangeLesson();
  const prefix = `lesson-${lesson.id}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(
      Object.entries(draft).filter(([key, value]) => value.trim() !== '' && value !== lesson[key as keyof typeof draft]),
    );
    if (Object.keys(changed).length === 0) return onDone();
    change.mutate({ id: lesson.id, change: changed }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3">
      <div className="grid gap-3 sm:grid-cols-4">
        <Field label={t`Date`} htmlFor={`${prefix}-date`}>
          <input
            id={`${prefix}-date`}
            type="date"
            className={inputClass()}
            value={draft.date}
            onChange={(e) => setDraft({ ...draft, date: e.target.value })}
          />
        </Field>
        <Field label={t`Starts at`} htmlFor={`${prefix}-start`}>
          <input
            id={`${prefix}-start`}
            type="time"
            className={inputClass()}
            value={draft.startHour}
            onChange={(e) => setDraft({ ...draft, startHour: e.target.value })}
          />
        </Field>
        <Field label={t`Ends at`} htmlFor={`${prefix}-end`}>
          <input
            id={`${prefix}-end`}
            type="time"
            className={inputClass()}
            value={draft.endHour}
            onChange={(e) => setDraft({ ...draft, endHour: e.target.value })}
          />
        </Field>
        <Field label={t`Room`} htmlFor={`${prefix}-hall`}>
          <input
            id={`${prefix}-hall`}
            className={inputClass()}
            maxLength={40}
            value={draft.hallName}
            onChange={(e) => setDraft({ ...draft, hallName: e.target.value })}
          />
        </Field>
      </div>
      <Refusal error={change.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={change.isPending}>
          <Trans>Save Change</Trans>
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
