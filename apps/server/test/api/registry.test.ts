import { ZRegistryList, apiPaths, type TRegistryItem } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../src/lib/pdf';
import { makeAvatarPng } from '../../src/lib/png';
import { addRegistryEntry } from '../../src/modules/registry/registry.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { addCertificateFields, removeCertificateFields } from '../helpers/multipart';
import { TINY_JPEG, newEntry, postCertificate, registrySnapshot, storedCertificate } from './registry-fixtures';
import { worded } from '../helpers/notice-texts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function registryOf(account: 'parent' | 'student' | 'parent2'): Promise<TRegistryItem[]> {
  const response = await (await t.as(account)).get(apiPaths.registry);
  expect(response.statusCode).toBe(200);
  return ZRegistryList.parse(response.json());
}

const ofChild = (items: TRegistryItem[], childId: number) => items.filter((i) => i.child.id === childId);

describe('GET /api/registry', () => {
  it("answers the parent Léa's and Hugo's entries, one per school day of the last four weeks, newest first", async () => {
    const items = await registryOf('parent');
    const { lea, hugo } = t.school.children;
    expect(ofChild(items, lea)).toHaveLength(20);
    expect(ofChild(items, hugo)).toHaveLength(20);
    expect(items).toHaveLength(40);
    const dates = items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items.filter((i) => i.statut === 'present').length).toBeGreaterThan(30);
  });

  it("shows Léa's latest absence without a certificate and Hugo's absence with one", async () => {
    const items = await registryOf('parent');
    const [leaLatest] = ofChild(items, t.school.children.lea);
    expect(leaLatest).toMatchObject({ statut: 'ABSENT', excused: false, certificate: null });
    expect(leaLatest?.subject?.teachingGroup).toMatch(/^6A /);
    const hugoAbsences = ofChild(items, t.school.children.hugo).filter((i) => i.statut === 'ABSENT');
    expect(hugoAbsences).toEqual([expect.objectContaining({ excused: true, certificate: { title: 'medical-certificate.pdf' } })]);
  });

  it('carries the other statuses, a school event having no subject', async () => {
    const items = await registryOf('parent');
    const statuses = new Set(items.map((i) => i.statut));
    for (const statut of ['present', 'ABSENT', 'late 10 min', 'early departure', 'school event']) expect(statuses).toContain(statut);
    expect(items.filter((i) => i.statut === 'school event').every((i) => i.subject === null)).toBe(true);
    const hugoPresent = ofChild(items, t.school.children.hugo).find((i) => i.statut === 'present');
    expect(hugoPresent?.subject).toEqual({ name: expect.any(String), teachingGroup: expect.stringMatching(/^3B /) });
  });

  it('answers the student her own entries only, and the Dubois parent Noah’s only', async () => {
    const student = await registryOf('student');
    expect(new Set(student.map((i) => i.child.id))).toEqual(new Set([t.school.children.lea]));
    expect(student).toHaveLength(20);
    const dubois = await registryOf('parent2');
    expect(new Set(dubois.map((i) => i.child.id))).toEqual(new Set([t.school.children.noah]));
    expect(dubois.find((i) => i.statut === 'ABSENT')).toMatchObject({ excused: true, certificate: null });
  });

  it('answers 401 without a token', async () => {
    const response = await t.anonymous.get(apiPaths.registry);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('addRegistryEntry', () => {
  const notificationsOf = async (entryId: number) =>
    worded(
      await t.db
        .selectFrom('notifications')
        .select(['user_id', 'kind', 'params', 'seen', 'link'])
        .where('subject', '=', 'registry')
        .where('subject_id', '=', entryId)
        .orderBy('user_id')
        .execute(),
    ).map(({ user_id, content, seen, link }) => ({ user_id, content, seen, link }));

  it('tells the parents and the student of an absence, with the day in words', async () => {
    const entryId = await addRegistryEntry(t.db, { childId: t.school.children.lea, date: '2026-03-03T08:00:00.000Z', statut: 'ABSENT' });
    const link = String(t.school.children.lea);
    expect(await notificationsOf(entryId)).toEqual([
      { user_id: t.school.users.parent, content: 'Léa was absent on 03 March 2026', seen: 0, link },
      { user_id: t.school.users.student, content: 'Léa was absent on 03 March 2026', seen: 0, link },
    ]);
  });

  it('tells the family of a lateness, and of nothing for a present or early departure entry', async () => {
    const late = await addRegistryEntry(t.db, { childId: t.school.children.noah, date: '2026-03-04T09:00:00.000Z', statut: 'late 10 min' });
    expect(await notificationsOf(late)).toEqual([
      {
        user_id: t.school.users.parent2,
        content: 'Noah was late on 04 March 2026 (late 10 min)',
        seen: 0,
        link: String(t.school.children.noah),
      },
    ]);
    for (const statut of ['present', 'early departure', 'school event']) {
      const entryId = await addRegistryEntry(t.db, { childId: t.school.children.noah, date: '2026-03-05T09:00:00.000Z', statut });
      expect(await notificationsOf(entryId)).toEqual([]);
    }
  });
});

describe('POST /api/registry/certificate', () => {
  it('attaches a real PDF, lists it by its name, then removes it and its file', async () => {
    const parent = await t.as('parent');
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const pdf = makePdf('Medical certificate', ['Léa Martin could not attend school.']);
    const before = await registrySnapshot(t.db);

    const added = await postCertificate(
      parent,
      addCertificateFields(absenceId, { name: 'sick-note.pdf', type: 'application/pdf', bytes: pdf }),
    );
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true });
    const stored = await storedCertificate(t.db, absenceId);
    expect(stored).toMatchObject({ name: 'sick-note.pdf', media_type: 'application/pdf', size: pdf.length });
    expect(Buffer.from(stored!.bytes).equals(pdf)).toBe(true);
    const listed = (await registryOf('parent')).find((i) => i.id === absenceId);
    expect(listed?.certificate).toEqual({ title: 'sick-note.pdf' });

    const removed = await postCertificate(parent, removeCertificateFields(absenceId));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await storedCertificate(t.db, absenceId)).toBeNull();
    expect(await registrySnapshot(t.db)).toEqual(before);
    expect((await registryOf('parent')).find((i) => i.id === absenceId)?.certificate).toBeNull();
  });

  it('accepts a PNG and a JPEG, storing the type the bytes prove whatever was declared', async () => {
    const parent = await t.as('parent');
    const png = makeAvatarPng('#22c55e');
    const pngAbsence = await newEntry(t.db, t.school.children.hugo);
    const pngResponse = await postCertificate(
      parent,
      addCertificateFields(pngAbsence, { name: 'scan.png', type: 'image/png', bytes: png }),
    );
    expect(pngResponse.statusCode).toBe(200);
    expect(await storedCertificate(t.db, pngAbsence)).toMatchObject({ name: 'scan.png', media_type: 'image/png', size: png.length });

    const jpegAbsence = await newEntry(t.db, t.school.children.lea);
    const jpegResponse = await postCertificate(
      parent,
      addCertificateFields(jpegAbsence, { name: 'photo.jpeg', type: 'application/octet-stream', bytes: TINY_JPEG }),
    );
    expect(jpegResponse.statusCode).toBe(200);
    expect(await storedCertificate(t.db, jpegAbsence)).toMatchObject({
      name: 'photo.jpeg',
      media_type: 'image/jpeg',
      size: TINY_JPEG.length,
    });
  });

  it('replaces a previous certificate and deletes its file', async () => {
    const parent = await t.as('parent');
    const absenceId = await newEntry(t.db, t.school.children.lea);
    await postCertificate(parent, addCertificateFields(absenceId, { name: 'first.pdf', type: 'application/pdf', bytes: makePdf('First') }));
    const first = await storedCertificate(t.db, absenceId);
    const response = await postCertificate(
      parent,
      addCertificateFields(absenceId, { name: 'second.png', type: 'image/png', bytes: makeAvatarPng('#000000') }),
    );
    expect(response.statusCode).toBe(200);
    expect(await storedCertificate(t.db, absenceId)).toMatchObject({ name: 'second.png', media_type: 'image/png' });
    expect(await t.db.selectFrom('files').select('id').where('id', '=', first!.id).executeTakeFirst()).toBeUndefined();
  });

  it('keeps exactly one file when two uploads for the same absence race', async () => {
    const parent = await t.as('parent');
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const names = ['race-a.pdf', 'race-b.pdf', 'race-c.pdf', 'race-d.pdf'];
    const responses = await Promise.all(
      names.map((name) =>
        postCertificate(parent, addCertificateFields(absenceId, { name, type: 'application/pdf', bytes: makePdf(name) })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const kept = await t.db.selectFrom('files').select(['id', 'name']).where('name', 'in', names).execute();
    expect(kept).toHaveLength(1);
    expect((await storedCertificate(t.db, absenceId))?.id).toBe(kept[0]!.id);
  });

  // HTML behind a %PDF- header is refused (fuzz-writes.test.ts); a real PDF under a hostile name is kept, renamed.
  it('stores a PDF declared as text/html under a sanitised name with a .pdf extension', async () => {
    const parent = await t.as('parent');
    const bytes = makePdf('Note', ['Could not attend school.']);
    const cases: Array<[string, string]> = [
      ['../../etc/passwd', 'passwd.pdf'],
      ['<script>alert(1)</script>.pdf', 'script_.pdf'],
      ['..\\..\\evil.html', 'evil.html.pdf'],
      ['"; filename=x.exe', '_ filename_x.exe.pdf'],
    ];
    for (const [name, expected] of cases) {
      const absenceId = await newEntry(t.db, t.school.children.lea);
      const response = await postCertificate(parent, addCertificateFields(absenceId, { name, type: 'text/html', bytes }));
      expect(response.statusCode, name).toBe(200);
      const stored = await storedCertificate(t.db, absenceId);
      expect(stored).toMatchObject({ name: expected, media_type: 'application/pdf' });
      expect(stored!.name).not.toMatch(/[<>/\\"]|\.\./);
    }
  });

  it('removing when there is no certificate succeeds and changes nothing', async () => {
    const parent = await t.as('parent');
    const absenceId = await newEntry(t.db, t.school.children.hugo);
    const before = await registrySnapshot(t.db);
    const response = await postCertificate(parent, removeCertificateFields(absenceId));
    expect(response.statusCode).toBe(200);
    expect(await registrySnapshot(t.db)).toEqual(before);
  });
});
