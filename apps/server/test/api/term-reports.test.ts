import {
  ZClassAppreciations,
  ZGroupAppreciations,
  ZTermReportOverview,
  ZTermReportSummaries,
  ZTermReportSummary,
  staffHeadTeacherPath,
  staffTermReportClassPath,
  staffTermReportOpenPath,
  staffTermReportPath,
  staffTermReportPreviewPath,
  staffTermReportPublishPath,
  staffTermReportsPaths,
  staffTermReportGroupPath,
} from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBatch, termReportJobHandler } from '../../src/modules/term-reports/term-reports.publish';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { insertAssessment, insertMarks, termHolding } from '../helpers/term-report-rows';
import { clearDemoMarks } from './marks-fixtures';

let t: TestContext;
let term: Awaited<ReturnType<typeof termHolding>>;
let maths6A: number;

const count = async (table: 'report_appreciations' | 'general_appreciations' | 'term_reports' | 'term_report_pupils') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const summary = async () => {
  const response = await (await t.as('office')).get(staffTermReportsPaths.terms);
  expect(response.statusCode).toBe(200);
  return ZTermReportSummaries.parse(response.json()).terms.find((s) => s.termId === term.id)!;
};

beforeAll(async () => {
  t = await buildTestApp();
  // Hand-made figures: a school with no marks but this test's (decision 114).
  await clearDemoMarks(t);
  term = await termHolding(t.db, schoolToday());
  maths6A = t.school.subjects.class6A[0]!;
  const { lea, noah } = t.school.children;
  const day = term.start_date;
  const test1 = await insertAssessment(t.db, {
    subjectId: maths6A,
    termId: term.id,
    authorId: t.school.users.teacher,
    title: 'Fractions',
    date: day,
  });
  await insertMarks(t.db, test1, [
    { childId: lea, value: 14 },
    { childId: noah, value: 10 },
  ]);
  const test2 = await insertAssessment(t.db, {
    subjectId: maths6A,
    termId: term.id,
    authorId: t.school.users.teacher,
    title: 'Decimals',
    date: day,
    outOf: 10,
    coefficient: 2,
  });
  await insertMarks(t.db, test2, [
    { childId: lea, value: 8 },
    { childId: noah, code: 'absent' },
  ]);
  // A draft counts for nothing until it is published.
  const draft = await insertAssessment(t.db, {
    subjectId: maths6A,
    termId: term.id,
    authorId: t.school.users.teacher,
    title: 'Draft',
    date: day,
    published: false,
  });
  await insertMarks(t.db, draft, [{ childId: lea, value: 0 }]);
});
afterAll(async () => t?.close());

describe('term reports: opening', () => {
  it('lists the school year’s terms, not opened yet, to every staff account', async () => {
    const response = await (await t.as('teacher')).get(staffTermReportsPaths.terms);
    expect(response.statusCode).toBe(200);
    const terms = ZTermReportSummaries.parse(response.json()).terms;
    expect(terms.map((s) => s.termId)).toContain(term.id);
    expect(terms.find((s) => s.termId === term.id)).toMatchObject({ state: 'notOpened', progress: null, failure: null });
    expect((await (await t.as('parent')).get(staffTermReportsPaths.terms)).statusCode).toBe(403);
  });

  it('refuses appreciations before the term is opened (409), writing nothing', async () => {
    const response = await (
      await t.as('teacher')
    ).put(staffTermReportGroupPath(term.id, maths6A), {
      appreciations: [{ childId: t.school.children.lea, text: 'Too early' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await count('report_appreciations')).toBe(0);
  });

  it('lets only the office open a term, once', async () => {
    expect((await (await t.as('teacher')).post(staffTermReportOpenPath(term.id))).statusCode).toBe(403);
    expect(await count('term_reports')).toBe(0);
    expect((await (await t.as('office')).post(staffTermReportOpenPath(999_999))).statusCode).toBe(404);
    const opened = await (await t.as('office')).post(staffTermReportOpenPath(term.id));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(ZTermReportSummary.parse(opened.json())).toMatchObject({ state: 'open', termId: term.id });
    expect((await (await t.as('office')).post(staffTermReportOpenPath(term.id))).statusCode).toBe(409);
    expect((await auditLinesOf(t.db, 'termReport'))[0]).toMatchObject({ action: 'create', entityId: term.id });
  });
});

describe("term reports: a group's appreciations", () => {
  it("gives the group's teacher each pupil's average from the published assessments and the class's figures", async () => {
    const response = await (await t.as('teacher')).get(staffTermReportGroupPath(term.id, maths6A));
    expect(response.statusCode, response.body).toBe(200);
    const group = ZGroupAppreciations.parse(response.json());
    expect(group.canWrite).toBe(true);
    // Léa: (14/20×20×1 + 8/10×20×2) ÷ 3 = 15.33; Noah: 10 (absent leaves the second out).
    expect(group.pupils.find((p) => p.childId === t.school.children.lea)?.average).toBe(15.33);
    expect(group.pupils.find((p) => p.childId === t.school.children.noah)?.average).toBe(10);
    expect(group.classFigures).toEqual({ average: 12.67, lowest: 10, highest: 15.33 });
  });

  it("hides another teacher's group (404) and refuses the office's writing (403), writing nothing", async () => {
    const body = { appreciations: [{ childId: t.school.children.lea, text: 'Not mine' }] };
    expect((await (await t.as('teacher2')).get(staffTermReportGroupPath(term.id, maths6A))).statusCode).toBe(404);
    expect((await (await t.as('teacher2')).put(staffTermReportGroupPath(term.id, maths6A), body)).statusCode).toBe(404);
    const office = await (await t.as('office')).get(staffTermReportGroupPath(term.id, maths6A));
    expect(office.statusCode).toBe(200);
    expect(ZGroupAppreciations.parse(office.json()).canWrite).toBe(false);
    expect((await (await t.as('office')).put(staffTermReportGroupPath(term.id, maths6A), body)).statusCode).toBe(403);
    expect(await count('report_appreciations')).toBe(0);
  });

  it('refuses a pupil outside the group or listed twice (400), writing nothing', async () => {
    const client = await t.as('teacher');
    const outside = await client.put(staffTermReportGroupPath(term.id, maths6A), {
      appreciations: [
        { childId: t.school.children.lea, text: 'Fine' },
        { childId: t.school.children.hugo, text: 'Not in 6A' },
      ],
    });
    expect(outside.statusCode).toBe(400);
    const twice = await client.put(staffTermReportGroupPath(term.id, maths6A), {
      appreciations: [
        { childId: t.school.children.lea, text: 'Once' },
        { childId: t.school.children.lea, text: 'Twice' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(await count('report_appreciations')).toBe(0);
  });

  it('writes, changes and (with an empty text) removes appreciations, each in the audit log', async () => {
    const client = await t.as('teacher');
    const { lea, noah } = t.school.children;
    const first = await client.put(staffTermReportGroupPath(term.id, maths6A), {
      appreciations: [
        { childId: lea, text: 'Excellent term, keep it up.' },
        { childId: noah, text: 'Must work more regularly.' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const group = ZGroupAppreciations.parse(first.json());
    expect(group.pupils.find((p) => p.childId === lea)?.appreciation).toBe('Excellent term, keep it up.');
    const removed = await client.put(staffTermReportGroupPath(term.id, maths6A), { appreciations: [{ childId: noah, text: '' }] });
    expect(removed.statusCode).toBe(200);
    expect(ZGroupAppreciations.parse(removed.json()).pupils.find((p) => p.childId === noah)?.appreciation).toBe('');
    expect(await count('report_appreciations')).toBe(1);
    const lines = await auditLinesOf(t.db, 'appreciation');
    expect(lines[0]).toMatchObject({ action: 'delete', childId: noah, entityId: maths6A, after: null });
    expect(lines.filter((l) => l.action === 'create')).toHaveLength(2);
  });

  it('refuses the appreciations of a group archived with its school year (409), writing nothing', async () => {
    const archived = await t.db
      .insertInto('subjects')
      .values({
        name: 'Old maths',
        short_name: 'OLD',
        teaching_group: '6A old',
        teacher_id: t.school.teachers.bernard,
        color: '#000000',
        class_id: t.school.classes.class6A,
        archived_at: '2025-08-31T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('child_subjects').values({ child_id: t.school.children.lea, subject_id: archived.id }).execute();
    const before = await count('report_appreciations');
    const response = await (
      await t.as('teacher')
    ).put(staffTermReportGroupPath(term.id, archived.id), {
      appreciations: [{ childId: t.school.children.lea, text: 'Last year' }],
    });
    expect(response.statusCode).toBe(409);
    expect(await count('report_appreciations')).toBe(before);
    const view = ZGroupAppreciations.parse((await (await t.as('teacher')).get(staffTermReportGroupPath(term.id, archived.id))).json());
    expect(view.canWrite).toBe(false);
  });

  it('shows the office every group and a teacher only their own with how many are written', async () => {
    const mine = ZTermReportOverview.parse((await (await t.as('teacher')).get(staffTermReportPath(term.id))).json());
    expect(mine.groups.every((g) => g.teacherName === 'Paul Bernard')).toBe(true);
    expect(mine.groups.find((g) => g.groupId === maths6A)).toMatchObject({ pupilsCount: 2, writtenCount: 1 });
    expect(mine.classes).toEqual([]);
    const office = ZTermReportOverview.parse((await (await t.as('office')).get(staffTermReportPath(term.id))).json());
    expect(office.groups.length).toBeGreaterThan(mine.groups.length);
    expect(office.classes.map((c) => c.classId)).toEqual(expect.arrayContaining([t.school.classes.class6A, t.school.classes.class3B]));
  });
});

describe("term reports: the class's general appreciations", () => {
  it('lets the office name the head teacher, who then writes the general appreciations of the class', async () => {
    const { lea, hugo } = t.school.children;
    const body = { appreciations: [{ childId: lea, text: 'A very good term overall.' }] };
    expect((await (await t.as('teacher')).get(staffTermReportClassPath(term.id, t.school.classes.class6A))).statusCode).toBe(404);
    expect((await (await t.as('teacher')).put(staffTermReportClassPath(term.id, t.school.classes.class6A), body)).statusCode).toBe(404);
    expect(
      (await (await t.as('teacher')).put(staffHeadTeacherPath(t.school.classes.class6A), { teacherId: t.school.teachers.bernard }))
        .statusCode,
    ).toBe(403);
    expect((await (await t.as('office')).put(staffHeadTeacherPath(t.school.classes.class6A), { teacherId: 999_999 })).statusCode).toBe(400);
    expect((await (await t.as('office')).put(staffHeadTeacherPath(999_999), { teacherId: null })).statusCode).toBe(404);
    const named = await (
      await t.as('office')
    ).put(staffHeadTeacherPath(t.school.classes.class6A), { teacherId: t.school.teachers.bernard });
    expect(named.statusCode, named.body).toBe(200);
    expect((await auditLinesOf(t.db, 'class'))[0]).toMatchObject({ action: 'update', after: { headTeacherId: t.school.teachers.bernard } });

    const notOfClass = await (
      await t.as('teacher')
    ).put(staffTermReportClassPath(term.id, t.school.classes.class6A), {
      appreciations: [{ childId: hugo, text: 'Not in 6A' }],
    });
    expect(notOfClass.statusCode).toBe(400);
    expect((await (await t.as('teacher2')).put(staffTermReportClassPath(term.id, t.school.classes.class6A), body)).statusCode).toBe(404);
    expect(await count('general_appreciations')).toBe(0);

    const written = await (await t.as('teacher')).put(staffTermReportClassPath(term.id, t.school.classes.class6A), body);
    expect(written.statusCode, written.body).toBe(200);
    const view = ZClassAppreciations.parse(written.json());
    const line = view.pupils.find((p) => p.childId === lea)!;
    expect(line.appreciation).toBe('A very good term overall.');
    expect(line.subjects.find((s) => s.subject === 'Mathematics')).toEqual({
      subject: 'Mathematics',
      average: 15.33,
      appreciation: 'Excellent term, keep it up.',
    });
    expect(line.overallAverage).toBe(15.33);
    const overview = ZTermReportOverview.parse((await (await t.as('teacher')).get(staffTermReportPath(term.id))).json());
    expect(overview.classes).toEqual([expect.objectContaining({ classId: t.school.classes.class6A, writtenCount: 1, canWrite: true })]);
  });

  it("previews a pupil's report as a PDF for the office only", async () => {
    const response = await (await t.as('office')).get(staffTermReportPreviewPath(term.id, t.school.children.lea));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await (await t.as('teacher')).get(staffTermReportPreviewPath(term.id, t.school.children.lea))).statusCode).toBe(403);
    expect((await (await t.as('office')).get(staffTermReportPreviewPath(term.id, 999_999))).statusCode).toBe(404);
  });
});

describe('term reports: publishing in the background', () => {
  it('publishes every pupil’s report into Reports, tells the families, shows progress, and closes the writing', async () => {
    expect((await (await t.as('teacher')).post(staffTermReportPublishPath(term.id))).statusCode).toBe(403);
    const reportsBefore = await t.db.selectFrom('reports').select(['id']).execute();
    const pupils = await t.db
      .selectFrom('children')
      .select('id')
      .where('deactivated_at', 'is', null)
      .where('class_id', 'is not', null)
      .execute();

    const started = await (await t.as('office')).post(staffTermReportPublishPath(term.id));
    expect(started.statusCode, started.body).toBe(202);
    expect(ZTermReportSummary.parse(started.json())).toMatchObject({ state: 'publishing', progress: { done: 0, total: pupils.length } });
    expect((await (await t.as('office')).post(staffTermReportPublishPath(term.id))).statusCode).toBe(409);
    // A run that made one report and stopped: the job goes on from there, making no report twice.
    expect(
      await publishBatch(t.db, term.id, { now: () => new Date(), timeZone: 'Europe/Paris', schoolName: 'Test', language: 'en', batch: 1 }),
    ).toBe(pupils.length > 1);
    expect((await summary()).progress).toEqual({ done: 1, total: pupils.length });

    await t.app.jobs.runDue();
    const done = await summary();
    expect(done).toMatchObject({ state: 'published', progress: { done: pupils.length, total: pupils.length }, failure: null });
    expect(done.publishedAt).not.toBeNull();

    const made = await t.db
      .selectFrom('term_report_pupils')
      .innerJoin('reports', 'reports.id', 'term_report_pupils.report_id')
      .select(['term_report_pupils.child_id', 'reports.title', 'reports.year', 'reports.id'])
      .where('term_report_pupils.term_id', '=', term.id)
      .execute();
    expect(made.map((r) => r.child_id).sort()).toEqual(pupils.map((p) => p.id).sort());
    expect(made.every((r) => r.title === `Term report: ${term.name}` && r.year === term.school_year)).toBe(true);
    expect((await t.db.selectFrom('reports').select('id').execute()).length).toBe(reportsBefore.length + pupils.length);
    const lea = made.find((r) => r.child_id === t.school.children.lea)!;
    const told = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'kind'])
      .where('subject', '=', 'report')
      .where('subject_id', '=', lea.id)
      .execute();
    expect(told.map((n) => n.user_id)).toContain(t.school.users.parent);
    expect(told.every((n) => n.kind === 'report.new')).toBe(true);

    const late = await (
      await t.as('teacher')
    ).put(staffTermReportGroupPath(term.id, maths6A), {
      appreciations: [{ childId: t.school.children.lea, text: 'Too late' }],
    });
    expect(late.statusCode).toBe(409);
    expect((await (await t.as('office')).post(staffTermReportPublishPath(term.id))).statusCode).toBe(409);
  });

  it('records why a publishing stopped; the office publishes again and it goes on to the end', async () => {
    const other = await t.db
      .selectFrom('school_terms')
      .select('id')
      .where('id', '!=', term.id)
      .orderBy('start_date')
      .executeTakeFirstOrThrow();
    const office = await t.as('office');
    expect((await office.post(staffTermReportOpenPath(other.id))).statusCode).toBe(200);
    expect((await office.post(staffTermReportPublishPath(other.id))).statusCode).toBe(202);
    // A run that fails (here an unknown time zone, as a broken deployment would give it).
    const broken = termReportJobHandler(t.db, { now: () => new Date(), timeZone: 'Not/A_Zone', schoolName: 'Test', language: 'en' });
    await expect(
      broken({ id: 0, kind: 'term-reports', payload: JSON.stringify({ termId: other.id }), attempts: 1, lockedUntil: '' }),
    ).rejects.toThrow();
    const row = await t.db
      .selectFrom('term_reports')
      .select(['state', 'failure'])
      .where('term_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('publishing');
    expect(row.failure).not.toBeNull();
    const again = await office.post(staffTermReportPublishPath(other.id));
    expect(again.statusCode, again.body).toBe(202);
    expect(ZTermReportSummary.parse(again.json()).failure).toBeNull();
    await t.app.jobs.runDue();
    const done = await t.db
      .selectFrom('term_reports')
      .select(['state', 'progress_done', 'progress_total'])
      .where('term_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(done.state).toBe('published');
    expect(done.progress_done).toBe(done.progress_total);
  });
});
