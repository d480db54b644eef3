import * as z from 'zod/mini';
import { ZChildSummary } from './auth';
import { ZId, ZIsoDate, freeText } from './common';
import { FRENCH_MOBILE_PATTERN, INTERNATIONAL_PHONE_PATTERN } from './patterns';

export const CIVILITIES = ['Mr', 'Mrs'] as const;
export const FAMILY_TIES = ['Father', 'Mother', 'Other'] as const;
export type TFamilyTie = (typeof FAMILY_TIES)[number];

/** Any stored tie outside the known list is shown and edited as Other. */
export function normaliseFamilyTie(value: string | null | undefined): TFamilyTie {
  return (FAMILY_TIES as readonly string[]).includes(value ?? '') ? (value as TFamilyTie) : 'Other';
}

export const ZFamilyMember = z.object({
  id: ZId,
  civility: z.string(),
  family_tie: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  phone: z.string(),
  mobile: z.string(),
  email: z.string(),
  birthday: z.nullable(z.string()),
  birth_place: z.string(),
  birth_country: z.string(),
  nationality: z.string(),
  language: z.string(),
  job: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  contactable: z.boolean(),
  speaks_english: z.boolean(),
});
export type TFamilyMember = z.infer<typeof ZFamilyMember>;

export const FINANCIAL_SOURCES = ['Individual', 'Enterprise'] as const;

/** GET /api/family */
export const ZFamily = z.object({
  name: z.string(),
  financialSource: z.nullable(z.enum(FINANCIAL_SOURCES)),
  financialObservation: z.string(),
  familyInfo: z.object({
    children: z.array(ZChildSummary),
    familyMembers: z.array(ZFamilyMember),
  }),
});
export type TFamily = z.infer<typeof ZFamily>;

/** POST /api/family/update-financial */
export const ZUpdateFinancialRequest = z.strictObject({
  source: z.enum(FINANCIAL_SOURCES, { error: 'Please select a source.' }),
  observation: z._default(z.optional(freeText(2000)), ''),
});
export type TUpdateFinancialRequest = z.infer<typeof ZUpdateFinancialRequest>;

const countryCode = z.string().check(z.trim(), z.regex(/^([A-Z]{2,3})?$/, 'Expected a country code'));

/** POST /api/family/update-family-member/{id}; the messages are the spec's, shown under each field. */
export const ZUpdateFamilyMemberRequest = z.strictObject({
  // No message is specified for these two: the school forms' wording is reused so families read one voice.
  civility: z.enum(CIVILITIES, { error: 'Civility is required' }),
  family_tie: z.enum(FAMILY_TIES, { error: 'Family tie is required' }),
  last_name: freeText(100).check(z.minLength(1, 'Last name is required')),
  first_name: freeText(100).check(z.minLength(1, 'First name is required')),
  phone: freeText(30).check(z.minLength(1, 'Phone number is required'), z.regex(INTERNATIONAL_PHONE_PATTERN, 'Phone number is not valid')),
  mobile: freeText(30).check(z.minLength(1, 'Mobile number is required'), z.regex(FRENCH_MOBILE_PATTERN, 'Mobil number is not valid')),
  birthday: z.optional(z.nullable(z.union([ZIsoDate, z.literal('')]))),
  birthPlace: z._default(z.optional(freeText(100)), ''),
  birthCountry: z._default(z.optional(countryCode), ''),
  nationality: z._default(z.optional(countryCode), ''),
  language: z._default(z.optional(freeText(50)), ''),
  job: z._default(z.optional(freeText(100)), ''),
  address: z._default(z.optional(freeText(200)), ''),
  postalCode: z._default(z.optional(freeText(20)), ''),
  city: z._default(z.optional(freeText(100)), ''),
  contactable: z.boolean(),
  speaksEnglish: z.boolean(),
});
/** What the client sends (optional fields may be left out). */
export type TUpdateFamilyMemberRequest = z.input<typeof ZUpdateFamilyMemberRequest>;
/** The same request once validated, defaults applied. */
export type TFamilyMemberUpdate = z.output<typeof ZUpdateFamilyMemberRequest>;
