import { type TUpdateFamilyMemberRequest, ZFamily, apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const familyRows = () => t.db.selectFrom('families').selectAll().orderBy('id').execute();
const memberRows = () => t.db.selectFrom('family_members').selectAll().orderBy('id').execute();

async function memberId(firstName: string): Promise<number> {
  return (await t.db.selectFrom('family_members').select('id').where('first_name', '=', firstName).executeTakeFirstOrThrow()).id;
}

const validMember: TUpdateFamilyMemberRequest = {
  civility: 'Mr',
  family_tie: 'Father',
  last_name: 'Martin',
  first_name: 'Thomas',
  phone: '+33 1 40 00 00 01',
  mobile: '+33 6 11 22 33 44',
  birthday: '1982-09-30',
  birthPlace: 'Rennes',
  birthCountry: 'FRA',
  nationality: 'FR',
  language: 'French',
  job: 'Pilot',
  address: '5 place du Marché',
  postalCode: '35000',
  city: 'Rennes',
  contactable: false,
  speaksEnglish: true,
};

describe('GET /api/family', () => {
  it('answers the Martin parent with the family, its children and contacts', async () => {
    const response = await (await t.as('parent')).get(apiPaths.family);
    expect(response.statusCode).toBe(200);
    const family = ZFamily.parse(response.json());
    expect(family).toMatchObject({ name: 'Martin', financialSource: 'Individual', financialObservation: '' });
    expect(family.familyInfo.children).toEqual([
      { id: t.school.children.lea, firstName: 'Léa', lastName: 'Martin' },
      { id: t.school.children.hugo, firstName: 'Hugo', lastName: 'Martin' },
    ]);
    expect(family.familyInfo.familyMembers.map((m) => `${m.first_name} ${m.family_tie}`)).toEqual(['Camille Mother', 'Thomas Father']);
    expect(family.familyInfo.familyMembers[0]).toMatchObject({
      civility: 'Mrs',
      email: 'parent@example.com',
      mobile: '06 12 34 56 78',
      birthday: '1984-03-12',
      birth_place: 'Lyon',
      birth_country: 'FRA',
      postalCode: '75011',
      city: 'Paris',
      contactable: true,
      speaks_english: true,
    });
  });

  it('answers the Dubois parent with the Dubois family only', async () => {
    const response = await (await t.as('parent2')).get(apiPaths.family);
    const family = ZFamily.parse(response.json());
    expect(family).toMatchObject({ name: 'Dubois', financialSource: null });
    expect(family.familyInfo.children).toEqual([{ id: t.school.children.noah, firstName: 'Noah', lastName: 'Dubois' }]);
    expect(family.familyInfo.familyMembers.map((m) => m.first_name)).toEqual(['Antoine']);
    expect(response.body).not.toContain('Martin');
  });

  it('answers 403 to the student and 401 without a token', async () => {
    const student = await (await t.as('student')).get(apiPaths.family);
    expect(student.statusCode).toBe(403);
    expect(student.json().code).toBe('FORBIDDEN');
    expect((await t.anonymous.get(apiPaths.family)).statusCode).toBe(401);
  });
});

describe('POST /api/family/update-financial', () => {
  it('stores the source and observation of the caller’s family only', async () => {
    const parent2 = await t.as('parent2');
    const response = await parent2.post(apiPaths.updateFinancial, { source: 'Enterprise', observation: 'Paid by the employer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const family = ZFamily.parse((await parent2.get(apiPaths.family)).json());
    expect(family).toMatchObject({ financialSource: 'Enterprise', financialObservation: 'Paid by the employer' });
    const martin = (await familyRows()).find((f) => f.id === t.school.families.martin);
    expect(martin).toMatchObject({ financial_source: 'Individual', financial_observation: '' });
  });

  it('refuses a missing or unknown source, an extra field, a missing XSRF header, a student and no token, changing nothing', async () => {
    const before = await familyRows();
    const parent = await t.as('parent');
    const student = await t.as('student');
    const cases: Array<[string, () => Promise<{ statusCode: number }>, number]> = [
      ['missing source', () => parent.post(apiPaths.updateFinancial, { observation: 'x' }), 400],
      ['bad source', () => parent.post(apiPaths.updateFinancial, { source: 'Bank', observation: 'x' }), 400],
      [
        'extra field',
        () => parent.post(apiPaths.updateFinancial, { source: 'Enterprise', observation: 'x', familyId: t.school.families.dubois }),
        400,
      ],
      ['wrong type', () => parent.post(apiPaths.updateFinancial, { source: 'Enterprise', observation: 42 }), 400],
      [
        'no XSRF header',
        () =>
          parent.inject({
            method: 'POST',
            url: apiPaths.updateFinancial,
            payload: { source: 'Enterprise' },
            headerOverrides: { 'x-xsrf-token': undefined },
          }),
        403,
      ],
      ['student', () => student.post(apiPaths.updateFinancial, { source: 'Enterprise' }), 403],
      ['no token', () => t.anonymous.post(apiPaths.updateFinancial, { source: 'Enterprise' }), 401],
    ];
    for (const [name, call, status] of cases) expect((await call()).statusCode, name).toBe(status);
    const missing = await parent.post(apiPaths.updateFinancial, { observation: 'x' });
    expect(missing.json().message).toContain('Please select a source.');
    expect(await familyRows()).toEqual(before);
  });
});

describe('POST /api/family/update-family-member/:id', () => {
  it('stores a valid update and reads it back', async () => {
    const parent = await t.as('parent');
    const id = await memberId('Thomas');
    const response = await parent.post(apiPaths.updateFamilyMember(id), validMember);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const family = ZFamily.parse((await parent.get(apiPaths.family)).json());
    expect(family.familyInfo.familyMembers.find((m) => m.id === id)).toEqual({
      id,
      civility: 'Mr',
      family_tie: 'Father',
      last_name: 'Martin',
      first_name: 'Thomas',
      phone: '+33 1 40 00 00 01',
      mobile: '+33 6 11 22 33 44',
      email: 'thomas.martin@example.com',
      birthday: '1982-09-30',
      birth_place: 'Rennes',
      birth_country: 'FRA',
      nationality: 'FR',
      language: 'French',
      job: 'Pilot',
      address: '5 place du Marché',
      postalCode: '35000',
      city: 'Rennes',
      contactable: false,
      speaks_english: true,
    });
    // Saving the form again without a change is still a success (the row exists, nothing differs).
    expect((await parent.post(apiPaths.updateFamilyMember(id), validMember)).statusCode).toBe(200);
  });

  it('answers 400 with each message of the spec, changing nothing', async () => {
    const parent = await t.as('parent');
    const id = await memberId('Camille');
    const before = await memberRows();
    const cases: Array<[Partial<TUpdateFamilyMemberRequest>, string]> = [
      [{ last_name: '' }, 'Last name is required'],
      [{ last_name: '   ' }, 'Last name is required'],
      [{ first_name: '' }, 'First name is required'],
      [{ mobile: '' }, 'Mobile number is required'],
      [{ mobile: '01 2' }, 'Mobil number is not valid'],
      [{ mobile: '06 00 00 00' }, 'Mobil number is not valid'],
      [{ phone: '' }, 'Phone number is required'],
      [{ phone: 'call me' }, 'Phone number is not valid'],
      [{ civility: 'Dr' as 'Mr' }, 'Civility is required'],
      [{ family_tie: 'Uncle' as 'Other' }, 'Family tie is required'],
    ];
    for (const [change, message] of cases) {
      const response = await parent.post(apiPaths.updateFamilyMember(id), { ...validMember, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining(message) });
    }
    const { last_name: _omitted, ...withoutLastName } = validMember;
    expect((await parent.post(apiPaths.updateFamilyMember(id), withoutLastName)).statusCode).toBe(400);
    expect((await parent.post(apiPaths.updateFamilyMember(id), { ...validMember, email: 'x@example.com' })).statusCode).toBe(400);
    expect((await parent.post(apiPaths.updateFamilyMember(id), { ...validMember, contactable: 'yes' })).statusCode).toBe(400);
    expect((await parent.post('/api/family/update-family-member/abc', validMember)).statusCode).toBe(400);
    expect(await memberRows()).toEqual(before);
  });

  it('answers 404 to the Dubois parent for a Martin contact, as for a missing id, and changes nothing', async () => {
    const before = await memberRows();
    const other = await t.as('parent2');
    const missing = await other.post(apiPaths.updateFamilyMember(999_999), validMember);
    const foreign = await other.post(apiPaths.updateFamilyMember(await memberId('Camille')), validMember);
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(await memberRows()).toEqual(before);
  });

  it('refuses a student (403), no token (401) and no XSRF header (403), changing nothing', async () => {
    const before = await memberRows();
    const id = await memberId('Camille');
    expect((await (await t.as('student')).post(apiPaths.updateFamilyMember(id), validMember)).statusCode).toBe(403);
    expect((await t.anonymous.post(apiPaths.updateFamilyMember(id), validMember)).statusCode).toBe(401);
    const noXsrf = await (
      await t.as('parent')
    ).inject({
      method: 'POST',
      url: apiPaths.updateFamilyMember(id),
      payload: validMember,
      headerOverrides: { 'x-xsrf-token': undefined },
    });
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json().code).toBe('XSRF_INVALID');
    expect(await memberRows()).toEqual(before);
  });
});
