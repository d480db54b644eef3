import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListTodo, Plus, Trash2 } from 'lucide-react';
import { STUDENT_TASK_TITLE_MAX, type TStudentTask } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { FormError } from '../../../components/form-controls';
import { inputClass, inputStateClass } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useAddStudentTask } from '../api/add-student-task';
import { useDeleteStudentTask } from '../api/delete-student-task';
import { useUpdateStudentTask } from '../api/update-student-task';

/** Open tasks first, by due date (undated last), then those done. */
const taskOrder = (task: TStudentTask) => `${task.doneAt ? 1 : 0} ${task.dueDate ?? '9999'} ${task.title}`;

/** The student's planner: tasks of their own, seen by nobody else (the server gives them to the student's account only). */
export function StudentTasks({ childId, tasks }: { childId: number; tasks: readonly TStudentTask[] }) {
  const { t } = useLingui();
  const sorted = [...tasks].sort((a, b) => taskOrder(a).localeCompare(taskOrder(b)));
  return (
    <section
      aria-labelledby="my-tasks"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id="my-tasks" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ListTodo aria-hidden="true" className="size-5 text-brand-600" />
        <Trans>My tasks</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>Only you see your own tasks.</Trans>
      </p>
      <NewTaskForm childId={childId} />
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No tasks of your own yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`My tasks`} className="divide-y divide-slate-100">
          {sorted.map((task) => (
            <TaskRow key={task.id} childId={childId} task={task} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NewTaskForm({ childId }: { childId: number }) {
  const { t } = useLingui();
  const id = useId();
  const add = useAddStudentTask(childId);
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setError(t`Write what the task is.`);
    setError(null);
    add.mutate(
      { title: trimmed, dueDate: dueDate || null },
      {
        onSuccess: () => {
          setTitle('');
          setDueDate('');
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : t`The task could not be added.`),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Add a task`} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-700">
            <Trans>New task</Trans>
          </label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={STUDENT_TASK_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={error ? true : undefined}
            className={`${inputClass} ${inputStateClass(error !== null)}`}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-due`} className="text-sm font-medium text-slate-700">
            <Trans>Due date (optional)</Trans>
          </label>
          <input
            id={`${id}-due`}
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            className={`${inputClass} ${inputStateClass(false)} sm:w-44`}
          />
        </div>
        <button type="submit" disabled={add.isPending} className={buttonClass('primary', 'md', 'h-11')}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add task</Trans>
        </button>
      </div>
      <FormError message={error} />
    </form>
  );
}

function TaskRow({ childId, task }: { childId: number; task: TStudentTask }) {
  const { t } = useLingui();
  const update = useUpdateStudentTask(childId);
  const remove = useDeleteStudentTask(childId);
  const isDone = update.isPending ? update.variables.update.done === true : task.doneAt !== null;
  const title = task.title;
  const due = task.dueDate ? formatDate(task.dueDate, { weekday: 'short', day: 'numeric', month: 'short' }) : null;
  return (
    <li className="flex items-center gap-3 py-2">
      <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={isDone}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ id: task.id, update: { done: event.target.checked } })}
          className="size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-emerald-600"
        />
        <span className={isDone ? 'text-slate-500 line-through' : 'text-slate-900'}>{task.title}</span>
        {due ? <span className="ml-auto shrink-0 text-xs text-slate-500">{t`by ${due}`}</span> : null}
      </label>
      <button
        type="button"
        onClick={() => remove.mutate(task.id)}
        disabled={remove.isPending}
        aria-label={t`Delete the task ${title}`}
        className={buttonClass('ghost', 'icon', 'shrink-0')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
