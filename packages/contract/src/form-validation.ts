import type { TContactFieldLabel, TFormQuestion, TFormSchema } from './forms';
import { EMAIL_PATTERN, FORM_PHONE_PATTERN, FRENCH_MOBILE_PATTERN } from './patterns';

/**
 * The rules of a school form, pure and shared by the fill-in screen and the server.
 * The answer keys and choices live here (re-exported by forms.ts) so that this file needs only
 * types from forms.ts and the two modules never import each other's values.
 */

export const FORM_FAMILY_TIES = ['Father', 'Mother', 'Other'] as const;
export const FORM_CIVILITIES = ['Mr.', 'Mrs.'] as const;
export const FORM_YES_NO = ['Yes', 'No'] as const;

/** A free answer is a textarea: longer text is refused (the payload schema allows more, to report it). */
export const FORM_FREE_ANSWER_MAX = 2000;

/** The key under which the answer to each contact field is sent (the API's field names, odd ones included). */
export const CONTACT_ANSWER_KEYS: Record<TContactFieldLabel, string> = {
  'Family tie': 'familyTie',
  Civility: 'civility',
  Firstname: 'Firstname',
  Lastname: 'Lastname',
  'E-mail': 'E-mail',
  Mobile: 'Mobile',
  Phone: 'Phone',
  Address: 'Address',
};

/** The key of the answer to question `index` (0-based) while filling and when sending. */
export function questionKey(index: number): string {
  return `question ${index}`;
}

export type TFormAnswerValue = string | string[];
/** Why a contact answer is refused: left empty, or filled with something the rule refuses. */
export type TFormContactReason = 'required' | 'invalid';
/** `field` is the answer key; `message` shows under the field, `warning` in the toast. */
export type TFormContactIssue = { field: string; reason: TFormContactReason; message: string; warning: string };
export type TFormAnswerIssue = { field: string; message: string };

type ContactRule = {
  isValid: (value: string) => boolean;
  /** When the answer is empty. */
  required: string;
  /** When a filled answer is refused (only fields that any text fills have none). */
  invalid?: string;
  /** The toast, when it is not the field's message. */
  warning?: string;
};

const isPresent = (value: string) => value.length > 0;
const isOneOf = (choices: readonly string[]) => (value: string) => choices.includes(value);

/** A form's mobile: the forms' phone rule, or a French mobile written as the family page accepts it ('06 12 34 56 78'). */
export const isFormMobile = (value: string): boolean => FORM_PHONE_PATTERN.test(value) || FRENCH_MOBILE_PATTERN.test(value);

/** The contact checks of the school forms; the field error doubles as the toast unless a warning is stated. */
const CONTACT_RULES: Record<TContactFieldLabel, ContactRule> = {
  'Family tie': { isValid: isOneOf(FORM_FAMILY_TIES), required: 'Family tie is required', invalid: 'Family tie is not valid' },
  Civility: { isValid: isOneOf(FORM_CIVILITIES), required: 'Civility is required', invalid: 'Civility is not valid' },
  Firstname: { isValid: isPresent, required: 'Firstname is required' },
  Lastname: { isValid: isPresent, required: 'Lastname is required' },
  'E-mail': {
    isValid: (v) => EMAIL_PATTERN.test(v),
    required: 'E-mail is required',
    invalid: 'E-mail is not valid',
    warning: 'Verify your E-mail',
  },
  Mobile: { isValid: isFormMobile, required: 'Mobile is required', invalid: 'Mobile is not valid' },
  Phone: {
    isValid: (v) => FORM_PHONE_PATTERN.test(v),
    required: 'Phone is required',
    invalid: 'Phone is not valid',
    warning: 'Verify your phone number',
  },
  Address: { isValid: isPresent, required: 'Address is required' },
};

const ownValue = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Checks only the contact fields the form lists, in the order it lists them. An empty answer 'is
 * required'; a filled one that the rule refuses 'is not valid', never 'required'.
 */
export function validateFormContact(
  labels: readonly TContactFieldLabel[],
  answers: Readonly<Record<string, string | undefined>>,
): TFormContactIssue[] {
  return labels.flatMap((label) => {
    const rule = CONTACT_RULES[label];
    const field = CONTACT_ANSWER_KEYS[label];
    const value = (ownValue(answers, field) ?? '').trim();
    if (rule.isValid(value)) return [];
    const reason: TFormContactReason = value.length === 0 ? 'required' : 'invalid';
    const message = reason === 'invalid' ? (rule.invalid ?? rule.required) : rule.required;
    return [{ field, reason, message, warning: rule.warning ?? message }];
  });
}

/** Answer keys sent for contact fields the form does not list (the fill-in screen never sends them). */
export function findUnlistedContactFields(labels: readonly TContactFieldLabel[], answers: Readonly<Record<string, unknown>>): string[] {
  const listed = new Set(labels.map((label) => CONTACT_ANSWER_KEYS[label]));
  return Object.keys(answers).filter((key) => !listed.has(key));
}

const isBlank = (value: TFormAnswerValue) => typeof value === 'string' && value.trim().length === 0;

/**
 * Why an answer is refused, or null. An empty checkbox list is an answer: none of the choices applies.
 * An optional question left unanswered is accepted; a required one is refused.
 */
function checkAnswer(question: TFormQuestion, value: TFormAnswerValue | undefined): string | null {
  if (value === undefined || isBlank(value)) return question.required ? 'An answer is required' : null;
  if (question.type === 'yes-no') {
    return typeof value === 'string' && isOneOf(FORM_YES_NO)(value) ? null : "The answer must be 'Yes' or 'No'";
  }
  if (question.type === 'free') {
    if (typeof value !== 'string') return 'The answer must be a text';
    return value.length > FORM_FREE_ANSWER_MAX ? `The answer must be at most ${FORM_FREE_ANSWER_MAX} characters` : null;
  }
  if (question.choiceType === 'radio') {
    return typeof value === 'string' && question.choices.includes(value) ? null : 'The answer must be one of the choices';
  }
  const isDistinctChoices =
    Array.isArray(value) && new Set(value).size === value.length && value.every((v) => question.choices.includes(v));
  return isDistinctChoices ? null : 'The answer must be a list of distinct choices';
}

/** Every required question needs an answer keyed `question {index}`; any other key is refused. */
export function validateFormAnswers(schema: TFormSchema, answers: Readonly<Record<string, TFormAnswerValue>>): TFormAnswerIssue[] {
  const keys = schema.form.map((_, index) => questionKey(index));
  const unknown = Object.keys(answers)
    .filter((key) => !keys.includes(key))
    .map((field) => ({ field, message: 'No such question in this form' }));
  const refused = schema.form.flatMap((question, index) => {
    const field = questionKey(index);
    const message = checkAnswer(question, ownValue(answers, field));
    return message === null ? [] : [{ field, message }];
  });
  return [...unknown, ...refused];
}
