import { RETENTION_DEFAULT_MONTHS, addDays, monthsBefore, peoplePaths, retentionPaths, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connect';
import { createAllergy, createMedicalInfo } from '../../src/modules/child/medical.repository';
import { createConcern } from '../../src/modules/conduct/concerns.repository';
import { publishDocument } from '../../src/modules/documents/documents.publish';
import { createChild, createFamily, createUser } from '../../src/modules/family/people.repository';
import { publishFormRequest } from '../../src/modules/forms/forms.publish';
import { addRegistryEntry } from '../../src/modules/registry/registry.publish';
import { publishReport } from '../../src/modules/reports/reports.publish';
import { awardReward } from '../../src/modules/conduct/rewards.publish';
import { createConversation, createMessage } from '../../src/modules/messages/messages.factory';
import { createFile } from '../../src/lib/files';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { insertHomework, insertTask, insertTick } from '../helpers/homework-rows';
import { insertAssessment, insertCompetency, insertLevels, insertMarks } from '../helpers/term-report-rows';
import { schoolToday } from '../helpers/school-day';
import { snapshotTables } from '../helpers/table-snapshot';

const ZONE = 'Europe/Paris';
const today = schoolToday();
const at = (dayOffset: number, time: string) => new Date(zonedInstant(addDays(today, dayOffset), time, ZONE));

let t: TestContext;
/** The app's clock: the tests walk it through the nights the retention job runs. */
let clock = at(0, '10:00');

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

/** A pupil with a record of every kind, in a family of their own with a parent account. */
async function pupilWithRecords(db: Db, name: string) {
  const familyId = await createFamily(db, { name: `${name} family` });
  const parentId = await createUser(db, {
    email: `${name.toLowerCase()}.parent@example.com`,
    password: 'x',
    passwordHash: '!',
    roles: ['ROLE_PARENT', 'ROLE_USER'],
    firstName: 'Parent',
    lastName: name,
    familyId,
  });
  const childId = await createChild(db, familyId, { firstName: name, lastName: 'Pupil' });
  await addRegistryEntry(db, { childId, date: `${addDays(today, -400)}T08:00:00.000Z`, statut: 'Absent' });
  await awardReward(db, { childId, date: addDays(today, -400), responsible: 'Mme Roux', subject: 'Maths' });
  await createConcern(db, childId, { reason: 'Homework' });
  await publishDocument(db, { childId, title: `${name} letter`, type: 'Letter', date: addDays(today, -400), lines: ['Hello'] });
  const reportId = await publishReport(db, { childId, title: `${name} report`, year: '2024-2025', lines: ['Good'] });
  const formId = (await db.selectFrom('forms').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await publishFormRequest(db, { formId, childId });
  await createMedicalInfo(db, childId, { name: 'Asthma', certificates: [{ title: `${name} certificate` }] });
  await createAllergy(db, childId, { name: 'Peanuts', syringes: [{ name: 'Epipen' }] });
  // A conversation with the office: two messages, one with a file, read and reported, and the parent's notice of it.
  const written = `${addDays(today, -400)}T09:00:00.000Z`;
  const officeId = (
    await db.selectFrom('users').select('id').where('roles', 'like', '%ROLE_ADMIN%').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  const conversationId = await createConversation(db, {
    familyId,
    childId,
    staffKind: 'office',
    subject: `${name} question`,
    startedBy: parentId,
    byFamily: true,
    at: written,
  });
  const asked = await createMessage(db, {
    conversationId,
    authorId: parentId,
    byFamily: true,
    body: 'A question',
    at: written,
    readBy: [officeId],
  });
  await createMessage(db, { conversationId, authorId: officeId, byFamily: false, body: 'An answer', at: written });
  const fileId = await createFile(db, { name: 'note.pdf', mediaType: 'application/pdf', bytes: Buffer.from('%PDF-1.4 note') });
  await db.insertInto('message_files').values({ message_id: asked, file_id: fileId }).execute();
  await db
    .insertInto('message_reports')
    .values({ message_id: asked, reported_by: officeId, reason: 'Tone', created_at: written })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      user_id: parentId,
      subject: 'message',
      subject_id: conversationId,
      kind: 'message.new',
      params: '{}',
      created_at: written,
      seen: 0,
      link: String(conversationId),
    })
    .execute();
  // The student's planner (decision 111): a homework of a 6A group ticked done, and a task of the pupil's own.
  const homeworkId = await insertHomework(db, {
    subjectId: (await db.selectFrom('subjects').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    authorId: officeId,
    dueDate: addDays(today, -400),
    text: `${name} exercise`,
  });
  await insertTick(db, homeworkId, childId);
  await insertTask(db, childId, `${name} own task`);
  // Marks (decision 114): a mark, a competency level, both appreciations of a term and the link to its bulletin.
  const term = await db.selectFrom('school_terms').select('id').orderBy('start_date').executeTakeFirstOrThrow();
  const subjectId = (await db.selectFrom('subjects').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const marked = { subjectId, termId: term.id, authorId: officeId, date: addDays(today, -400) };
  await insertMarks(db, await insertAssessment(db, { ...marked, title: `${name} test` }), [{ childId, value: 12 }]);
  const competencyId = await insertCompetency(db, 'D2', `${name} competency`);
  await insertLevels(db, await insertAssessment(db, { ...marked, title: `${name} skills`, kind: 'competencies' }), competencyId, [
    { childId, level: 3 },
  ]);
  await db
    .insertInto('report_appreciations')
    .values({ term_id: term.id, subject_id: subjectId, child_id: childId, text: 'Good', author_id: officeId, updated_at: written })
    .execute();
  await db
    .insertInto('general_appreciations')
    .values({ term_id: term.id, child_id: childId, text: 'Good', author_id: officeId, updated_at: written })
    .execute();
  await db.insertInto('term_report_pupils').values({ term_id: term.id, child_id: childId, report_id: reportId }).execute();
  return { familyId, parentId, childId };
}

async function countsOf(childId: number) {
  const count = async (
    table:
      | 'registry_entries'
      | 'rewards'
      | 'concerns'
      | 'documents'
      | 'reports'
      | 'form_requests'
      | 'medical_infos'
      | 'allergies'
      | 'certificates'
      | 'conversations'
      | 'homework_ticks'
      | 'student_tasks',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('child_id', '=', childId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    registry: await count('registry_entries'),
    conduct: await count('rewards'),
    concerns: await count('concerns'),
    documents: await count('documents'),
    reports: await count('reports'),
    formAnswers: await count('form_requests'),
    medical: await count('medical_infos'),
    allergies: await count('allergies'),
    certificates: await count('certificates'),
    messages: await count('conversations'),
    homeworkTicks: await count('homework_ticks'),
    studentTasks: await count('student_tasks'),
  };
}

async function fileIdsOf(childId: number) {
  const documents = await t.db.selectFrom('documents').select('file_id').where('child_id', '=', childId).execute();
  const reports = await t.db.selectFrom('reports').select('file_id').where('child_id', '=', childId).execute();
  return [...documents, ...reports].map((r) => r.file_id);
}

const leftMonthsAgo = (childId: number, months: number) =>
  t.db
    .updateTable('children')
    .set({ deactivated_at: new Date().toISOString(), left_on: monthsBefore(today, months) })
    .where('id', '=', childId)
    .execute();

/** Moves the clock and runs what is due, as the worker's next poll would. */
async function runAt(when: Date) {
  clock = when;
  await t.app.jobs.runDue();
}
const purgeLines = async (entity: string) => (await auditLinesOf(t.db, entity)).filter((line) => line.action === 'purge');
const pendingRetention = () =>
  t.db.selectFrom('jobs').select('run_after').where('kind', '=', 'retention').where('status', '=', 'pending').execute();

describe('the daily retention job', () => {
  it('at night deletes the records of a pupil who left 13 months ago by kind, keeps documents and reports for 3 years, touches no pupil at school; a second run deletes nothing more', async () => {
    const leaver = await pupilWithRecords(t.db, 'Leaver');
    const stayer = await pupilWithRecords(t.db, 'Stayer');
    await leftMonthsAgo(leaver.childId, 13);
    const stayerBefore = await countsOf(stayer.childId);
    const leaverFiles = await fileIdsOf(leaver.childId);
    expect(await pendingRetention()).toEqual([{ run_after: at(1, '02:30').toISOString() }]);

    await runAt(at(1, '02:29'));
    expect((await countsOf(leaver.childId)).registry).toBe(1);

    await runAt(at(1, '02:31'));
    expect(await countsOf(leaver.childId)).toEqual({
      registry: 0,
      conduct: 0,
      concerns: 0,
      documents: 1,
      reports: 1,
      formAnswers: 0,
      medical: 0,
      allergies: 0,
      certificates: 0,
      messages: 0,
      homeworkTicks: 0,
      studentTasks: 0,
    });
    expect(await countsOf(stayer.childId)).toEqual(stayerBefore);
    expect(stayerBefore).toMatchObject({ homeworkTicks: 1, studentTasks: 1 });
    // The group's homework is the school's record: the leaver's tick goes, the homework stays.
    expect(await t.db.selectFrom('homework').select('id').where('text', '=', 'Leaver exercise').execute()).toHaveLength(1);
    // The family's notices of deleted records went with them; the document's notice stays with the document.
    const notices = await t.db
      .selectFrom('notifications')
      .select('subject')
      .where('user_id', '=', leaver.parentId)
      .orderBy('subject')
      .execute();
    expect(notices.map((n) => n.subject)).toEqual(['document', 'report']);
    expect(await t.db.selectFrom('files').select('id').where('id', 'in', leaverFiles).execute()).toHaveLength(2);

    const leftBefore = monthsBefore(addDays(today, 1), 12);
    expect((await purgeLines('registry')).map((l) => l.after)).toEqual([{ rows: 1, files: 0, leftBefore }]);
    expect((await purgeLines('conduct')).map((l) => l.after)).toEqual([{ rows: 1, files: 0, leftBefore }]);
    expect((await purgeLines('concerns')).map((l) => l.after)).toEqual([{ rows: 1, files: 0, leftBefore }]);
    expect((await purgeLines('formAnswers')).map((l) => l.after)).toEqual([{ rows: 1, files: 0, leftBefore }]);
    // The tick and the task (the homework kind's default is the school year and one more, as messages).
    expect(RETENTION_DEFAULT_MONTHS.homework).toBe(12);
    expect((await purgeLines('homework')).map((l) => l.after)).toEqual([{ rows: 2, files: 0, leftBefore }]);
    // The mark, the level, both appreciations and the link to the bulletin; the assessments are the group's, kept,
    // and the bulletin itself is a report, kept for 3 years.
    expect(RETENTION_DEFAULT_MONTHS.marks).toBe(12);
    expect((await purgeLines('marks')).map((l) => l.after)).toEqual([{ rows: 5, files: 0, leftBefore }]);
    for (const table of ['marks', 'competency_marks', 'report_appreciations', 'general_appreciations', 'term_report_pupils'] as const) {
      expect(await t.db.selectFrom(table).select('child_id').where('child_id', '=', leaver.childId).execute(), table).toEqual([]);
      expect(await t.db.selectFrom(table).select('child_id').where('child_id', '=', stayer.childId).execute(), table).toHaveLength(1);
    }
    expect(await t.db.selectFrom('assessments').select('id').where('title', 'in', ['Leaver test', 'Leaver skills']).execute()).toHaveLength(
      2,
    );
    // The conversation, its two messages, their file link, read and report; and the attachment itself.
    expect((await purgeLines('messages')).map((l) => l.after)).toEqual([{ rows: 6, files: 1, leftBefore }]);
    // Its unread rows go with it, uncounted (decision 108).
    const orphans = await t.db
      .selectFrom('unread_messages')
      .select('message_id')
      .where('conversation_id', 'not in', t.db.selectFrom('conversations').select('id'))
      .execute();
    expect(orphans).toEqual([]);
    // A medical info with its certificate (and its file), an allergy with its syringe: 4 rows.
    expect((await purgeLines('health')).map((l) => l.after)).toEqual([
      { rows: 4, files: 1, leftBefore: monthsBefore(addDays(today, 1), 1) },
    ]);
    expect(await purgeLines('documents')).toEqual([]);
    expect(await purgeLines('reports')).toEqual([]);
    expect(await pendingRetention()).toEqual([{ run_after: at(2, '02:30').toISOString() }]);

    const before = await snapshotTables(t.db);
    await runAt(at(2, '02:31'));
    const after = await snapshotTables(t.db);
    // Only the job itself moved (done, and the next night's waiting): no record, no audit line.
    expect({ ...after, jobs: undefined }).toEqual({ ...before, jobs: undefined });
    expect((await purgeLines('registry')).length).toBe(1);
  });

  it('after 3 years the documents and reports go with their files, the pupil is stripped and the family’s accounts closed', async () => {
    const leaver = await pupilWithRecords(t.db, 'Gone');
    await leftMonthsAgo(leaver.childId, 37);
    const files = await fileIdsOf(leaver.childId);
    await runAt(at(3, '02:31'));

    expect(await countsOf(leaver.childId)).toMatchObject({ documents: 0, reports: 0, registry: 0, medical: 0 });
    expect(await t.db.selectFrom('files').select('id').where('id', 'in', files).execute()).toEqual([]);
    const pupil = await t.db.selectFrom('children').selectAll().where('id', '=', leaver.childId).executeTakeFirstOrThrow();
    expect(pupil.retention_done_at).not.toBeNull();
    expect(pupil.first_name).toBe('Gone');
    const parent = await t.db.selectFrom('users').selectAll().where('id', '=', leaver.parentId).executeTakeFirstOrThrow();
    expect(parent.deactivated_at).not.toBeNull();
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', leaver.parentId).execute()).toEqual([]);
    expect((await purgeLines('documents')).at(0)?.after).toMatchObject({ rows: 1, files: 1 });
    expect((await purgeLines('pupil')).at(0)?.after).toMatchObject({ pupils: 1, familyAccounts: 1 });
    // The Martin and Dubois families, all at school, lost nothing.
    const martin = await t.db
      .selectFrom('users')
      .select('deactivated_at')
      .where('id', '=', t.school.users.parent)
      .executeTakeFirstOrThrow();
    expect(martin.deactivated_at).toBeNull();
  });
});

describe('the day a pupil left', () => {
  it('is set when the office deactivates the pupil on their page and cleared when it reactivates them', async () => {
    const office = await t.as('office');
    const childId = await createChild(t.db, t.school.families.dubois, { firstName: 'Mover', lastName: 'Dubois' });
    const leftOn = async () =>
      (await t.db.selectFrom('children').select('left_on').where('id', '=', childId).executeTakeFirstOrThrow()).left_on;
    expect(await leftOn()).toBeNull();
    expect((await office.post(peoplePaths.pupilDeactivate(childId))).statusCode).toBe(200);
    expect(await leftOn()).toBe(new Date().toISOString().slice(0, 10));
    const [line] = await auditLinesOf(t.db, 'pupil');
    expect(line).toMatchObject({ action: 'deactivate', childId, after: { left_on: new Date().toISOString().slice(0, 10) } });
    expect((await office.post(peoplePaths.pupilReactivate(childId))).statusCode).toBe(200);
    expect(await leftOn()).toBeNull();
  });
});

describe('the retention settings', () => {
  it('are the defaults until the office changes them; a change is audited and used by the next run', async () => {
    const office = await t.as('office');
    const read = await office.get(retentionPaths.settings);
    expect(read.statusCode).toBe(200);
    expect(read.json().settings.map((s: { kind: string; months: number }) => [s.kind, s.months])).toEqual(
      Object.entries(RETENTION_DEFAULT_MONTHS),
    );
    expect(read.json().runsAt).toBe('02:30');

    const saved = await office.put(retentionPaths.settings, { ...RETENTION_DEFAULT_MONTHS, documents: 60 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.find((s: { kind: string }) => s.kind === 'documents').months).toBe(60);
    const [line] = await auditLinesOf(t.db, 'retention');
    expect(line).toMatchObject({ action: 'update', before: { documents: 36 }, after: { documents: 60 } });

    const keeper = await pupilWithRecords(t.db, 'Keeper');
    await leftMonthsAgo(keeper.childId, 40);
    await runAt(at(4, '02:31'));
    expect(await countsOf(keeper.childId)).toMatchObject({ documents: 1, reports: 0 });
    await office.put(retentionPaths.settings, RETENTION_DEFAULT_MONTHS);
  });

  it('refuses months that are not whole, under one or over ten years, a missing kind, and a teacher or a parent, changing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    for (const bad of [0, -1, 121, 1.5, '12', null]) {
      const response = await office.put(retentionPaths.settings, { ...RETENTION_DEFAULT_MONTHS, registry: bad });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const { health: _health, ...missing } = RETENTION_DEFAULT_MONTHS;
    expect((await office.put(retentionPaths.settings, missing)).statusCode).toBe(400);
    expect((await office.put(retentionPaths.settings, { ...RETENTION_DEFAULT_MONTHS, extra: 1 })).statusCode).toBe(400);
    expect((await (await t.as('teacher')).put(retentionPaths.settings, RETENTION_DEFAULT_MONTHS)).statusCode).toBe(403);
    expect((await (await t.as('parent')).put(retentionPaths.settings, RETENTION_DEFAULT_MONTHS)).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
    const french = await office.inject({
      method: 'PUT',
      url: retentionPaths.settings,
      payload: { ...RETENTION_DEFAULT_MONTHS, registry: 0 },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toContain('\u00a0:');
  });
});
