import { apiPaths, type TFamily, type TFormData } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACCOUNT_EMAIL } from '../../src/db/migrations/020-retention';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { formRequestId } from './forms-fixtures';

/**
 * SQL and HTML payloads written in every free-text field a parent can write through the API are
 * stored and read back exactly as sent, as text, and every table is still there afterwards. The
 * browser side (no stored script runs) is e2e/injection.e2e.test.ts.
 */
export const PAYLOADS = [
  "'; drop table users; --",
  "' or '1'='1",
  "Robert'); DROP TABLE children;--",
  '<script>window.__pwned = true</script>',
  '<img src=x onerror="window.__pwned = true">',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
];

let t: TestContext;
const listTables = async () => (await t.db.introspection.getTables()).map((table) => table.name).sort();
let tableNames: string[];
beforeAll(async () => {
  // Each payload is a failed login for the Martin parent: more than the default 5 a user may fail.
  t = await buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_USER: '100' } });
  tableNames = await listTables();
});
afterAll(async () => t.close());

/** Every table and every demo account are still there; a payload that ran as SQL would have dropped or matched them. */
async function expectSchoolIntact() {
  expect(await listTables()).toEqual(tableNames);
  const users = await t.db.selectFrom('users').select('email').orderBy('id').execute();
  expect(users.map((u) => u.email)).toEqual([
    SYSTEM_ACCOUNT_EMAIL,
    'parent@example.com',
    'student@example.com',
    'parent2@example.com',
    'office@example.com',
    'teacher@example.com',
    'teacher2@example.com',
  ]);
  expect(await t.db.selectFrom('children').select('id').execute()).toHaveLength(3);
}

// The free-text fields of ZUpdateFamilyMemberRequest (request name, answer name) with their length limits.
const MEMBER_TEXT_FIELDS = [
  ['last_name', 'last_name', 100],
  ['first_name', 'first_name', 100],
  ['birthPlace', 'birth_place', 100],
  ['language', 'language', 50],
  ['job', 'job', 100],
  ['address', 'address', 200],
  ['postalCode', 'postalCode', 20],
  ['city', 'city', 100],
] as const;

describe('SQL and HTML payloads in free text', () => {
  it.each(PAYLOADS)('are stored and read back verbatim in every contact field: %s', async (payload) => {
    const parent = await t.as('parent');
    const member = (await parent.get(apiPaths.family)).json<TFamily>().familyInfo.familyMembers[0]!;
    const fitting = MEMBER_TEXT_FIELDS.filter(([, , max]) => payload.length <= max);
    const update = {
      civility: 'Mrs',
      family_tie: 'Mother',
      phone: '+33 1 44 55 66 77',
      mobile: '06 12 34 56 78',
      contactable: true,
      speaksEnglish: true,
      ...Object.fromEntries(fitting.map(([field]) => [field, payload])),
    };
    const response = await parent.post(apiPaths.updateFamilyMember(member.id), update);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await parent.get(apiPaths.family)).json<TFamily>().familyInfo.familyMembers.find((m) => m.id === member.id)!;
    for (const [, answerField] of fitting) expect(stored[answerField], answerField).toBe(payload);
    await expectSchoolIntact();
  });

  it.each(PAYLOADS)('are stored and read back verbatim as the financial observation: %s', async (payload) => {
    const parent = await t.as('parent');
    expect((await parent.post(apiPaths.updateFinancial, { source: 'Individual', observation: payload })).statusCode).toBe(200);
    expect((await parent.get(apiPaths.family)).json<TFamily>().financialObservation).toBe(payload);
    await expectSchoolIntact();
  });

  it('are stored and read back verbatim in form contact fields and free answers', async () => {
    const parent = await t.as('parent');
    const requestId = await formRequestId(t.db, t.school.children.lea, 'School trip to the Louvre');
    const [sqlText, , , scriptText, imgText] = PAYLOADS;
    const response = await parent.patch(apiPaths.sendForm(requestId), {
      contactInfo: { familyTie: 'Mother', civility: 'Mrs.', Firstname: sqlText, Lastname: scriptText, Mobile: '0612345678' },
      form: { 'question 0': 'Yes', 'question 1': 'School bus', 'question 2': imgText },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = (await parent.get(apiPaths.formData(requestId))).json<TFormData>();
    expect(data.resultData?.contactInfo).toMatchObject({ Firstname: sqlText, Lastname: scriptText });
    expect(data.resultData?.form['Medical information the teachers should know']).toBe(imgText);
    await expectSchoolIntact();
  });

  it.each(PAYLOADS)('as a login name or password only fail the login: %s', async (payload) => {
    for (const body of [
      { username: payload, password: 'Parent123!' },
      { username: 'parent@example.com', password: payload },
    ]) {
      const response = await t.anonymous.post(apiPaths.login, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
    await expectSchoolIntact();
  });
});
