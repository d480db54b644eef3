import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONTACT_ANSWER_KEYS, type TContactFieldLabel, type TFormContactIssue } from '@carnet/contract';

/*
 * The school forms' fixed words in the page's language. The contact labels, the fixed choices and
 * the contact rules are the contract's (shared with the server, in English); the answers sent stay
 * those English values, only what is shown is translated.
 */

/** The contact fields' labels ('Firstname' and 'Lastname' as the spec writes them). */
const CONTACT_LABELS: Record<TContactFieldLabel, MessageDescriptor> = {
  'Family tie': msg`Family tie`,
  Civility: msg`Civility`,
  Firstname: msg`Firstname`,
  Lastname: msg`Lastname`,
  'E-mail': msg`E-mail`,
  Mobile: msg`Mobile`,
  Phone: msg`Phone`,
  Address: msg`Address`,
};

/** A contact field's label; a label the contract does not know (an older answer) is shown as stored. */
export function contactLabel(label: string): string {
  const known = Object.hasOwn(CONTACT_LABELS, label) ? CONTACT_LABELS[label as TContactFieldLabel] : undefined;
  return known ? i18n._(known) : label;
}

/** The fixed choices of the forms (family tie, civility, yes-no), as sent, with their labels. */
const CHOICE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Father: msg`Father`,
  Mother: msg`Mother`,
  Other: msg`Other`,
  'Mr.': msg`Mr.`,
  'Mrs.': msg`Mrs.`,
  Yes: msg`Yes`,
  No: msg`No`,
};

/** A fixed choice's label ('Mrs.' reads 'Mme' in French); any other answer is the school's or the family's words, shown as written. */
export function choiceLabel(value: string): string {
  const known = Object.hasOwn(CHOICE_LABELS, value) ? CHOICE_LABELS[value] : undefined;
  return known ? i18n._(known) : value;
}

/** Under an empty contact field. */
const REQUIRED: Record<TContactFieldLabel, MessageDescriptor> = {
  'Family tie': msg`Family tie is required`,
  Civility: msg`Civility is required`,
  Firstname: msg`Firstname is required`,
  Lastname: msg`Lastname is required`,
  'E-mail': msg`E-mail is required`,
  Mobile: msg`Mobile is required`,
  Phone: msg`Phone is required`,
  Address: msg`Address is required`,
};

/** Under a filled contact field the rule refuses: never 'required'. */
const INVALID: Partial<Record<TContactFieldLabel, MessageDescriptor>> = {
  'Family tie': msg`Family tie is not valid`,
  Civility: msg`Civility is not valid`,
  'E-mail': msg`E-mail is not valid`,
  Mobile: msg`Mobile is not valid`,
  Phone: msg`Phone is not valid`,
};

/** The toasts that are not the field's own message. */
const WARNINGS: Partial<Record<TContactFieldLabel, MessageDescriptor>> = {
  'E-mail': msg`Verify your E-mail`,
  Phone: msg`Verify your phone number`,
};

const LABEL_OF_KEY = new Map(Object.entries(CONTACT_ANSWER_KEYS).map(([label, key]) => [key, label as TContactFieldLabel]));

export type ContactIssueTexts = { message: MessageDescriptor | string; warning: MessageDescriptor | string };

/** What a refused contact answer says, under its field and in the toast; the contract's English if it is one this file does not know. */
export function contactIssueTexts(issue: TFormContactIssue): ContactIssueTexts {
  const label = LABEL_OF_KEY.get(issue.field);
  if (!label) return { message: issue.message, warning: issue.warning };
  const message = issue.reason === 'invalid' ? (INVALID[label] ?? REQUIRED[label]) : REQUIRED[label];
  return { message, warning: WARNINGS[label] ?? message };
}

/** A descriptor in the page's language, a plain text as it is. */
export const say = (text: MessageDescriptor | string): string => (typeof text === 'string' ? text : i18n._(text));
