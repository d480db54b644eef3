import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import {
  HOMEWORK_FILES_MAX,
  HOMEWORK_KINDS,
  HOMEWORK_MINUTES_MAX,
  HOMEWORK_TEXT_MAX,
  addDays,
  type THomeworkDue,
  type THomeworkKind,
  type THomeworkSaved,
  type TStaffHomework,
  type TStaffLessonEntry,
} from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { FormError, controlClass } from '../../../../components/form-controls';
import { formatLongDate, formatWeekday, schoolToday } from '../../../../lib/dates';
import { cn } from '../../../../lib/cn';
import { AttachmentsField } from '../../../components/attachments-field';
import { writeErrorMessage } from '../../../components/write-error';
import { uploadsOf } from '../../../lib/attachment-files';
import { useLaterLessons } from '../api/cahier';
import { useEditHomework } from '../api/edit-homework';
import { useSetHomework } from '../api/set-homework';
import { useWorkload } from '../api/workload';
import { HOMEWORK_KIND_LABELS } from '../homework-labels';
import { DueFields, type DueChoice } from './due-fields';
import { KeptFiles } from './kept-files';
import { MarkdownEditor } from './markdown-editor';
import { WorkloadPanel } from './workload-panel';

/** What the page says after a save: the answer, and the limits the teacher was shown (for its warnings). */
export type SavedOutcome = { saved: THomeworkSaved; limits: { minutesPerDay: number; testsPerDay: number } | null };

type Props = {
  groupId: number;
  /** The lesson it is set in, when set from a lesson. */
  setInLesson?: TStaffLessonEntry | null;
  /** The homework edited, when editing. */
  editing?: TStaffHomework | null;
  onDone: (outcome: SavedOutcome | null) => void;
};

/** The group's lessons are offered as due days this far ahead of the day it is set. */
const LESSONS_AHEAD_DAYS = 28;

const initialDue = (editing: TStaffHomework | null | undefined, setInLesson: TStaffLessonEntry | null | undefined): DueChoice => {
  if (editing) return editing.dueLessonId ? { kind: 'lesson', lessonId: editing.dueLessonId } : { kind: 'date', date: editing.dueDate };
  return setInLesson ? { kind: 'lesson', lessonId: null } : { kind: 'date', date: '' };
};

/**
 * Setting (or editing) homework: its kind, what to do, when it is due, the estimated time, attachments.
 * The class's load on the due day shows while the day is chosen, with a warning past the school's limits.
 */
export function HomeworkForm({ groupId, setInLesson, editing, onDone }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const setHomework = useSetHomework();
  const editHomework = useEditHomework();
  const mutation = editing ? editHomework : setHomework;
  // Due after the day it is set: the lesson's day, or today for homework set outside a lesson (or edited).
  const setOn = setInLesson?.date ?? schoolToday();
  const minDate = addDays(setOn, 1);
  const later = useLaterLessons(groupId, minDate, addDays(setOn, LESSONS_AHEAD_DAYS));
  const lessons = later.data?.lessons.filter((lesson) => lesson.date > setOn);

  const [kind, setKind] = useState<THomeworkKind>(editing?.kind ?? 'homework');
  const [text, setText] = useState(editing?.text ?? '');
  const [due, setDue] = useState<DueChoice>(() => initialDue(editing, setInLesson));
  const [minutes, setMinutes] = useState(editing ? String(editing.minutes) : '');
  const [keptIds, setKeptIds] = useState(() => editing?.files.map((file) => file.id) ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ text?: string; due?: string; minutes?: string; form?: string }>({});

  const dueLesson = due.kind === 'lesson' ? lessons?.find((lesson) => lesson.lessonId === due.lessonId) : undefined;
  const dueDate =
    due.kind === 'lesson' ? (dueLesson?.date ?? (editing && due.lessonId === editing.dueLessonId ? editing.dueDate : null)) : due.date;
  const isDueDateValid = dueDate !== null && /^\d{4}-\d{2}-\d{2}$/.test(dueDate) && dueDate >= minDate;
  const dueLessonId = editing?.dueLessonId ?? null;
  const keptLesson =
    editing && dueLessonId !== null && lessons && !lessons.some((lesson) => lesson.lessonId === dueLessonId)
      ? { lessonId: dueLessonId, label: `${formatWeekday(editing.dueDate)} ${formatLongDate(editing.dueDate)}` }
      : null;
  const workload = useWorkload(groupId, isDueDateValid ? dueDate : null);
  const minutesCount = minutes.trim() === '' ? 0 : Number(minutes);

  const check = () => {
    const found: typeof errors = {};
    if (!text.trim()) found.text = t`Write what the pupils are to do.`;
    if (due.kind === 'lesson' && due.lessonId === null) found.due = t`Choose the lesson it is due at.`;
    else if (due.kind === 'date' && !due.date) found.due = t`Choose the day it is due.`;
    else if (!isDueDateValid) found.due = t`It is due after the day it is set.`;
    if (!Number.isInteger(minutesCount) || minutesCount < 0 || minutesCount > HOMEWORK_MINUTES_MAX) {
      found.minutes = t`The estimated time is a whole number of minutes, ${HOMEWORK_MINUTES_MAX} at most.`;
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const uploads = await uploadsOf(files);
    if (!uploads) return setErrors({ form: t`A file could not be read. Please choose it again.` });
    const dueBody: THomeworkDue =
      due.kind === 'lesson' ? { kind: 'lesson', lessonId: due.lessonId ?? 0 } : { kind: 'date', date: due.date };
    const limits = workload.data ? { minutesPerDay: workload.data.minutesPerDay, testsPerDay: workload.data.testsPerDay } : null;
    const done = (saved: THomeworkSaved) => onDone({ saved, limits });
    if (editing) {
      editHomework.mutate(
        { id: editing.id, body: { kind, text, due: dueBody, minutes: minutesCount, keepFileIds: keptIds, files: uploads } },
        { onSuccess: done },
      );
    } else {
      setHomework.mutate(
        {
          groupId,
          ...(setInLesson ? { setInLessonId: setInLesson.lessonId } : {}),
          kind,
          text,
          due: dueBody,
          minutes: minutesCount,
          files: uploads,
        },
        { onSuccess: done },
      );
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
    >
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t`Kind`}</legend>
        <div className="flex flex-wrap gap-2">
          {HOMEWORK_KINDS.map((value) => (
            <label
              key={value}
              className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 has-checked:border-brand-500 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-brand-600 focus-visible:outline-none"
              />
              {i18n._(HOMEWORK_KIND_LABELS[value])}
            </label>
          ))}
        </div>
      </fieldset>
      <MarkdownEditor label={t`What to do`} value={text} onChange={setText} maxLength={HOMEWORK_TEXT_MAX} rows={4} error={errors.text} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <DueFields due={due} onChange={setDue} lessons={lessons} minDate={minDate} keptLesson={keptLesson} error={errors.due} />
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-minutes`} className="text-sm font-medium text-slate-700">
              <Trans>Estimated time (minutes)</Trans>
            </label>
            <input
              id={`${id}-minutes`}
              type="number"
              inputMode="numeric"
              min={0}
              max={HOMEWORK_MINUTES_MAX}
              step={5}
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
              aria-invalid={errors.minutes ? true : undefined}
              aria-describedby={errors.minutes ? `${id}-minutes-error` : undefined}
              className={cn(controlClass(Boolean(errors.minutes)), 'h-11 w-32')}
            />
            {errors.minutes ? (
              <p id={`${id}-minutes-error`} className="text-sm text-rose-700">
                {errors.minutes}
              </p>
            ) : null}
          </div>
        </div>
        <WorkloadPanel
          workload={isDueDateValid ? workload : null}
          planned={{ id: editing?.id ?? null, kind, minutes: Number.isInteger(minutesCount) ? minutesCount : 0 }}
        />
      </div>
      <KeptFiles files={editing?.files ?? []} keptIds={keptIds} onChange={setKeptIds} />
      <AttachmentsField files={files} onChange={setFiles} maxFiles={Math.max(0, HOMEWORK_FILES_MAX - keptIds.length)} />
      <FormError message={errors.form ?? writeErrorMessage(mutation.error)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={mutation.isPending} className={buttonClass('primary', 'md', 'h-11')}>
          {editing ? <Trans>Save the changes</Trans> : <Trans>Set the homework</Trans>}
        </button>
        <button type="button" onClick={() => onDone(null)} className={buttonClass('secondary', 'md', 'h-11')}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
