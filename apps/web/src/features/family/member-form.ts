import {
  CIVILITIES,
  normaliseFamilyTie,
  type TFamilyMember,
  type TFamilyMemberUpdate,
  type TUpdateFamilyMemberRequest,
} from '@carnet/contract';

/** What the edit form holds: the request's own field names (birthPlace, birthCountry, speaksEnglish, unlike the read model). */
export type MemberFormValues = TUpdateFamilyMemberRequest;

const isCivility = (value: string): value is (typeof CIVILITIES)[number] => (CIVILITIES as readonly string[]).includes(value);

/** The prefilled form: every field, the civility only when it is a known one. */
export type MemberFormDefaults = Omit<MemberFormValues, 'civility'> & { civility?: MemberFormValues['civility'] };

/** The form prefilled from a stored contact; an unknown family tie is edited as Other. */
export function memberFormValues(member: TFamilyMember): MemberFormDefaults {
  return {
    // An unknown civility is left unchosen, so the person picks one rather than sending a guess.
    civility: isCivility(member.civility) ? member.civility : undefined,
    family_tie: normaliseFamilyTie(member.family_tie),
    last_name: member.last_name,
    first_name: member.first_name,
    phone: member.phone,
    mobile: member.mobile,
    birthday: member.birthday ?? '',
    birthPlace: member.birth_place,
    birthCountry: member.birth_country.toUpperCase(),
    nationality: member.nationality.toUpperCase(),
    language: member.language,
    job: member.job,
    address: member.address,
    postalCode: member.postalCode,
    city: member.city,
    contactable: member.contactable,
    speaksEnglish: member.speaks_english,
  };
}

/** The payload sent: the birthday as 'YYYY-MM-DD' (slashes replaced by dashes, as the server expects), none as null. */
export function memberRequest(values: TFamilyMemberUpdate): TUpdateFamilyMemberRequest {
  const birthday = values.birthday ? values.birthday.replaceAll('/', '-') : null;
  return { ...values, birthday };
}
