import { familyRequestDecisionPath, familyRequestPaths, registerPath, staffFamilyRequestPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExportPaths } from '@carnet/contract/data-export-paths';
import { makePdf } from '../../src/lib/pdf';
import { PURGES } from '../../src/modules/retention/retention-kinds';
import { readExportZip } from '../helpers/export-zip';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';
import { day, hugoMaths, marksFor, newLesson, report, today } from './family-requests-fixtures';

/** "Report an absence" and "Ask for leave" (decision 107): who may, what is refused, and what the office and the family hear. */
let t: TestContext;
let smtp: SmtpCapture;
let hugo: number;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  hugo = t.school.children.hugo;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const dataUrl = (bytes: Buffer, type = 'application/pdf') => `data:${type};base64,${bytes.toString('base64')}`;

describe('the demo school', () => {
  it("holds the Martin parent's report of Hugo ill on the next school day and leave waiting for the office", async () => {
    const requests = (await (await t.as('parent')).get(familyRequestPaths.list)).json().requests as Array<Record<string, unknown>>;
    const report = requests.find((r) => r.kind === 'absence' && r.childId === hugo);
    const leave = requests.find((r) => r.kind === 'leave' && r.childId === hugo);
    expect(report).toMatchObject({ reason: 'ill', state: 'reported', details: expect.stringContaining('fever') });
    // ISO dates compare as text: the report is ahead of today, the leave further ahead.
    expect(String(report?.from) > today).toBe(true);
    expect(leave).toMatchObject({ reason: 'family', state: 'pending', decisionNote: null });
    expect(String(leave?.from) > String(report?.from)).toBe(true);

    const office = await t.as('office');
    const dayView = (await office.get(`${staffFamilyRequestPaths.day}?date=${String(report?.from)}`)).json();
    expect(dayView.requests.map((r: { id: number }) => r.id)).toEqual([report?.id]);
    expect(dayView.pendingLeave.map((r: { id: number }) => r.id)).toEqual([leave?.id]);
  });
});

describe('a parent reports an absence', () => {
  it('saves it as reported, lists it for the family and tells the office in its bell', async () => {
    const parent = await t.as('parent');
    const response = await parent.post(familyRequestPaths.absences, report(hugo));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      kind: 'absence',
      childId: hugo,
      firstName: 'Hugo',
      from: today,
      to: today,
      reason: 'ill',
      state: 'reported',
    });
    const list = (await parent.get(familyRequestPaths.list)).json();
    expect(list.requests[0]).toMatchObject({ id: saved.id, state: 'reported' });
    const notices = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'kind'])
      .where('subject', '=', 'family request')
      .where('subject_id', '=', saved.id)
      .execute();
    expect(notices).toEqual([{ user_id: t.school.users.office, kind: 'familyRequest.absence' }]);
    // The registry is the roll call's: a report writes no entry.
    expect(
      await t.db.selectFrom('registry_entries').select('id').where('child_id', '=', hugo).where('date', '>=', today).execute(),
    ).toEqual([]);
  });

  it('answers 404 to the Dubois parent for a Martin child, and writes nothing', async () => {
    const dubois = await t.as('parent2');
    const before = await snapshotTables(t.db);
    const response = await dubois.post(familyRequestPaths.absences, report(hugo));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await dubois.post(familyRequestPaths.leave, report(hugo, day(2)))).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
    // And the Martins' requests are not in the Duboises' list.
    expect((await dubois.get(familyRequestPaths.list)).json().requests.map((r: { childId: number }) => r.childId)).not.toContain(hugo);
  });

  it("refuses a student (403: the routes are the parents', as the certificate upload is)", async () => {
    const student = await t.as('student');
    const lea = t.school.children.lea;
    const before = await snapshotTables(t.db);
    expect((await student.post(familyRequestPaths.absences, report(lea))).statusCode).toBe(403);
    expect((await student.post(familyRequestPaths.leave, report(lea, day(2)))).statusCode).toBe(403);
    expect((await student.get(familyRequestPaths.list)).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it.each([
    ['a past day', familyRequestPaths.absences, report(0, day(-1)), 'VALIDATION_ERROR'],
    ['an end before the start', familyRequestPaths.absences, report(0, day(3), day(2)), 'VALIDATION_ERROR'],
    ['a start past 60 days', familyRequestPaths.absences, report(0, day(61)), 'VALIDATION_ERROR'],
    ['a span past 60 days', familyRequestPaths.absences, report(0, day(1), day(61)), 'VALIDATION_ERROR'],
    ['leave for today', familyRequestPaths.leave, report(0, today), 'VALIDATION_ERROR'],
    ['a date that does not exist', familyRequestPaths.absences, report(0, '2026-02-30'), 'VALIDATION_ERROR'],
    ['a reason off the list', familyRequestPaths.absences, report(0, today, today, { reason: 'holiday' }), 'VALIDATION_ERROR'],
    ['a field of its own', familyRequestPaths.absences, report(0, today, today, { state: 'granted' }), 'VALIDATION_ERROR'],
    [
      'a certificate on leave',
      familyRequestPaths.leave,
      report(0, day(2), day(2), { certificate: { name: 'a.pdf', contents: 'data:application/pdf;base64,' } }),
      'VALIDATION_ERROR',
    ],
  ])('refuses %s with 400 {code, message} and writes nothing', async (_name, url, body, code) => {
    const parent = await t.as('parent');
    const before = await snapshotTables(t.db);
    const response = await parent.post(url, { ...body, childId: hugo });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code, message: expect.any(String) });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('keeps a certificate by its bytes: a PDF named .png is stored as a PDF, text named .pdf is refused (415)', async () => {
    const parent = await t.as('parent');
    const pdf = makePdf('Certificate', ['Hugo may not attend']);
    const saved = await parent.post(
      familyRequestPaths.absences,
      report(hugo, day(1), day(1), { certificate: { name: 'note.png', contents: dataUrl(pdf, 'image/png') } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().hasCertificate).toBe(true);
    const row = await t.db
      .selectFrom('family_requests')
      .innerJoin('files', 'files.id', 'family_requests.certificate_file_id')
      .select(['files.media_type', 'files.name', 'files.size'])
      .where('family_requests.id', '=', saved.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ media_type: 'application/pdf', name: 'note.png.pdf', size: pdf.length });
    const office = await t.as('office');
    const download = await office.get(staffFamilyRequestPaths.certificate.replace(':id', String(saved.json().id)));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const before = await snapshotTables(t.db);
    const text = Buffer.from('this is not a certificate at all');
    const refused = await parent.post(
      familyRequestPaths.absences,
      report(hugo, day(1), day(1), { certificate: { name: 'note.pdf', contents: dataUrl(text) } }),
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('leave', () => {
  it('waits as pending; the office grants it once (409 after), audited, and the parents are e-mailed', async () => {
    const parent = await t.as('parent');
    const asked = (
      await parent.post(familyRequestPaths.leave, { ...report(hugo, day(5), day(6)), reason: 'family', details: 'A wedding' })
    ).json();
    expect(asked.state).toBe('pending');
    const office = await t.as('office');
    const pending = (await office.get(`${staffFamilyRequestPaths.day}?date=${today}`)).json().pendingLeave;
    expect(pending.map((r: { id: number }) => r.id)).toContain(asked.id);

    const sent = smtp.messages.length;
    const granted = await office.post(familyRequestDecisionPath(asked.id), { decision: 'granted', note: 'Enjoy the wedding' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ state: 'granted', decisionNote: 'Enjoy the wedding' });
    const before = await snapshotTables(t.db);
    const again = await office.post(familyRequestDecisionPath(asked.id), { decision: 'refused', note: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: expect.any(String) });
    expect(await snapshotTables(t.db)).toEqual(before);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id'])
      .where('entity', '=', 'leaveRequest')
      .execute();
    expect(audit).toContainEqual({ action: 'update', entity: 'leaveRequest', entity_id: asked.id });
    await t.app.jobs.runDue();
    const mails = await smtp.waitForCount(sent + 1);
    const mail = mails.slice(sent).find((m) => m.to.includes('parent@example.com'));
    expect(mail?.subject).toMatch(/^Leave for Hugo from .* was granted$/);
    expect((await parent.get(familyRequestPaths.list)).json().requests.find((r: { id: number }) => r.id === asked.id)).toMatchObject({
      state: 'granted',
      decisionNote: 'Enjoy the wedding',
    });
  });

  it('refuses a decision on a report, an unknown id (404) and a teacher (403)', async () => {
    const parent = await t.as('parent');
    const reported = (await parent.post(familyRequestPaths.absences, report(hugo, day(8)))).json();
    const office = await t.as('office');
    expect((await office.post(familyRequestDecisionPath(reported.id), { decision: 'granted', note: '' })).statusCode).toBe(404);
    expect((await office.post(familyRequestDecisionPath(999999), { decision: 'granted', note: '' })).statusCode).toBe(404);
    const asked = (await parent.post(familyRequestPaths.leave, report(hugo, day(9)))).json();
    const teacher = await t.as('teacher');
    expect((await teacher.post(familyRequestDecisionPath(asked.id), { decision: 'granted', note: '' })).statusCode).toBe(403);
    expect((await teacher.get(staffFamilyRequestPaths.day)).statusCode).toBe(403);
  });
});

describe('beside the roll call', () => {
  it("shows the report in the teacher's register, which stays as marked; the office sees the difference", async () => {
    const maths = await hugoMaths(t);
    const lesson = await newLesson(t, maths, today);
    const parent = await t.as('parent');
    const reported = (await parent.post(familyRequestPaths.absences, report(hugo))).json();
    const teacher = await t.as('teacher');
    const register = (await teacher.get(registerPath(lesson))).json();
    const hugoRow = register.pupils.find((p: { childId: number }) => p.childId === hugo);
    expect(hugoRow).toMatchObject({ mark: null, familyWord: { kind: 'absence', reason: 'ill' } });

    // The teacher marks Hugo present: the register says present, the report still says ill.
    const saved = await teacher.post(registerPath(lesson), { marks: await marksFor(t, maths) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pupils.find((p: { childId: number }) => p.childId === hugo)).toMatchObject({
      mark: 'present',
      familyWord: { kind: 'absence' },
    });
    expect(await t.db.selectFrom('registry_entries').select('id').where('lesson_id', '=', lesson).execute()).toEqual([]);
    const stored = await t.db
      .selectFrom('family_requests')
      .select(['state', 'reason', 'from_date', 'to_date'])
      .where('id', '=', reported.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'reported', reason: 'ill', from_date: today, to_date: today });

    const office = await t.as('office');
    const dayView = (await office.get(`${staffFamilyRequestPaths.day}?date=${today}`)).json();
    expect(dayView.requests.map((r: { id: number }) => r.id)).toContain(reported.id);
    expect(dayView.differences).toContainEqual(
      expect.objectContaining({
        kind: 'reportedButPresent',
        childId: hugo,
        firstName: 'Hugo',
        requestId: expect.any(Number),
        subject: 'Mathematics',
      }),
    );
  });

  it('flags refused leave beside an absence, and a past absence with no word from the family', async () => {
    const maths = await hugoMaths(t);
    const parent = await t.as('parent');
    const office = await t.as('office');
    const asked = (await parent.post(familyRequestPaths.leave, report(hugo, day(3)))).json();
    await office.post(familyRequestDecisionPath(asked.id), { decision: 'refused', note: 'Not during the exams' });
    const lesson = await newLesson(t, maths, day(3));
    // The office may take any day's register; Hugo absent despite the refusal.
    expect((await office.post(registerPath(lesson), { marks: await marksFor(t, maths, [hugo]) })).statusCode).toBe(200);
    const ahead = (await office.get(`${staffFamilyRequestPaths.day}?date=${day(3)}`)).json();
    expect(ahead.differences).toContainEqual(expect.objectContaining({ kind: 'refusedButAbsent', childId: hugo, requestId: asked.id }));

    const yesterday = await newLesson(t, maths, day(-1));
    expect((await office.post(registerPath(yesterday), { marks: await marksFor(t, maths, [hugo]) })).statusCode).toBe(200);
    const past = (await office.get(`${staffFamilyRequestPaths.day}?date=${day(-1)}`)).json();
    expect(past.differences).toContainEqual(expect.objectContaining({ kind: 'absentWithoutWord', childId: hugo, requestId: null }));
    // The flag changes nothing: the register keeps Hugo absent.
    expect((await office.get(registerPath(yesterday))).json().pupils.find((p: { childId: number }) => p.childId === hugo).mark).toBe(
      'absent',
    );
  });
});

describe('records', () => {
  it("are in the family's data export, with the certificate's bytes, and in no other family's", async () => {
    const parent = await t.as('parent');
    const pdf = makePdf('Certificate', ['For the export']);
    const saved = (
      await parent.post(
        familyRequestPaths.absences,
        report(hugo, day(12), day(12), { certificate: { name: 'export.pdf', contents: dataUrl(pdf) } }),
      )
    ).json();
    const zip = readExportZip(await parent.get(dataExportPaths.mine));
    const requests = zip.json<Array<{ id: number; kind: string; certificate: string | null }>>('family-requests.json');
    const mine = requests.find((r) => r.id === saved.id);
    expect(mine).toMatchObject({ kind: 'absence', certificate: expect.stringMatching(/^files\/request-certificates\/.+\.pdf$/) });
    expect(Buffer.from(zip.entries[mine!.certificate!]!).equals(pdf)).toBe(true);
    const other = readExportZip(await (await t.as('parent2')).get(dataExportPaths.mine));
    expect(other.json<unknown[]>('family-requests.json')).toEqual([]);
  });
});

describe('retention', () => {
  it("goes with the registry's kind: the requests, their certificates and the office's notices of them", async () => {
    const noah = t.school.children.noah;
    const dubois = await t.as('parent2');
    const pdf = makePdf('Certificate', ['Retention']);
    const saved = (
      await dubois.post(
        familyRequestPaths.absences,
        report(noah, day(1), day(1), { certificate: { name: 'noah.pdf', contents: dataUrl(pdf) } }),
      )
    ).json();
    const row = await t.db.selectFrom('family_requests').select('certificate_file_id').where('id', '=', saved.id).executeTakeFirstOrThrow();
    // As the nightly job does for a pupil who left (retention.test.ts runs the job itself).
    await PURGES.registry(t.db, [noah]);
    expect(await t.db.selectFrom('family_requests').select('id').where('child_id', '=', noah).execute()).toEqual([]);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', row.certificate_file_id!).execute()).toEqual([]);
    const notices = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('subject', '=', 'family request')
      .where('subject_id', '=', saved.id)
      .execute();
    expect(notices).toEqual([]);
  });
});
