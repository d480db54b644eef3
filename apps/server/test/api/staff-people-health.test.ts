import { PUPIL_PHOTO_MAX_BYTES, peoplePaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../src/modules/family/people.repository';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1d5a90000000049454e44ae426082',
  'hex',
);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

async function auditLines(entity: string, childId?: number) {
  let query = t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity);
  if (childId !== undefined) query = query.where('child_id', '=', childId);
  return query.orderBy('id').execute();
}

describe('pupil photo', () => {
  it('stores a PNG and serves it to the office; the default avatar before', async () => {
    const office = await t.as('office');
    const id = await createChild(t.db, t.school.families.dubois, { firstName: 'Photo', lastName: 'Kid' });
    const before = await office.get(peoplePaths.pupilPhoto(id));
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/png');
    expect((await office.post(peoplePaths.pupilPhoto(id), { dataUrl: dataUrl(PNG) })).statusCode).toBe(200);
    const after = await office.get(peoplePaths.pupilPhoto(id));
    expect(after.rawPayload.equals(PNG)).toBe(true);
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect((await office.get(peoplePaths.pupil(id))).json().hasPhoto).toBe(true);
    expect(await auditLines('pupil-photo', id)).toHaveLength(1);
  });

  it('refuses a PDF, text, bad base64 or an oversized photo, changing nothing', async () => {
    const office = await t.as('office');
    const id = t.school.children.noah;
    const before = await snapshotTables(t.db);
    const pdf = await office.post(peoplePaths.pupilPhoto(id), { dataUrl: dataUrl(Buffer.from('%PDF-1.4 hello'), 'image/png') });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'A photo must be a PNG or JPEG image' });
    expect((await office.post(peoplePaths.pupilPhoto(id), { dataUrl: dataUrl(Buffer.from('hello')) })).statusCode).toBe(415);
    expect((await office.post(peoplePaths.pupilPhoto(id), { dataUrl: 'data:image/png;base64,@@@@' })).statusCode).toBe(400);
    expect((await office.post(peoplePaths.pupilPhoto(id), { dataUrl: 'hello' })).statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(PUPIL_PHOTO_MAX_BYTES)]);
    const tooBig = await office.post(peoplePaths.pupilPhoto(id), { dataUrl: dataUrl(big) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    const huge = await office.post(peoplePaths.pupilPhoto(id), { dataUrl: dataUrl(Buffer.alloc(PUPIL_PHOTO_MAX_BYTES * 2)) });
    expect(huge.statusCode).toBe(413);
    expect((await office.post(peoplePaths.pupilPhoto(999999), { dataUrl: dataUrl(PNG) })).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('health section', () => {
  it('reads medical records, allergies and concerns, one audit line each per read', async () => {
    const office = await t.as('office');
    const lea = t.school.children.lea;
    const countBefore = (await auditLines('medical', lea)).length;
    const response = await office.get(peoplePaths.pupilHealth(lea));
    expect(response.statusCode).toBe(200);
    const health = response.json();
    expect(health.medicalInfos.length).toBeGreaterThan(0);
    expect(Array.isArray(health.allergies)).toBe(true);
    expect(Array.isArray(health.concerns)).toBe(true);
    for (const entity of ['medical', 'allergies', 'concerns']) {
      const reads = (await auditLines(entity, lea)).filter((l) => l.action === 'read');
      expect(reads.length, entity).toBe(entity === 'medical' ? countBefore + 1 : reads.length);
      expect(reads.at(-1)).toMatchObject({ user_id: t.school.users.office, child_id: lea, before: null, after: null });
    }
    await office.get(peoplePaths.pupilHealth(lea));
    expect((await auditLines('concerns', lea)).filter((l) => l.action === 'read')).toHaveLength(2);
    // Reading the pupil's page itself is not a read of health data.
    await office.get(peoplePaths.pupil(lea));
    expect((await auditLines('concerns', lea)).filter((l) => l.action === 'read')).toHaveLength(2);
    const missing = await office.get(peoplePaths.pupilHealth(999999));
    expect(missing.statusCode).toBe(404);
  });

  it('adds, edits and removes a medical info and an allergy with its syringes, each audited with before and after', async () => {
    const office = await t.as('office');
    const noah = t.school.children.noah;
    const added = await office.post(peoplePaths.pupilMedicalInfos(noah), { type: 'Medication', name: 'Ventoline', date: null });
    expect(added.statusCode).toBe(200);
    const infoId = added.json().id;
    expect(
      (await office.patch(peoplePaths.medicalInfo(infoId), { type: 'Medication', name: 'Ventoline 100', date: '2026-01-10' })).statusCode,
    ).toBe(200);
    const allergy = await office.post(peoplePaths.pupilAllergies(noah), {
      name: 'Peanuts',
      comment: 'Severe',
      syringes: [{ name: 'Anapen', expiration: '2027-05-01', comment: 'In the office' }],
    });
    expect(allergy.statusCode).toBe(200);
    const allergyId = allergy.json().id;
    expect((await office.patch(peoplePaths.allergy(allergyId), { name: 'Peanuts', comment: 'Severe', syringes: [] })).statusCode).toBe(200);
    const health = (await office.get(peoplePaths.pupilHealth(noah))).json();
    expect(health.medicalInfos.find((m: { id: number }) => m.id === infoId)).toMatchObject({ name: 'Ventoline 100', date: '2026-01-10' });
    expect(health.allergies.find((a: { id: number }) => a.id === allergyId)).toMatchObject({ name: 'Peanuts', syringes: [] });
    // The family's own child page shows what the office wrote.
    const child = (await (await t.as('parent2')).get(`/api/child/${noah}`)).json();
    expect(child.allergies.map((a: { name: string }) => a.name)).toContain('Peanuts');

    expect((await office.post(peoplePaths.medicalInfoRemove(infoId), undefined)).statusCode).toBe(200);
    expect((await office.post(peoplePaths.allergyRemove(allergyId), undefined)).statusCode).toBe(200);
    const medical = (await auditLines('medical', noah)).filter((l) => l.action !== 'read');
    expect(medical.map((l) => l.action)).toEqual(['create', 'update', 'remove']);
    expect(JSON.parse(medical[1]!.before!)).toMatchObject({ name: 'Ventoline' });
    expect(JSON.parse(medical[1]!.after!)).toMatchObject({ name: 'Ventoline 100' });
    const allergies = (await auditLines('allergies', noah)).filter((l) => l.action !== 'read');
    expect(allergies.map((l) => l.action)).toEqual(['create', 'update', 'remove']);
    expect(JSON.parse(allergies[1]!.before!).syringes).toHaveLength(1);
    expect(JSON.parse(allergies[1]!.after!).syringes).toHaveLength(0);
    expect(await t.db.selectFrom('allergies').select('id').where('id', '=', allergyId).execute()).toEqual([]);
  });

  it('refuses bad records, unknown ids, and removing a record with certificates, changing nothing', async () => {
    const office = await t.as('office');
    const lea = t.school.children.lea;
    const withCertificate = await t.db
      .selectFrom('certificates')
      .select(['medical_info_id', 'allergy_id'])
      .where('child_id', '=', lea)
      .execute();
    const infoWithCertificate = withCertificate.find((c) => c.medical_info_id !== null)?.medical_info_id;
    const before = await snapshotTables(t.db);
    expect((await office.post(peoplePaths.pupilMedicalInfos(lea), { type: 'Other', name: 'X', date: null })).statusCode).toBe(400);
    expect((await office.post(peoplePaths.pupilMedicalInfos(lea), { type: 'Information', name: '', date: null })).statusCode).toBe(400);
    expect((await office.post(peoplePaths.pupilMedicalInfos(lea), { type: 'Information', name: 'X', date: '10/01/2026' })).statusCode).toBe(
      400,
    );
    expect((await office.post(peoplePaths.pupilMedicalInfos(999999), { type: 'Information', name: 'X', date: null })).statusCode).toBe(404);
    expect((await office.patch(peoplePaths.medicalInfo(999999), { type: 'Information', name: 'X', date: null })).statusCode).toBe(404);
    expect((await office.post(peoplePaths.allergyRemove(999999), undefined)).statusCode).toBe(404);
    expect((await office.post(peoplePaths.pupilAllergies(lea), { name: 'X', comment: '', syringes: [{ name: '' }] })).statusCode).toBe(400);
    if (infoWithCertificate) {
      const refused = await office.post(peoplePaths.medicalInfoRemove(infoWithCertificate), undefined);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('CONFLICT');
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
