import { CONTACT_ANSWER_KEYS, FORM_CIVILITIES, FORM_FAMILY_TIES, type TContactFieldLabel } from '@carnet/contract';
import { cn } from '../../../lib/cn';
import { choiceLabel, contactLabel } from '../form-texts';
import type { FormAnswers } from '../form-answers';
import { ChoiceGroup } from './choice-group';
import { fieldErrorClass } from './choice-styles';

type Props = {
  labels: readonly TContactFieldLabel[];
  answers: FormAnswers;
  /** The message under each refused field, in the page's language, by answer key. */
  errors: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
};

/** The id of a contact field's control, also where focus goes when it is wrong. */
export const contactFieldId = (key: string) => `contact-${key.replace(/[^A-Za-z]/g, '').toLowerCase()}`;

const INPUT_TYPES: Partial<Record<TContactFieldLabel, { type: string; autoComplete: string }>> = {
  Firstname: { type: 'text', autoComplete: 'given-name' },
  Lastname: { type: 'text', autoComplete: 'family-name' },
  'E-mail': { type: 'email', autoComplete: 'email' },
  Mobile: { type: 'tel', autoComplete: 'tel' },
  Phone: { type: 'tel', autoComplete: 'tel' },
  Address: { type: 'text', autoComplete: 'street-address' },
};

const inputClass =
  'h-11 w-full rounded-lg border bg-white px-3.5 text-[0.9375rem] text-slate-900 shadow-xs transition-colors focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40';

/** Only the fields the form's contactInfo lists, in its order. */
export function ContactFields({ labels, answers, errors, onChange }: Props) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {labels.map((label) => {
        const key = CONTACT_ANSWER_KEYS[label];
        const id = contactFieldId(key);
        const value = typeof answers[key] === 'string' ? answers[key] : '';
        const error = errors[key];
        if (label === 'Family tie' || label === 'Civility') {
          return (
            <div key={key} className="sm:col-span-2">
              <ChoiceGroup
                id={id}
                legend={contactLabel(label)}
                type="radio"
                choices={label === 'Family tie' ? FORM_FAMILY_TIES : FORM_CIVILITIES}
                labelOf={choiceLabel}
                isChecked={(choice) => value === choice}
                onToggle={(choice) => onChange(key, choice)}
                error={error}
              />
            </div>
          );
        }
        const input = INPUT_TYPES[label];
        return (
          <div key={key} className={cn('flex flex-col gap-1.5', label === 'Address' && 'sm:col-span-2')}>
            <label htmlFor={id} className="text-sm font-medium text-slate-800">
              {contactLabel(label)}
            </label>
            <input
              id={id}
              type={input?.type ?? 'text'}
              autoComplete={input?.autoComplete}
              value={value}
              maxLength={500}
              onChange={(event) => onChange(key, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={cn(inputClass, error ? 'border-rose-400 bg-rose-50/40' : 'border-slate-300 hover:border-slate-400')}
            />
            {error ? (
              <p id={`${id}-error`} className={fieldErrorClass}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
