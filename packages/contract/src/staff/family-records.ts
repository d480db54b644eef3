import * as z from 'zod/mini';
import { ZId, freeText } from '../common';
import { ZUpdateFamilyMemberRequest } from '../family';
import { EMAIL_PATTERN, FRENCH_MOBILE_PATTERN, INTERNATIONAL_PHONE_PATTERN } from '../patterns';

/**
 * The office makes a family and its contacts by hand, between two imports (decision 098). A family
 * holds at least one pupil: a family with no child shows a parent nothing.
 */
export const FAMILY_PUPILS_MAX = 12;

/** POST /api/staff/families */
export const ZCreateFamilyRequest = z.strictObject({
  name: freeText(100).check(z.minLength(1, 'Required')),
  pupilIds: z.array(ZId).check(
    z.minLength(1, 'Choose at least one pupil'),
    z.maxLength(FAMILY_PUPILS_MAX),
    z.refine((ids) => new Set(ids).size === ids.length, 'A pupil is listed twice'),
  ),
});
export type TCreateFamilyRequest = z.infer<typeof ZCreateFamilyRequest>;

/** Either phone may be left empty (the office often has one number only); one given must be valid. */
const optionalPhone = (pattern: RegExp, message: string) =>
  freeText(30).check(z.refine((value) => value === '' || pattern.test(value), message));

/**
 * POST /api/staff/families/{id}/members: the contact form's fields, and the e-mail the invitation goes to
 * (empty when the office has none: a printed letter reaches them).
 */
export const ZAddFamilyMemberRequest = z.extend(ZUpdateFamilyMemberRequest, {
  email: z._default(
    z.optional(freeText(200).check(z.refine((value) => value === '' || EMAIL_PATTERN.test(value), 'Invalid e-mail address'))),
    '',
  ),
  phone: z._default(z.optional(optionalPhone(INTERNATIONAL_PHONE_PATTERN, 'Phone number is not valid')), ''),
  mobile: z._default(z.optional(optionalPhone(FRENCH_MOBILE_PATTERN, 'Mobil number is not valid')), ''),
});
/** What the client sends (optional fields may be left out). */
export type TAddFamilyMemberRequest = z.input<typeof ZAddFamilyMemberRequest>;
/** The same request once validated, defaults applied. */
export type TNewFamilyMember = z.output<typeof ZAddFamilyMemberRequest>;
