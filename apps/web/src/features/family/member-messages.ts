import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { FieldError } from 'react-hook-form';
import type * as z from 'zod';
import type { TUpdateFamilyMemberRequest } from '@carnet/contract';

/*
 * The family forms' validation texts. The rules are the contract's, shared with the server, and
 * state their messages in English; here each field and kind of refusal has its text in the page's
 * language (the English ones are the spec's, verbatim, 'Mobil' included).
 */

type MemberField = keyof TUpdateFamilyMemberRequest;

const REQUIRED: Partial<Record<MemberField, MessageDescriptor>> = {
  civility: msg`Civility is required`,
  family_tie: msg`Family tie is required`,
  last_name: msg`Last name is required`,
  first_name: msg`First name is required`,
  phone: msg`Phone number is required`,
  mobile: msg`Mobile number is required`,
};

const INVALID: Partial<Record<MemberField, MessageDescriptor>> = {
  phone: msg`Phone number is not valid`,
  mobile: msg`Mobil number is not valid`,
  birthday: msg`Birthday is not valid`,
  birthCountry: msg`Choose a country from the list`,
  nationality: msg`Choose a country from the list`,
};

export const SOURCE_REQUIRED = msg`Please select a source.`;

/** The choices of a radio group: whatever is wrong, nothing valid was chosen. */
const CHOICES: ReadonlySet<MemberField> = new Set(['civility', 'family_tie']);

/**
 * The text under a field of the contact form: 'required' for an empty field, 'not valid' for a
 * filled one the rule refuses; a text too long says its limit (see `tooLongMessages`).
 */
export function memberErrorMessage(field: MemberField, error: FieldError | undefined): MessageDescriptor | string | undefined {
  if (!error) return undefined;
  const required = REQUIRED[field];
  if (CHOICES.has(field) && required) return required;
  if (error.type === 'too_small' && required) return required;
  if (error.type === 'too_big') return error.message;
  return INVALID[field] ?? required ?? error.message;
}

/**
 * Zod's own texts, for the refusals the contract words no message for (a text over its limit), in
 * the page's language at the time of the check. Given to the resolver; the contract's messages win.
 */
export const tooLongMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'too_big' || typeof issue.maximum !== 'number') return undefined;
  const max = Number(issue.maximum);
  return plural(max, { one: 'At most # character', other: 'At most # characters' });
};
