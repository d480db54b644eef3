import { describe, expect, it } from 'vitest';
import { FRENCH_MOBILE_PATTERN, ZUpdateFamilyMemberRequest, type TFamilyMember } from '@carnet/contract';
import { memberFormValues, memberRequest } from './member-form';

const member: TFamilyMember = {
  id: 1,
  civility: 'Mrs',
  family_tie: 'Grandmother',
  last_name: 'Martin',
  first_name: 'Camille',
  phone: '+33 1 44 55 66 77',
  mobile: '06 12 34 56 78',
  email: 'parent@example.com',
  birthday: '1984-03-12',
  birth_place: 'Lyon',
  birth_country: 'fra',
  nationality: 'FR',
  language: 'French',
  job: 'Architect',
  address: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  contactable: true,
  speaks_english: false,
};

describe('memberFormValues', () => {
  it('prefills the form with the edit names, an unknown tie as Other', () => {
    expect(memberFormValues(member)).toMatchObject({
      civility: 'Mrs',
      family_tie: 'Other',
      birthday: '1984-03-12',
      birthPlace: 'Lyon',
      birthCountry: 'FRA',
      nationality: 'FR',
      speaksEnglish: false,
    });
  });

  it('leaves an unknown civility unchosen', () => {
    expect(memberFormValues({ ...member, civility: 'Dr' }).civility).toBeUndefined();
  });
});

describe('memberRequest', () => {
  it("sends the birthday as 'YYYY-MM-DD', slashes replaced by dashes, and none as null", () => {
    const values = ZUpdateFamilyMemberRequest.parse({ ...memberFormValues(member), family_tie: 'Mother' });
    expect(memberRequest({ ...values, birthday: '1984/03/12' }).birthday).toBe('1984-03-12');
    expect(memberRequest({ ...values, birthday: '' }).birthday).toBeNull();
  });
});

describe('the French mobile pattern (spec section 5)', () => {
  it.each(['0612345678', '06 12 34 56 78', '06.12.34.56.78', '+33612345678', '+33 6 12 34 56 78', '0033612345678', '0798765432'])(
    'accepts %s',
    (mobile) => expect(FRENCH_MOBILE_PATTERN.test(mobile)).toBe(true),
  );

  it.each(['0012345678', '061234567', '06123456789', '+44612345678', '6 12 34 56 78', '06-12-34-56-7a', ''])('refuses %s', (mobile) =>
    expect(FRENCH_MOBILE_PATTERN.test(mobile)).toBe(false),
  );
});
