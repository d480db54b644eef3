import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Save } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { CONTACT_FIELD_LABELS, FORM_TYPES, type TNewForm } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { inputClass, inputStateClass } from '../../../../components/form-field';
import { InlineError } from '../../../../components/inline-error';
import { ApiError, isSessionError } from '../../../../lib/api-error';
import { cn } from '../../../../lib/cn';
import { newQuestion, toNewForm, type DraftProblems, type FormDraft } from '../form-draft';
import { useFormLabels } from '../form-labels';
import { QuestionEditor } from './question-editor';
import { CheckBox } from './check-box';

type Props<Result> = {
  /** A new form's empty draft, or a form as built when it is changed. */
  initial: () => FormDraft;
  /** The write: a new form, or the changes to one (a refusal is shown here, in the server's words). */
  save: UseMutationResult<Result, Error, TNewForm>;
  onSaved: (form: TNewForm, result: Result) => void;
};

/**
 * A form's name and type, the contact details the family confirms, then its questions: a new one (saved,
 * it opens on its own page, where it is sent) or one not answered yet, changed.
 */
export function FormBuilder<Result>({ initial, save: create, onSaved }: Props<Result>) {
  const { t } = useLingui();
  const id = useId();
  const { typeLabel, contactFieldLabel } = useFormLabels();
  const [draft, setDraft] = useState<FormDraft>(initial);
  const [addedKey, setAddedKey] = useState<number | null>(null);
  // Once a Save was stopped, what still stops it is shown as the office fixes the rest.
  const [isChecked, setIsChecked] = useState(false);
  const checked = toNewForm(draft);
  const problems: DraftProblems | null = isChecked && 'problems' in checked ? checked.problems : null;

  const change = (next: FormDraft) => {
    setDraft(next);
    create.reset();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if ('problems' in checked) return setIsChecked(true);
    const form = checked.form;
    create.mutate(form, { onSuccess: (result) => onSaved(form, result) });
  };
  const addButton = useRef<HTMLButtonElement>(null);
  // The removed question's button goes with it: the focus moves to 'Add a question', not to the page's top.
  const removeQuestion = (key: number) => {
    change({ ...draft, questions: draft.questions.filter((q) => q.key !== key) });
    addButton.current?.focus();
  };
  const addQuestion = () => {
    const question = newQuestion();
    setAddedKey(question.key);
    change({ ...draft, questions: [...draft.questions, question] });
  };
  const toggleField = (field: (typeof CONTACT_FIELD_LABELS)[number], isOn: boolean) =>
    change({
      ...draft,
      contactInfo: CONTACT_FIELD_LABELS.filter((f) => (f === field ? isOn : draft.contactInfo.includes(f))),
    });
  const problemCount = problems ? Object.keys(problems.questions).length + (problems.name ? 1 : 0) : 0;

  return (
    <form onSubmit={save} noValidate className="grid gap-5 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-700">
            <Trans>Name</Trans>
          </label>
          <input
            id={`${id}-name`}
            value={draft.name}
            maxLength={200}
            aria-invalid={problems?.name || undefined}
            aria-describedby={problems?.name ? `${id}-name-error` : undefined}
            onChange={(event) => change({ ...draft, name: event.target.value })}
            className={cn(inputClass, inputStateClass(problems?.name ?? false))}
          />
          {problems?.name ? (
            <p id={`${id}-name-error`} className="text-sm text-rose-700">
              <Trans>Enter the form’s name.</Trans>
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-700">
            <Trans>Type</Trans>
          </label>
          <select
            id={`${id}-type`}
            value={draft.type}
            onChange={(event) => change({ ...draft, type: event.target.value as FormDraft['type'] })}
            className={cn(inputClass, 'border-slate-300')}
          >
            {FORM_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          <Trans>Contact details the family confirms</Trans>
        </legend>
        <ul className="grid grid-cols-2 gap-x-5 gap-y-1 sm:grid-cols-4">
          {CONTACT_FIELD_LABELS.map((field) => (
            <li key={field}>
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={draft.contactInfo.includes(field)}
                  onChange={(event) => toggleField(field, event.target.checked)}
                  className="size-5 rounded border-slate-300 accent-brand-600"
                />
                {contactFieldLabel(field)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <CheckBox isChecked={draft.autoRemind} onChange={(autoRemind) => change({ ...draft, autoRemind })}>
        <Trans>Remind the families who have not answered two days before the deadline</Trans>
      </CheckBox>
      <ol aria-label={t`Questions`} className="grid gap-4">
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.key}
            question={question}
            number={index + 1}
            problem={problems?.questions[question.key] ?? null}
            isNew={question.key === addedKey}
            canRemove={draft.questions.length > 1}
            onChange={(next) => change({ ...draft, questions: draft.questions.map((q) => (q.key === next.key ? next : q)) })}
            onRemove={() => removeQuestion(question.key)}
          />
        ))}
      </ol>
      <div>
        <button
          type="button"
          ref={addButton}
          onClick={addQuestion}
          disabled={draft.questions.length >= 50}
          className={buttonClass('secondary', 'md', 'h-11')}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add a question</Trans>
        </button>
      </div>
      {problemCount > 0 ? (
        <p role="alert" className="text-sm font-medium text-rose-700">
          <Trans>The form cannot be saved yet: fix what is marked above.</Trans>
        </p>
      ) : null}
      {create.isError && !isSessionError(create.error) ? (
        <InlineError
          message={
            create.error instanceof ApiError && create.error.isClientError
              ? create.error.message
              : t`The form could not be saved. Try again.`
          }
        />
      ) : null}
      <div>
        <button type="submit" disabled={create.isPending} className={buttonClass('primary', 'md', 'h-11 w-full px-6 sm:w-auto')}>
          <Save aria-hidden="true" className="size-4" />
          {create.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
      </div>
    </form>
  );
}
