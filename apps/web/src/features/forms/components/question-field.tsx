import { useLingui } from '@lingui/react/macro';
import { FORM_FREE_ANSWER_MAX, FORM_YES_NO, type TFormAnswerValue, type TFormQuestion } from '@carnet/contract';
import { toggleChoice } from '../form-answers';
import { choiceLabel } from '../form-texts';
import { ChoiceGroup } from './choice-group';

type Props = {
  id: string;
  question: TFormQuestion;
  value: TFormAnswerValue | undefined;
  onChange: (value: TFormAnswerValue) => void;
};

/** The question's title, with '(optional)' when the family may leave it empty: part of its accessible name. */
function QuestionTitle({ question }: { question: TFormQuestion }) {
  const { t } = useLingui();
  return (
    <>
      {question.title}
      {question.required ? null : <span className="font-normal text-slate-500"> {t`(optional)`}</span>}
    </>
  );
}

/** One question by its type: yes-no, multiple (checkbox or radio) or free text; only a required one is marked required. */
export function QuestionField({ id, question, value, onChange }: Props) {
  const { t } = useLingui();
  const title = <QuestionTitle question={question} />;
  if (question.type === 'free') {
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {title}
        </label>
        <textarea
          id={id}
          rows={4}
          maxLength={FORM_FREE_ANSWER_MAX}
          required={question.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-[0.9375rem] text-slate-900 shadow-xs transition-colors hover:border-slate-400 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40"
        />
      </div>
    );
  }
  if (question.type === 'yes-no') {
    return (
      <ChoiceGroup
        id={id}
        legend={title}
        type="radio"
        choices={FORM_YES_NO}
        labelOf={choiceLabel}
        isChecked={(choice) => value === choice}
        onToggle={onChange}
        isRequired={question.required}
      />
    );
  }
  if (question.choiceType === 'radio') {
    return (
      <ChoiceGroup
        id={id}
        legend={title}
        type="radio"
        choices={question.choices}
        isChecked={(choice) => value === choice}
        onToggle={onChange}
        isRequired={question.required}
      />
    );
  }
  const ticked = Array.isArray(value) ? value : [];
  return (
    <ChoiceGroup
      id={id}
      legend={title}
      hint={t`multiple choice possible`}
      type="checkbox"
      choices={question.choices}
      isChecked={(choice) => ticked.includes(choice)}
      onToggle={(choice) => onChange(toggleChoice(question, ticked, choice))}
    />
  );
}
