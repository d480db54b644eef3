import type { ReactNode } from 'react';
import { choiceClass, choiceInputClass, fieldErrorClass, legendClass } from './choice-styles';

type Props = {
  /** The id of the first input, so an error can move focus to the group. */
  id: string;
  legend: ReactNode;
  hint?: string;
  type: 'radio' | 'checkbox';
  choices: readonly string[];
  /** What each choice reads; by default the choice as written. */
  labelOf?: (choice: string) => string;
  isChecked: (choice: string) => boolean;
  onToggle: (choice: string) => void;
  error?: string;
  isRequired?: boolean;
};

/** A labelled group of radios or checkboxes (native inputs: arrow keys and screen readers work as usual). */
export function ChoiceGroup({ id, legend, hint, type, choices, labelOf, isChecked, onToggle, error, isRequired }: Props) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className={`${legendClass} mb-2`}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {choices.map((choice, index) => (
          <label key={choice} className={choiceClass}>
            <input
              id={index === 0 ? id : undefined}
              type={type}
              name={id}
              value={choice}
              checked={isChecked(choice)}
              onChange={() => onToggle(choice)}
              required={isRequired}
              aria-invalid={error ? true : undefined}
              className={choiceInputClass}
            />
            {labelOf ? labelOf(choice) : choice}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
