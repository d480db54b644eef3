import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CONTACT_ANSWER_KEYS,
  FORM_YES_NO,
  CONTACT_FIELD_LABELS,
  questionKey,
  type TFormAnswerValue,
  type TFormData,
  type TFormQuestion,
  type TFormRequest,
  type TFormSchema,
  type TMe,
  type TSendFormRequest,
  validateFormAnswers,
} from '@carnet/contract';

/** Every answer while filling in: contact keys and 'question {index}', so sending can split contact from questions. */
export type FormAnswers = Record<string, TFormAnswerValue>;

/** A checkbox question starts as an empty list (none applies); the other answers start unanswered. */
export function initialAnswers(
  schema: TFormSchema,
  user: Pick<TMe, 'firstName' | 'lastName' | 'email'> | null,
  held: Readonly<Record<string, string>> = {},
): FormAnswers {
  // The signed-in parent is most often the one filling in: what the school holds of them (their contact:
  // tie, civility, phones, address) is offered, editable; their account's name and e-mail otherwise.
  const known: Partial<Record<string, string>> = { Firstname: user?.firstName, Lastname: user?.lastName, 'E-mail': user?.email, ...held };
  const contact = schema.contactInfo.map((label) => {
    const key = CONTACT_ANSWER_KEYS[label];
    return [key, known[key] ?? ''] as const;
  });
  const checkboxes = schema.form.flatMap((question, index) =>
    question.type === 'multiple' && question.choiceType === 'checkbox' ? [[questionKey(index), []] as const] : [],
  );
  return Object.fromEntries([...contact, ...checkboxes]);
}

/** Checkbox answers are toggled in and out of a list, kept in the choices' order. */
export function toggleChoice(question: Extract<TFormQuestion, { type: 'multiple' }>, current: readonly string[], choice: string): string[] {
  const next = current.includes(choice) ? current.filter((c) => c !== choice) : [...current, choice];
  return question.choices.filter((c) => next.includes(c));
}

const asText = (value: TFormAnswerValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The PATCH body: contact answers of the listed fields only, and one answer per question; free text trimmed. */
export function buildSendFormPayload(schema: TFormSchema, answers: Readonly<FormAnswers>): TSendFormRequest {
  const contactInfo = Object.fromEntries(
    schema.contactInfo.map((label) => [CONTACT_ANSWER_KEYS[label], asText(answers[CONTACT_ANSWER_KEYS[label]])]),
  );
  const form: Record<string, TFormAnswerValue> = {};
  schema.form.forEach((question, index) => {
    const value = answers[questionKey(index)];
    if (value === undefined) return;
    form[questionKey(index)] = question.type === 'free' ? asText(value) : value;
  });
  return { contactInfo, form };
}

/** The send button waits for an answer to every required question, so the answer check never refuses silently. */
export function isEveryQuestionAnswered(schema: TFormSchema, answers: Readonly<FormAnswers>): boolean {
  return validateFormAnswers(schema, buildSendFormPayload(schema, answers).form).length === 0;
}

/** The form types of the lists, each once, in alphabetical order. */
export function formTypesOf(requests: readonly TFormRequest[]): string[] {
  return [...new Set(requests.map((request) => request.form.type))].sort((a, b) => a.localeCompare(b));
}

/** The initial type (e.g. from the link) if it is one of the types, else the first available. */
export function pickFormType(types: readonly string[], wanted: string | null): string | null {
  return wanted !== null && types.includes(wanted) ? wanted : (types[0] ?? null);
}

/** An empty answer, as the spec writes it (in French in its English too). */
export const NOT_SPECIFIED = msg`Non spécifié`;

/** An answer as read: a list joined with commas, a single answer through `label` (fixed choices in the page's language). */
const showAnswer = (value: TFormAnswerValue | undefined, label: (text: string) => string = (text) => text) => {
  const text = Array.isArray(value) ? value.join(', ') : label((value ?? '').trim());
  return text.length > 0 ? text : i18n._(NOT_SPECIFIED);
};

const isYesNo = (text: string) => (FORM_YES_NO as readonly string[]).includes(text);

/**
 * The contact answers as read back, in the form's label order; 'Email' is the older spelling of 'E-mail'.
 * `choiceLabel` shows a fixed choice (family tie, civility) in the page's language.
 */
export function contactRows(data: TFormData, choiceLabel?: (value: string) => string): Array<{ label: string; value: string }> {
  const contact = { ...data.resultData?.contactInfo };
  if (contact.Email !== undefined && contact['E-mail'] === undefined) contact['E-mail'] = contact.Email;
  const labels: readonly string[] = CONTACT_FIELD_LABELS;
  return labels
    .filter((label) => label === 'E-mail' || contact[label] !== undefined)
    .map((label) => ({
      label,
      value: showAnswer(contact[label], label === 'Family tie' || label === 'Civility' ? choiceLabel : undefined),
    }));
}

/** Each question with its answer, lists joined with commas; a 'Yes' or 'No' answer through `choiceLabel`. */
export function questionRows(data: TFormData, choiceLabel?: (value: string) => string): Array<{ title: string; answer: string }> {
  const yesNo = (text: string) => (choiceLabel && isYesNo(text) ? choiceLabel(text) : text);
  return Object.entries(data.resultData?.form ?? {}).map(([title, value]) => ({ title, answer: showAnswer(value, yesNo) }));
}

const isEmptyAnswer = (value: TFormAnswerValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim().length === 0);

const isSameAnswer = (a: TFormAnswerValue | undefined, b: TFormAnswerValue | undefined) => {
  if (isEmptyAnswer(a) && isEmptyAnswer(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, index) => value === b[index]);
  return a === b;
};

/** Whether anything was typed or ticked since the form opened (undone changes are nothing): leaving then asks first. */
export function hasTypedAnswers(initial: Readonly<FormAnswers>, current: Readonly<FormAnswers>): boolean {
  const keys = new Set([...Object.keys(initial), ...Object.keys(current)]);
  return [...keys].some((key) => !isSameAnswer(initial[key], current[key]));
}
