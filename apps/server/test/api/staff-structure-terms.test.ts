import { structurePath, structurePaths, type TStaffSchoolTerm } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getThisTerm } from '../../src/modules/terms/terms.service';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

/** School years and terms: the term dates families see, kept by the office. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const office = () => t.as('office');
const listTerms = async (): Promise<TStaffSchoolTerm[]> => (await (await office()).get(structurePaths.schoolTerms)).json().terms;
// Far from the seeded years (the previous and the current one), so these terms overlap nothing.
const YEAR = '2040-2041';

async function expectRefused(send: () => Promise<{ statusCode: number; json: () => unknown }>, status: number, code: string) {
  const before = await snapshotTables(t.db);
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code, message: expect.any(String) });
  expect(await snapshotTables(t.db)).toEqual(before);
  return response.json() as { code: string; message: string };
}

describe('GET /api/staff/school-terms', () => {
  it('lists every term by first day, the six seeded ones of two school years', async () => {
    const terms = await listTerms();
    expect(terms).toHaveLength(6);
    expect(new Set(terms.map((term) => term.schoolYear)).size).toBe(2);
    expect(terms.map((term) => term.start)).toEqual([...terms.map((term) => term.start)].sort());
  });
});

describe('creating, editing and deleting a term', () => {
  it('creates a term families then see as the term of its days, audited', async () => {
    const created = await (
      await office()
    ).post(structurePaths.schoolTerms, { schoolYear: YEAR, name: 'Autumn term', start: '2040-09-03', end: '2040-12-21' });
    expect(created.statusCode).toBe(200);
    const term = created.json();
    expect(term).toEqual({ id: expect.any(Number), schoolYear: YEAR, name: 'Autumn term', start: '2040-09-03', end: '2040-12-21' });
    expect(await getThisTerm(t.db, '2040-10-01')).toEqual({ name: 'Autumn term', start: '2040-09-03', end: '2040-12-21' });
    expect((await auditLinesOf(t.db, 'term'))[0]).toEqual({
      userId: t.school.users.office,
      action: 'create',
      entityId: term.id,
      childId: null,
      before: null,
      after: term,
    });
  });

  it('edits a term’s dates and name, with before and after in the audit log', async () => {
    const term = (await listTerms()).find((x) => x.schoolYear === YEAR)!;
    const edited = await (
      await office()
    ).patch(structurePath(structurePaths.schoolTerm, term.id), {
      schoolYear: YEAR,
      name: 'First term',
      start: '2040-09-04',
      end: '2040-12-20',
    });
    expect(edited.json()).toMatchObject({ id: term.id, name: 'First term', start: '2040-09-04' });
    expect((await auditLinesOf(t.db, 'term'))[0]).toMatchObject({
      action: 'update',
      before: term,
      after: { name: 'First term', end: '2040-12-20' },
    });
  });

  it('refuses overlapping dates, a name taken in the year, and dates outside the year, changing nothing', async () => {
    const client = await office();
    const overlap = await expectRefused(
      () => client.post(structurePaths.schoolTerms, { schoolYear: YEAR, name: 'Spring term', start: '2040-12-15', end: '2041-03-01' }),
      409,
      'CONFLICT',
    );
    expect(overlap.message).toBe(`These dates overlap the term First term (${YEAR})`);
    const taken = await expectRefused(
      () => client.post(structurePaths.schoolTerms, { schoolYear: YEAR, name: 'First term', start: '2041-01-07', end: '2041-03-01' }),
      409,
      'CONFLICT',
    );
    expect(taken.message).toBe(`The school year ${YEAR} already has a term named First term`);
    await expectRefused(
      () => client.post(structurePaths.schoolTerms, { schoolYear: YEAR, name: 'Late', start: '2041-09-02', end: '2041-10-01' }),
      400,
      'VALIDATION_ERROR',
    );
    // A seeded term's own dates stretched over its neighbour.
    const [first, second] = (await listTerms()).filter((x) => x.schoolYear !== YEAR);
    await expectRefused(
      () => client.patch(structurePath(structurePaths.schoolTerm, first!.id), { ...first, id: undefined, end: second!.start }),
      409,
      'CONFLICT',
    );
  });

  it('refuses a malformed school year, an impossible day and a start after the end with 400', async () => {
    const client = await office();
    const body = { schoolYear: YEAR, name: 'Spring term', start: '2041-01-07', end: '2041-03-29' };
    for (const bad of [
      { ...body, schoolYear: '2040-2042' },
      { ...body, schoolYear: '2040/2041' },
      { ...body, start: '2041-02-30' },
      { ...body, start: '2041-04-01' },
      { ...body, name: '' },
      { ...body, end: undefined },
      { ...body, extra: true },
    ]) {
      await expectRefused(() => client.post(structurePaths.schoolTerms, bad), 400, 'VALIDATION_ERROR');
    }
    const french = await client.inject({
      method: 'POST',
      url: structurePaths.schoolTerms,
      payload: { ...body, start: '2041-04-01' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toContain('Le premier jour ne doit pas être après le dernier jour');
    await expectRefused(() => client.patch(structurePath(structurePaths.schoolTerm, 999999), body), 404, 'NOT_FOUND');
  });

  it('deletes a term (nothing depends on one), audited; a second delete is 404', async () => {
    const client = await office();
    const term = (await listTerms()).find((x) => x.schoolYear === YEAR)!;
    expect((await client.post(structurePath(structurePaths.schoolTermDelete, term.id))).json()).toEqual({ success: true });
    expect((await listTerms()).find((x) => x.id === term.id)).toBeUndefined();
    expect((await auditLinesOf(t.db, 'term'))[0]).toMatchObject({ action: 'delete', entityId: term.id, before: term, after: null });
    await expectRefused(() => client.post(structurePath(structurePaths.schoolTermDelete, term.id)), 404, 'NOT_FOUND');
  });

  it('is the office’s only: a teacher gets 403 and nothing changes', async () => {
    const teacher = await t.as('teacher');
    await expectRefused(
      () => teacher.post(structurePaths.schoolTerms, { schoolYear: YEAR, name: 'Mine', start: '2041-01-07', end: '2041-03-01' }),
      403,
      'FORBIDDEN',
    );
  });
});
