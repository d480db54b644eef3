import { ZReportList, addDays, apiPaths, schoolYearOf, type TReport } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishReport } from '../../src/modules/reports/reports.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { worded } from '../helpers/notice-texts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function reportsOf(account: 'parent' | 'student' | 'parent2'): Promise<TReport[]> {
  const response = await (await t.as(account)).get(apiPaths.reports);
  expect(response.statusCode).toBe(200);
  return ZReportList.parse(response.json());
}

const thisYear = schoolYearOf(schoolToday());
const lastYear = schoolYearOf(addDays(schoolToday(), -365));
const notificationsAbout = (reportId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['user_id', 'seen'])
    .where('subject', '=', 'report')
    .where('subject_id', '=', reportId)
    .orderBy('user_id')
    .execute();

describe('GET /api/report', () => {
  it("answers the Martin parent both children's reports of two school years, newest year first", async () => {
    const reports = await reportsOf('parent');
    for (const childId of [t.school.children.lea, t.school.children.hugo]) {
      const own = reports.filter((r) => r.child.id === childId);
      expect(new Set(own.map((r) => r.year))).toEqual(new Set([thisYear, lastYear]));
      expect(
        own
          .filter((r) => r.year === lastYear)
          .map((r) => r.title)
          .sort(),
      ).toEqual(['Term 1 report', 'Term 2 report', 'Term 3 report']);
      // The newest report of each child is still unread.
      expect(own.filter((r) => r.hasNotification)).toHaveLength(1);
      expect(own.find((r) => r.hasNotification)?.year).toBe(thisYear);
    }
    expect(new Set(reports.map((r) => r.child.id))).toEqual(new Set([t.school.children.lea, t.school.children.hugo]));
    const years = reports.map((r) => r.year);
    expect(years).toEqual([...years].sort().reverse());
  });

  it('answers the student her own reports and the Dubois parent Noah’s', async () => {
    const student = await reportsOf('student');
    expect(new Set(student.map((r) => r.child.id))).toEqual(new Set([t.school.children.lea]));
    expect(student.filter((r) => r.hasNotification)).toHaveLength(1);
    const dubois = await reportsOf('parent2');
    expect(new Set(dubois.map((r) => r.child.id))).toEqual(new Set([t.school.children.noah]));
    expect(dubois.length).toBeGreaterThanOrEqual(4);
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.get(apiPaths.reports)).statusCode).toBe(401);
  });
});

describe('GET /api/report/:id/download', () => {
  it("sends the student's own report as a PDF and marks only her notification seen", async () => {
    const newest = (await reportsOf('student')).find((r) => r.hasNotification)!;
    expect(await notificationsAbout(newest.id)).toEqual([
      { user_id: t.school.users.parent, seen: 0 },
      { user_id: t.school.users.student, seen: 0 },
    ]);
    const response = await (await t.as('student')).get(apiPaths.reportDownload(newest.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const name = `${newest.title}.pdf`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain(`Martin - class 6A - ${thisYear}`);
    expect(await notificationsAbout(newest.id)).toEqual([
      { user_id: t.school.users.parent, seen: 0 },
      { user_id: t.school.users.student, seen: 1 },
    ]);
    expect((await reportsOf('student')).find((r) => r.id === newest.id)?.hasNotification).toBe(false);
    expect((await reportsOf('parent')).find((r) => r.id === newest.id)?.hasNotification).toBe(true);
  });

  it("answers 404 to the student for Hugo's report, to the Dubois parent for Léa's, and for an unknown id", async () => {
    const parentReports = await reportsOf('parent');
    const hugoReport = parentReports.find((r) => r.child.id === t.school.children.hugo)!;
    const leaReport = parentReports.find((r) => r.child.id === t.school.children.lea)!;
    const cases: Array<['student' | 'parent2', number]> = [
      ['student', hugoReport.id],
      ['parent2', leaReport.id],
      ['parent2', 999_999],
    ];
    for (const [account, id] of cases) {
      const response = await (await t.as(account)).get(apiPaths.reportDownload(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const response = await (await t.as('parent')).get('/api/report/abc/download');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect((await t.anonymous.get(apiPaths.reportDownload(1))).statusCode).toBe(401);
  });
});

describe('publishReport', () => {
  it('writes the report and tells the parents and the student', async () => {
    const reportId = await publishReport(t.db, {
      childId: t.school.children.lea,
      title: 'Term 9 report',
      year: thisYear,
      lines: ['Mathematics: 15/20'],
    });
    const rows = worded(
      await t.db
        .selectFrom('notifications')
        .select(['user_id', 'kind', 'params'])
        .where('subject', '=', 'report')
        .where('subject_id', '=', reportId)
        .orderBy('user_id')
        .execute(),
    );
    expect(rows).toEqual([
      { user_id: t.school.users.parent, content: 'New report for Léa: Term 9 report' },
      { user_id: t.school.users.student, content: 'New report for Léa: Term 9 report' },
    ]);
    expect((await reportsOf('student'))[0]).toMatchObject({ id: reportId, title: 'Term 9 report', year: thisYear, hasNotification: true });
  });
});
