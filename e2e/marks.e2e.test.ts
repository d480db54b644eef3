import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  childMarksPath,
  staffAssessmentPath,
  staffMarksGroupPath,
  staffMarksPaths,
  staffTermReportsPaths,
  type TAssessmentGrid,
  type TChildMarks,
  type TStaffMarksGroup,
  type TStaffMarksGroupTerm,
  type TTermReportSummary,
  todayIn,
} from '@carnet/contract';
import { apiAs } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, openPage, screenshot } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { nextSchoolTuesday, schoolInstant } from './support/school-clock';
import { type TestServer, startServer } from './support/server';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Marks and the term report (decision 114), as the issue tells them. Paul Bernard, on his phone at 10:00 on
 * a school Tuesday, enters the marks of the demo's 3B draft "Fractions and powers" pupil by pupil and
 * publishes it: the school releases marks at 18:00, to the parents an hour later. At 18:30 the Martin parent
 * still sees nothing of it; at 19:05 Hugo's mark and the class's average are on the Marks page, with one
 * notice. Then the office opens and publishes the term's reports, a progress bar runs to the end, and
 * Hugo's report is in the family's Reports. Each hour is its own server on the previous one's database
 * (CLOCK_START), whose job worker does what fell due (the messages journey's way, decision 104).
 */
const { tuesday } = nextSchoolTuesday();
const env = useServerAndBrowser({ CLOCK_START: schoolInstant(tuesday, '10:00') });
const HUGO = 2;
const DRAFT = 'Fractions and powers';
const HUGO_MARK = '15.5';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});
const serverAt = async (time: string, databaseFile?: string) => {
  const server = await startServer(
    { CLOCK_START: schoolInstant(tuesday, time) },
    { bundle: inject('serverBundle'), seededDatabase: databaseFile ?? inject('seededDatabase'), keepData: true },
  );
  servers.push(server);
  return server;
};

/** The demo's 3B maths draft, its term and the 3B pupils, as the API knows them. */
async function theDraft(baseUrl: string) {
  const paul = await apiAs(baseUrl, 'teacher');
  const { groups } = await paul.get<{ groups: TStaffMarksGroup[] }>(staffMarksPaths.groups);
  const group = groups.find((one) => one.className === '3B')!;
  const terms = await paul.get<TStaffMarksGroupTerm>(staffMarksGroupPath(group.id));
  for (const term of terms.terms) {
    const inTerm = await paul.get<TStaffMarksGroupTerm>(`${staffMarksGroupPath(group.id)}?termId=${term.id}`);
    const draft = inTerm.assessments.find((one) => one.title === DRAFT);
    if (draft) return { group, term, grid: await paul.get<TAssessmentGrid>(staffAssessmentPath(draft.id)) };
  }
  throw new Error(`no ${DRAFT} in the demo school`);
}

const hugosAssessments = async (baseUrl: string, termId: number) =>
  (await (await apiAs(baseUrl, 'parent')).get<TChildMarks>(`${childMarksPath(HUGO)}?termId=${termId}`)).subjects.flatMap((s) =>
    s.assessments.map((a) => a.title),
  );

async function enterMarksOnThePhone(page: Page, pupils: number): Promise<string[]> {
  const given: string[] = [];
  for (let at = 0; at < pupils; at += 1) {
    const card = page.getByRole('region').filter({ hasText: `${at + 1} of ${pupils}` });
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    const mark = name.startsWith('Hugo') ? HUGO_MARK : String(8 + ((at * 3) % 11));
    // One pupil was away: a code, typed as the teacher would, counts for nothing.
    await card.getByLabel(/^Mark of .*, out of 20$/).fill(at === 1 && !name.startsWith('Hugo') ? 'abs' : mark);
    given.push(`${name}:${mark}`);
    if (at < pupils - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  return given;
}

describe('marks, released at the school’s hour, and the term report', () => {
  it('Paul enters a 3B test’s marks on his phone and publishes; the Martins see Hugo’s mark only after 19:00; the term report reaches Reports', async () => {
    const morning = await serverAt('10:00');
    const { group, term, grid } = await theDraft(morning.baseUrl);
    expect(grid.assessment.state).toBe('draft');
    expect(await hugosAssessments(morning.baseUrl, term.id)).not.toContain(DRAFT);

    const teacher = await openPage(env.browser, morning.baseUrl, MOBILE);
    await signIn(teacher.page, morning.baseUrl, 'teacher', '/staff/marks');
    await teacher.page
      .getByRole('region', { name: 'Teaching groups' })
      .getByRole('link', { name: new RegExp(`${group.subject}.*3B`) })
      .click();
    await teacher.page.getByRole('link', { name: DRAFT }).click();
    await teacher.page.getByRole('heading', { level: 1, name: new RegExp(DRAFT) }).waitFor();
    await enterMarksOnThePhone(teacher.page, grid.rows.length);
    await teacher.page.getByRole('button', { name: 'Save', exact: true }).click();
    await teacher.page.getByText('Everything is saved.').waitFor();
    await teacher.page.getByText(`Marked: ${grid.rows.length} of ${grid.rows.length}`).waitFor();
    await settled(teacher.page);
    expect(await axeViolations(teacher.page)).toEqual([]);
    expect(await teacher.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await screenshot(teacher.page, `marks-entry-en-${MOBILE.width}`);
    // The "saved" toast sits over the bottom of a phone's screen for a few seconds (and stays while a
    // pointer rests on it, which a finger does not): Paul waits for it to go.
    await teacher.page.mouse.move(0, 0);
    await teacher.page.getByText('The marks are saved.').waitFor({ state: 'hidden' });
    // The publish question reads the browser's clock: 10:00 as on the server's, whatever the hour CI runs (on the
    // real day: a later day would make the page take its session for expired).
    await teacher.page.clock.setFixedTime(new Date(schoolInstant(todayIn('Europe/Paris'), '10:00')));
    await teacher.page.getByRole('button', { name: 'Publish' }).click();
    const dialog = teacher.page.getByRole('alertdialog').or(teacher.page.getByRole('dialog'));
    await dialog.getByText(/The student sees these marks at 6:00\sPM today, the parents at 7:00\sPM\./).waitFor();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await teacher.page.getByText(/^Published: the student sees these marks on .* at 6:00\sPM, the parents at 7:00\sPM\.$/).waitFor();
    await teacher.context.close();

    // Before 18:00 the parent's page has the term's released marks, not this one.
    const parentAt10 = await openPage(env.browser, morning.baseUrl, DESKTOP);
    await signIn(parentAt10.page, morning.baseUrl, 'parent', `/marks?children=${HUGO}&termId=${term.id}`);
    await parentAt10.page.getByRole('heading', { level: 1, name: 'Marks' }).waitFor();
    await parentAt10.page.getByText('Overall average').waitFor();
    expect(await parentAt10.page.getByText(DRAFT).count()).toBe(0);
    await parentAt10.context.close();
    await morning.stop();

    // 18:30: released to the student (Hugo has no account of his own in the demo), not yet to the parents.
    const evening = await serverAt('18:30', morning.databaseFile);
    expect(await hugosAssessments(evening.baseUrl, term.id)).not.toContain(DRAFT);
    await evening.stop();

    // 19:05: the parents' hour; the job worker tells them once.
    const night = await serverAt('19:05', evening.databaseFile);
    const parentApi = await apiAs(night.baseUrl, 'parent');
    let notices: Awaited<ReturnType<typeof parentApi.unseen>> = [];
    await expect.poll(async () => (notices = await parentApi.unseen(['marks'])).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(notices.filter((notice) => notice.content.includes('Hugo'))).toHaveLength(1);
    const parent = await openPage(env.browser, night.baseUrl, MOBILE);
    await signIn(parent.page, night.baseUrl, 'parent', `/marks?children=${HUGO}&termId=${term.id}`);
    const test = parent.page.getByRole('article', { name: new RegExp(DRAFT) });
    await test.getByText(`Mark ${HUGO_MARK}/20`).waitFor();
    await test
      .getByText(/Class average/)
      .first()
      .waitFor();
    await settled(parent.page);
    expect(await axeViolations(parent.page)).toEqual([]);
    expect(await parent.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await screenshot(parent.page, `marks-family-en-${MOBILE.width}`);
    // The same page in French, at night on the phone: nothing left in English, axe-clean.
    await parent.page.evaluate(() => localStorage.setItem('language', 'fr'));
    await parent.page.reload();
    await parent.page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();
    await parent.page
      .getByText(`${HUGO_MARK.replace('.', ',')}/20`)
      .first()
      .waitFor();
    await settled(parent.page);
    expect(await problemsInFrench(parent.page, 'marks', englishOnlySentences())).toEqual([]);
    expect(await axeViolations(parent.page)).toEqual([]);
    await screenshot(parent.page, `marks-family-fr-${MOBILE.width}`);
    await parent.context.close();

    // The office opens the term's reports, then publishes them; the progress bar runs to the end.
    const office = await openPage(env.browser, night.baseUrl, DESKTOP);
    await signIn(office.page, night.baseUrl, 'office', '/staff/term-reports');
    const card = office.page.getByRole('listitem').filter({ has: office.page.getByRole('heading', { level: 2, name: term.name }) });
    await card.getByRole('button', { name: 'Open the reports' }).click();
    await office.page
      .getByRole('alertdialog')
      .or(office.page.getByRole('dialog'))
      .getByRole('button', { name: 'Open the reports' })
      .click();
    await card.getByRole('button', { name: 'Publish the reports' }).click();
    await office.page
      .getByRole('alertdialog')
      .or(office.page.getByRole('dialog'))
      .getByRole('button', { name: 'Publish the reports' })
      .click();
    await card.getByText(/Published on .*: each family finds the report in Reports\./).waitFor({ timeout: 60_000 });
    const officeApi = await apiAs(night.baseUrl, 'office');
    const { terms } = await officeApi.get<{ terms: TTermReportSummary[] }>(staffTermReportsPaths.terms);
    const published = terms.find((one) => one.termId === term.id)!;
    expect(published.state).toBe('published');
    expect(published.progress?.done).toBe(published.progress?.total);
    await settled(office.page);
    expect(await axeViolations(office.page)).toEqual([]);
    await office.context.close();

    // Hugo's report is in the family's Reports.
    const reports = await parentApi.get<Array<{ title: string; child: { id: number } }>>('/api/report');
    expect(reports.filter((report) => report.child.id === HUGO).map((report) => report.title)).toContain(`Term report: ${term.name}`);
    const family = await openPage(env.browser, night.baseUrl, DESKTOP);
    await signIn(family.page, night.baseUrl, 'parent', '/reports');
    await family.page.getByText(`Term report: ${term.name}`).first().waitFor();
    await family.context.close();
  });
});
