import { apiPaths, peoplePaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The audit log's reads of health data about one pupil: who read which kind. */
const healthReads = (childId: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['user_id', 'entity', 'entity_id'])
    .where('action', '=', 'read')
    .where('child_id', '=', childId)
    .where('entity', 'in', ['medical', 'allergies', 'certificate'])
    .orderBy('id')
    .execute();

describe('every read of health data is in the audit log (special category, docs/privacy.md)', () => {
  it('a parent and a student opening the child page: one line for medical records, one for allergies, naming the reader', async () => {
    const lea = t.school.children.lea;
    const before = (await healthReads(lea)).length;
    expect((await (await t.as('parent')).get(apiPaths.child(lea))).statusCode).toBe(200);
    expect((await (await t.as('student')).get(apiPaths.child(lea))).statusCode).toBe(200);
    expect((await healthReads(lea)).slice(before)).toEqual([
      { user_id: t.school.users.parent, entity: 'medical', entity_id: null },
      { user_id: t.school.users.parent, entity: 'allergies', entity_id: null },
      { user_id: t.school.users.student, entity: 'medical', entity_id: null },
      { user_id: t.school.users.student, entity: 'allergies', entity_id: null },
    ]);
  });

  it('a parent downloading a medical certificate: one line naming the certificate; another family’s 404 writes none', async () => {
    const lea = t.school.children.lea;
    const certificate = await t.db
      .selectFrom('certificates')
      .select('id')
      .where('child_id', '=', lea)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = (await healthReads(lea)).length;
    expect((await (await t.as('parent2')).get(apiPaths.certificateDownload(certificate.id))).statusCode).toBe(404);
    expect((await healthReads(lea)).length).toBe(before);
    expect((await (await t.as('parent')).get(apiPaths.certificateDownload(certificate.id))).statusCode).toBe(200);
    expect((await healthReads(lea)).slice(before)).toEqual([
      { user_id: t.school.users.parent, entity: 'certificate', entity_id: certificate.id },
    ]);
  });

  it('the office reading a pupil’s health section (the staff route) is logged too', async () => {
    const noah = t.school.children.noah;
    const before = (await healthReads(noah)).length;
    expect((await (await t.as('office')).get(peoplePaths.pupilHealth(noah))).statusCode).toBe(200);
    expect((await healthReads(noah)).slice(before).map((r) => [r.user_id, r.entity])).toEqual([
      [t.school.users.office, 'medical'],
      [t.school.users.office, 'allergies'],
    ]);
  });
});
