import type { FORM_CIVILITIES, FORM_FAMILY_TIES, FORM_YES_NO, TContactFieldLabel, TLanguage } from '@carnet/contract';
import { type MessageKey, translate } from '../../i18n/translate';

/*
 * A form's contact fields and fixed choices are the contract's English words, stored as they are; the
 * office picked them from a list, it did not write them. An export speaks its reader's language, as
 * the web's form-texts.ts does on screen: 'Civilité' and 'Mme' for 'Civility' and 'Mrs.'.
 */

const CONTACT_KEYS: Record<TContactFieldLabel, MessageKey> = {
  'Family tie': 'exports.contact.familyTie',
  Civility: 'exports.contact.civility',
  Firstname: 'exports.contact.firstname',
  Lastname: 'exports.contact.lastname',
  'E-mail': 'exports.contact.email',
  Mobile: 'exports.contact.mobile',
  Phone: 'exports.contact.phone',
  Address: 'exports.contact.address',
};

type FixedChoice = (typeof FORM_FAMILY_TIES)[number] | (typeof FORM_CIVILITIES)[number] | (typeof FORM_YES_NO)[number];
const CHOICE_KEYS: Record<FixedChoice, MessageKey> = {
  Father: 'exports.choice.father',
  Mother: 'exports.choice.mother',
  Other: 'exports.choice.other',
  'Mr.': 'exports.choice.mr',
  'Mrs.': 'exports.choice.mrs',
  Yes: 'exports.choice.yes',
  No: 'exports.choice.no',
};

/** A contact field's column header in the reader's language. */
export const contactHeader = (label: TContactFieldLabel, language: TLanguage): string => translate(CONTACT_KEYS[label], language);

/** Fields whose answer is one of the fixed choices; any other is the family's own words. */
const HAS_FIXED_CHOICES: ReadonlySet<TContactFieldLabel> = new Set(['Family tie', 'Civility']);

const fixedChoice = (value: string, language: TLanguage): string =>
  Object.hasOwn(CHOICE_KEYS, value) ? translate(CHOICE_KEYS[value as FixedChoice], language) : value;

/** A contact answer as the reader reads it: a family tie or civility translated, anything else as written. */
export const contactAnswer = (label: TContactFieldLabel, value: string, language: TLanguage): string =>
  HAS_FIXED_CHOICES.has(label) ? fixedChoice(value, language) : value;

/** A yes-no question's answer ('Oui'); the choices of other questions are the office's own words. */
export const yesNoAnswer = (value: string, language: TLanguage): string => fixedChoice(value, language);
