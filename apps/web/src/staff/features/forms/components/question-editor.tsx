import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { inputClass, inputStateClass } from '../../../../components/form-field';
import { cn } from '../../../../lib/cn';
import { QUESTION_KINDS, type DraftQuestion, type QuestionKind, type QuestionProblem } from '../form-draft';
import { useFormLabels } from '../form-labels';
import { CheckBox } from './check-box';

type Props = {
  question: DraftQuestion;
  number: number;
  problem: QuestionProblem | null;
  /** Just added: its title takes the focus, so the keyboard goes on from there. */
  isNew: boolean;
  canRemove: boolean;
  onChange: (question: DraftQuestion) => void;
  onRemove: () => void;
};

/** One question of the form being built: its title, its kind, for the choice kinds its choices, and whether it is required. */
export function QuestionEditor({ question, number, problem, isNew, canRemove, onChange, onRemove }: Props) {
  const { t } = useLingui();
  const id = useId();
  const { kindLabel } = useFormLabels();
  const titleRef = useRef<HTMLInputElement>(null);
  const addChoiceRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isNew) titleRef.current?.focus();
  }, [isNew]);
  const hasChoices = question.kind === 'radio' || question.kind === 'checkbox';
  const setChoice = (index: number, value: string) =>
    onChange({ ...question, choices: question.choices.map((c, i) => (i === index ? value : c)) });
  const message =
    problem === 'title'
      ? t`Enter the question.`
      : problem === 'duplicate'
        ? t`Another question has this title.`
        : problem === 'choices'
          ? t`Give at least two different choices.`
          : null;
  const titleProblem = problem === 'title' || problem === 'duplicate';

  return (
    <li>
      <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          <Trans>Question {number}</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-700">
              <Trans>Title</Trans>
            </label>
            <input
              ref={titleRef}
              id={`${id}-title`}
              value={question.title}
              maxLength={200}
              aria-invalid={titleProblem || undefined}
              aria-describedby={message ? `${id}-problem` : undefined}
              onChange={(event) => onChange({ ...question, title: event.target.value })}
              className={cn(inputClass, inputStateClass(titleProblem))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-kind`} className="text-sm font-medium text-slate-700">
              <Trans>Answer</Trans>
            </label>
            <select
              id={`${id}-kind`}
              value={question.kind}
              onChange={(event) => onChange({ ...question, kind: event.target.value as QuestionKind })}
              className={cn(inputClass, 'border-slate-300')}
            >
              {QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {hasChoices ? (
          <ul aria-label={t`Choices of question ${number}`} className="grid gap-2">
            {question.choices.map((choice, index) => {
              const choiceNumber = index + 1;
              return (
                <li key={index} className="flex items-center gap-2">
                  <input
                    value={choice}
                    maxLength={200}
                    aria-label={t`Choice ${choiceNumber}`}
                    aria-invalid={problem === 'choices' || undefined}
                    onChange={(event) => setChoice(index, event.target.value)}
                    className={cn(inputClass, inputStateClass(problem === 'choices'))}
                  />
                  <button
                    type="button"
                    disabled={question.choices.length <= 2}
                    onClick={() => {
                      onChange({ ...question, choices: question.choices.filter((_, i) => i !== index) });
                      // Its button goes with the choice: the focus moves on to 'Add a choice'.
                      addChoiceRef.current?.focus();
                    }}
                    className={buttonClass('ghost', 'icon', 'size-11 shrink-0')}
                    aria-label={t`Remove choice ${choiceNumber}`}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
            <li>
              <button
                ref={addChoiceRef}
                type="button"
                onClick={() => onChange({ ...question, choices: [...question.choices, ''] })}
                className={buttonClass('subtle', 'sm', 'h-10')}
              >
                <Plus aria-hidden="true" className="size-4" />
                <Trans>Add a choice</Trans>
              </button>
            </li>
          </ul>
        ) : null}
        {message ? (
          <p id={`${id}-problem`} className="text-sm text-rose-700">
            {message}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {/* Checked by default: a question is required unless the office says families may leave it empty. */}
          <CheckBox isChecked={question.isRequired} onChange={(isRequired) => onChange({ ...question, isRequired })}>
            <Trans>Required</Trans>
          </CheckBox>
          {canRemove ? (
            <button type="button" onClick={onRemove} className={buttonClass('ghost', 'sm', 'h-10 text-rose-700 hover:text-rose-800')}>
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Remove question {number}</Trans>
            </button>
          ) : null}
        </div>
      </fieldset>
    </li>
  );
}
