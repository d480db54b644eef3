import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peoplePaths } from '@carnet/contract';
import { dataExportPaths } from '@carnet/contract/data-export-paths';
import { enqueueJob } from '../../src/jobs/jobs';
import { createAllergy, createMedicalInfo } from '../../src/modules/child/medical.repository';
import { createConcern } from '../../src/modules/conduct/concerns.repository';
import { createDocument } from '../../src/modules/documents/documents.repository';
import { EXPORT_KINDS } from '../../src/modules/data-export/export-readme';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { insertHomework, insertTask, insertTick } from '../helpers/homework-rows';
import { insertAssessment, insertMarks } from '../helpers/term-report-rows';
import { type ExportZip, readExportZip } from '../helpers/export-zip';
import { newDevice } from '../helpers/push-service';
import { snapshotTables } from '../helpers/table-snapshot';
import { clearDemoMarks } from './marks-fixtures';

type Row = Record<string, unknown>;
type Filed = Row & { id: number; child_id: number; file: string };

let t: TestContext;
/** What only the Duboises have: none of it may appear in the Martins' zip. */
const DUBOIS_MARKS = [
  'Dubois',
  'Noah',
  'parent2@example.com',
  'Dubois-only document',
  'Dubois-only allergy',
  'Dubois-only task',
  'Dubois-only comment',
];
let ticked = 0;
let released = 0;
let martinChildren: number[];
let feedSecret: string;
let phone: ReturnType<typeof newDevice>;

beforeAll(async () => {
  t = await buildTestApp();
  // Hand-made figures: a school with no marks but this test's (decision 114).
  await clearDemoMarks(t);
  const { lea, noah } = t.school.children;
  martinChildren = [lea, t.school.children.hugo];
  // The second family has records of every kind a leak would show.
  await createDocument(t.db, noah, { title: 'Dubois-only document', type: 'Letter', date: '2026-01-05', lines: ['Noah only'] });
  // Older than the family's two school years (GET /api/documents leaves it to 'Show older'): the export still holds it.
  await createDocument(t.db, lea, { title: 'Invoice September 2019', type: 'Invoice', date: '2019-09-02', lines: ['Léa'] });
  await createAllergy(t.db, noah, {
    name: 'Dubois-only allergy',
    certificates: [{ title: 'Dubois-only certificate', lines: ['Noah only'] }],
  });
  await createMedicalInfo(t.db, noah, { name: 'Dubois-only medical info' });
  await createConcern(t.db, noah, { reason: 'Dubois-only concern' });
  // The student's planner (decision 111): Léa ticked one homework of 6A and wrote a task; Noah (same group) did both too.
  ticked = await insertHomework(t.db, {
    subjectId: t.school.subjects.class6A[0]!,
    authorId: t.school.users.teacher,
    dueDate: '2026-01-12',
    kind: 'test',
    text: 'Fractions test',
  });
  await insertTick(t.db, ticked, lea);
  await insertTick(t.db, ticked, noah);
  await insertTask(t.db, lea, 'Buy a compass', '2026-01-09');
  await insertTask(t.db, noah, 'Dubois-only task');
  // Marks (decision 114): one released to the parents, one published but not released yet, one draft.
  const term = await t.db.selectFrom('school_terms').select('id').orderBy('start_date', 'desc').executeTakeFirstOrThrow();
  const marksOf = { subjectId: t.school.subjects.class6A[0]!, termId: term.id, authorId: t.school.users.teacher, date: '2026-01-12' };
  released = await insertAssessment(t.db, { ...marksOf, title: 'Released fractions' });
  await insertMarks(t.db, released, [
    { childId: lea, value: 15, comment: 'Well done' },
    { childId: noah, value: 11, comment: 'Dubois-only comment' },
  ]);
  const later = await insertAssessment(t.db, { ...marksOf, title: 'Not released yet', parentsReleaseAt: '2999-01-01T00:00:00.000Z' });
  await insertMarks(t.db, later, [{ childId: lea, value: 3 }]);
  const draft = await insertAssessment(t.db, { ...marksOf, title: 'A draft', published: false });
  await insertMarks(t.db, draft, [{ childId: lea, value: 4 }]);
  await t.db.insertInto('term_reports').values({ term_id: term.id, state: 'published', opened_at: '2026-01-01T00:00:00.000Z' }).execute();
  await t.db
    .insertInto('report_appreciations')
    .values({
      term_id: term.id,
      subject_id: marksOf.subjectId,
      child_id: lea,
      text: 'A published appreciation',
      author_id: t.school.users.teacher,
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  // The Martins' account secrets, which must never leave: a calendar feed, a push device, an e-mail with a link.
  const parent = await t.as('parent');
  feedSecret = new URL((await parent.get('/api/me/calendar-feed')).json().url as string).pathname.slice('/cal/'.length, -'.ics'.length);
  phone = newDevice('https://fcm.googleapis.com/fcm/send/martin-phone-endpoint:APA91b');
  expect((await parent.post('/api/push/subscriptions', phone.subscription)).statusCode).toBe(201);
  await enqueueJob(
    t.db,
    {
      kind: 'email',
      payload: JSON.stringify({ text: 'https://carnet.example/reset?token=secret-reset-link' }),
      summaryTo: 'parent@example.com',
      summarySubject: 'Reset your password',
      userId: t.school.users.parent,
    },
    new Date(),
  );
  // The office reads Léa's health: the Martins' audit log has a line to show.
  expect((await (await t.as('office')).get(peoplePaths.pupilHealth(lea))).statusCode).toBe(200);
});
afterAll(async () => t.close());

const auditLines = (userId: number, action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('user_id', '=', userId).where('action', '=', action).orderBy('id').execute();

async function storedBytes(table: 'documents' | 'reports' | 'certificates', id: number) {
  const row = await t.db
    .selectFrom(table)
    .innerJoin('files', 'files.id', `${table}.file_id`)
    .select('files.bytes')
    .where(`${table}.id`, '=', id)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.bytes);
}

function expectFilesIdentical(zip: ExportZip, rows: Filed[], bytesOf: (id: number) => Promise<Buffer>) {
  return Promise.all(
    rows.map(async (row) => {
      const entry = zip.entries[row.file];
      expect(entry, row.file).toBeDefined();
      expect(Buffer.from(entry!).equals(await bytesOf(row.id)), row.file).toBe(true);
    }),
  );
}

describe('GET /api/me/export (a parent, right of access)', () => {
  let zip: ExportZip;
  let auditBefore: number;

  beforeAll(async () => {
    auditBefore = (await auditLines(t.school.users.parent, 'read')).length;
    const response = await (await t.as('parent')).get(dataExportPaths.mine);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="carnet-martin-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    zip = readExportZip(response);
  });

  it('holds a README that describes every kind, and every kind as a JSON file', () => {
    const readme = Buffer.from(zip.entries['README.txt']!).toString('utf8');
    expect(readme).toMatch(/^Everything Carnet holds about the Martin family/);
    for (const kind of EXPORT_KINDS) {
      expect(zip.entries[kind], kind).toBeDefined();
      expect(readme).toContain(kind);
    }
    expect(EXPORT_KINDS).toEqual(expect.arrayContaining(['registry.json', 'documents.json', 'medical.json', 'audit-log.json']));
  });

  it('holds the family, its contacts, its accounts (parent and student) and its children', async () => {
    const { family, members } = zip.json<{ family: Row; members: Row[] }>('family.json');
    expect(family).toMatchObject({ id: t.school.families.martin, name: 'Martin' });
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => m.family_id === t.school.families.martin)).toBe(true);
    const { accounts } = zip.json<{ accounts: Row[] }>('accounts.json');
    expect(accounts.map((a) => a.email).sort()).toEqual(['parent@example.com', 'student@example.com']);
    const parent = accounts.find((a) => a.email === 'parent@example.com')!;
    expect(parent.calendar_feed).toMatchObject({ exists: true });
    expect(parent.push_devices).toEqual([expect.objectContaining({ push_service: 'fcm.googleapis.com' })]);
    const children = zip.json<Row[]>('children.json');
    expect(children.map((c) => c.id)).toEqual(martinChildren);
    expect((children[0]!.subjects as Row[]).length).toBeGreaterThan(0);
  });

  it('holds every record of the children, each kind with rows, and only theirs', async () => {
    const perChild: Record<string, Row[]> = {
      'registry.json': zip.json('registry.json'),
      'timetable.json': zip.json('timetable.json'),
      'documents.json': zip.json('documents.json'),
      'reports.json': zip.json('reports.json'),
      'rewards.json': zip.json('rewards.json'),
      'concerns.json': zip.json('concerns.json'),
      'forms.json': zip.json('forms.json'),
      'medical information': zip.json<{ medical_information: Row[] }>('medical.json').medical_information,
      allergies: zip.json<{ allergies: Row[] }>('medical.json').allergies,
      certificates: zip.json<{ certificates: Row[] }>('medical.json').certificates,
      'meeting invitations': zip.json<{ invitations: Row[] }>('meetings.json').invitations,
      'meeting bookings': zip.json<{ bookings: Row[] }>('meetings.json').bookings,
    };
    for (const [kind, rows] of Object.entries(perChild)) {
      expect(rows.length, kind).toBeGreaterThan(0);
      expect(
        rows.every((r) => martinChildren.includes(r.child_id as number)),
        kind,
      ).toBe(true);
    }
    const documents = await t.db.selectFrom('documents').select('id').where('child_id', 'in', martinChildren).orderBy('id').execute();
    expect(perChild['documents.json']!.map((d) => d.id).sort((a, b) => Number(a) - Number(b))).toEqual(documents.map((d) => d.id));
    const answered = perChild['forms.json']!.filter((f) => f.completed);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((f) => f.answers !== null)).toBe(true);
    const notifications = zip.json<Row[]>('notifications.json');
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.every((n) => [t.school.users.parent, t.school.users.student].includes(n.user_id as number))).toBe(true);
    expect(zip.json<Row[]>('emails.json')).toEqual([
      expect.objectContaining({ to: 'parent@example.com', subject: 'Reset your password', status: 'pending' }),
    ]);
    const audit = zip.json<Row[]>('audit-log.json');
    expect(audit).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'read', entity: 'medical', child_id: t.school.children.lea })]),
    );
    expect(audit.every((line) => line.by !== undefined)).toBe(true);
  });

  it('carries the PDFs byte for byte as stored', async () => {
    const documents = zip.json<Filed[]>('documents.json');
    const reports = zip.json<Filed[]>('reports.json');
    const certificates = zip.json<{ certificates: Filed[] }>('medical.json').certificates;
    await expectFilesIdentical(zip, documents, (id) => storedBytes('documents', id));
    await expectFilesIdentical(zip, reports, (id) => storedBytes('reports', id));
    await expectFilesIdentical(zip, certificates, (id) => storedBytes('certificates', id));
    const absences = zip.json<Array<Row & { certificate: string | null }>>('registry.json').filter((e) => e.certificate !== null);
    expect(absences.length).toBeGreaterThan(0);
    for (const absence of absences) {
      const row = await t.db
        .selectFrom('registry_entries')
        .innerJoin('files', 'files.id', 'registry_entries.certificate_file_id')
        .select('files.bytes')
        .where('registry_entries.id', '=', absence.id as number)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(zip.entries[absence.certificate ?? '']!).equals(Buffer.from(row.bytes))).toBe(true);
    }
    expect(Buffer.from(zip.entries[documents[0]!.file]!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("carries the family's conversations, every message with who read it, and the attachments byte for byte (decision 102)", async () => {
    type Exported = { subject: string; messages: Array<{ body: string; read_by: Row[]; files: string[] }> };
    const conversations = zip.json<Exported[]>('messages.json');
    const stored = await t.db.selectFrom('conversations').select('subject').where('family_id', '=', t.school.families.martin).execute();
    expect(conversations.map((c) => c.subject).sort()).toEqual(stored.map((c) => c.subject).sort());
    const messages = conversations.flatMap((c) => c.messages);
    expect(messages.some((m) => m.read_by.length > 0)).toBe(true);
    const [path] = messages.flatMap((m) => m.files);
    const file = await t.db
      .selectFrom('message_files')
      .innerJoin('files', 'files.id', 'message_files.file_id')
      .select('files.bytes')
      .where('files.id', '=', Number(/files\/messages\/(\d+)-/.exec(path ?? '')?.[1]))
      .executeTakeFirstOrThrow();
    expect(Buffer.from(zip.entries[path ?? '']!).equals(Buffer.from(file.bytes))).toBe(true);
  });

  it("holds each child's marks released to the parents and the published appreciations, and only theirs (decision 114)", () => {
    const { marks, appreciations } = zip.json<{ marks: Row[]; appreciations: Row[] }>('marks.json');
    expect(marks).toEqual([
      expect.objectContaining({
        child_id: t.school.children.lea,
        assessment_id: released,
        title: 'Released fractions',
        value: 15,
        comment: 'Well done',
      }),
    ]);
    expect(appreciations).toEqual([
      expect.objectContaining({ child_id: t.school.children.lea, subject: 'Mathematics', text: 'A published appreciation' }),
    ]);
  });

  it("holds the student's ticks on homework and the tasks each child wrote, and only theirs (decision 111)", () => {
    const { ticks, tasks } = zip.json<{ ticks: Row[]; tasks: Row[] }>('homework.json');
    // The demo school may hold ticks and tasks of its own: the ones written here are there, and none of another family.
    expect(ticks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          child_id: t.school.children.lea,
          homework_id: ticked,
          subject: 'Mathematics',
          kind: 'test',
          text: 'Fractions test',
          due_date: '2026-01-12',
          done_at: expect.any(String),
        }),
      ]),
    );
    expect(ticks.filter((tick) => tick.homework_id === ticked)).toHaveLength(1);
    expect(tasks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ child_id: t.school.children.lea, title: 'Buy a compass', due_date: '2026-01-09' }),
      ]),
    );
    for (const row of [...ticks, ...tasks]) expect(martinChildren).toContain(row.child_id);
  });

  it('holds nothing of another family', () => {
    for (const mark of DUBOIS_MARKS) expect(zip.text, mark).not.toContain(mark);
  });

  it('holds no password hash, token or secret anywhere', async () => {
    const users = await t.db.selectFrom('users').select('password_hash').execute();
    const feeds = await t.db.selectFrom('calendar_feeds').select(['secret_hash', 'sealed_secret']).execute();
    const links = await t.db.selectFrom('account_links').select('secret_hash').execute();
    const secrets = [
      // The automatic system account (migration 020) has the unusable '!' instead of a hash.
      ...users.map((u) => u.password_hash).filter((hash) => hash !== '!'),
      ...feeds.flatMap((f) => [f.secret_hash, f.sealed_secret]),
      ...links.map((l) => l.secret_hash),
      feedSecret,
      phone.subscription.endpoint,
      phone.subscription.keys.p256dh,
      phone.subscription.keys.auth,
      'secret-reset-link',
      '$argon2',
      'password_hash',
    ];
    expect(users.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(zip.text.includes(secret), `a secret (${secret.slice(0, 12)}…)`).toBe(false);
  });

  it("writes its audit lines: the export, and a read of each child's health data", async () => {
    const [line] = await auditLines(t.school.users.parent, 'export');
    expect(line).toMatchObject({ entity: 'family', entity_id: t.school.families.martin });
    expect(JSON.parse(line!.after!)).toMatchObject({ requestedBy: 'family' });
    const reads = (await auditLines(t.school.users.parent, 'read')).slice(auditBefore);
    expect(reads.map((r) => [r.entity, r.child_id])).toEqual(
      martinChildren.flatMap((child) => [
        ['medical', child],
        ['allergies', child],
      ]),
    );
  });

  it('gives the Dubois parent their own family only', async () => {
    const zip2 = readExportZip(await (await t.as('parent2')).get(dataExportPaths.mine));
    expect(zip2.json<{ family: Row }>('family.json').family).toMatchObject({ name: 'Dubois' });
    expect(zip2.json<Row[]>('children.json').map((c) => c.id)).toEqual([t.school.children.noah]);
    expect(zip2.text).toContain('Dubois-only document');
    for (const mark of ['Léa', 'Hugo', 'parent@example.com', 'student@example.com']) expect(zip2.text, mark).not.toContain(mark);
  });

  it("speaks the family's language: the README in French for a French account", async () => {
    const parent = await t.as('parent');
    const response = await parent.inject({ method: 'GET', url: dataExportPaths.mine, headers: { 'accept-language': 'fr' } });
    const readme = Buffer.from(readExportZip(response).entries['README.txt']!).toString('utf8');
    expect(readme).toMatch(/^Tout ce que Carnet conserve sur la famille Martin/);
    expect(readme).toContain('registry.json');
  });
});

describe('who may export', () => {
  it('refuses a student, staff and anonymous callers on the family route, changing nothing', async () => {
    const before = await snapshotTables(t.db);
    for (const account of ['student', 'teacher', 'office'] as const) {
      const response = await (await t.as(account)).get(dataExportPaths.mine);
      expect(response.statusCode, account).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    }
    expect((await t.anonymous.get(dataExportPaths.mine)).statusCode).toBe(401);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses a teacher and the families on the office route, whatever the family', async () => {
    const before = await snapshotTables(t.db);
    for (const account of ['teacher', 'parent', 'parent2', 'student'] as const) {
      const response = await (await t.as(account)).get(dataExportPaths.family(t.school.families.martin));
      expect(response.statusCode, account).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('GET /api/staff/families/:id/export (the office, for a request)', () => {
  it('produces the same kinds for the family, audited with who and which family', async () => {
    const office = await t.as('office');
    const response = await office.get(dataExportPaths.family(t.school.families.martin));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="carnet-martin-/);
    const zip = readExportZip(response);
    for (const kind of EXPORT_KINDS) expect(zip.entries[kind], kind).toBeDefined();
    expect(zip.json<Row[]>('children.json').map((c) => c.id)).toEqual(martinChildren);
    for (const mark of DUBOIS_MARKS) expect(zip.text, mark).not.toContain(mark);
    const [line] = await auditLines(t.school.users.office, 'export');
    expect(line).toMatchObject({ entity: 'family', entity_id: t.school.families.martin, user_id: t.school.users.office });
    expect(JSON.parse(line!.after!)).toMatchObject({ requestedBy: 'office' });
    const reads = await t.db
      .selectFrom('audit_log')
      .select(['entity', 'child_id'])
      .where('user_id', '=', t.school.users.office)
      .where('action', '=', 'read')
      .where('entity', '=', 'medical')
      .execute();
    expect(reads.map((r) => r.child_id)).toEqual(expect.arrayContaining(martinChildren));
  });

  it('answers 404 for a family that does not exist and 400 for a bad id, writing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const missing = await office.get(dataExportPaths.family(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    expect((await office.get(dataExportPaths.family('abc'))).statusCode).toBe(400);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses an export whose files pass the size limit with 413, leaving no audit line', async () => {
    const office = await t.as('office');
    const noahDocument = await t.db
      .selectFrom('documents')
      .select('file_id')
      .where('child_id', '=', t.school.children.noah)
      .executeTakeFirstOrThrow();
    const { size } = await t.db.selectFrom('files').select('size').where('id', '=', noahDocument.file_id).executeTakeFirstOrThrow();
    // The recorded size stands for a file past the limit (the limit is checked before any byte is loaded).
    await t.db
      .updateTable('files')
      .set({ size: 200 * 1024 * 1024 })
      .where('id', '=', noahDocument.file_id)
      .execute();
    try {
      const before = await snapshotTables(t.db);
      const refused = await office.get(dataExportPaths.family(t.school.families.dubois));
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The export would be too large (more than 100 MB of files)' });
      expect(await snapshotTables(t.db)).toEqual(before);
    } finally {
      await t.db.updateTable('files').set({ size }).where('id', '=', noahDocument.file_id).execute();
    }
  });
});
