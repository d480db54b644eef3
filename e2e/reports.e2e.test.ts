import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { DESKTOP, type TestPage, openPage } from './support/browser';
import { downloadedBytes, isPdf, recordBlobUrls, tabContent, zipEntries } from './support/documents';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));
const openInFrench = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport, { locale: 'fr-FR' }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

type Report = { id: number; title: string; year: string; child: { id: number }; hasNotification: boolean };
const LEA = 1;
const reportsOf = async (childId: number) =>
  (await (await apiAs(env.baseUrl, 'parent')).get<Report[]>('/api/report')).filter((r) => r.child.id === childId);
const yearsNewestFirst = (reports: Report[]) => [...new Set(reports.map((r) => r.year))].sort().reverse();

const yearTabs = (page: TestPage['page']) => page.getByRole('tablist', { name: 'School year' }).getByRole('tab');
/** The card titles, without the unseen dot's 'New' said to screen readers. */
const cardTitles = async (page: TestPage['page']) =>
  (await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.replace(/New$/, ''));

describe('reports', () => {
  it('shows the school years newest first, the latest selected, and switches year', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/reports');
    await yearTabs(page).first().waitFor();
    const reports = await reportsOf(LEA);
    const years = yearsNewestFirst(reports);
    expect(years.length).toBeGreaterThan(1);
    expect((await yearTabs(page).allTextContents()).map((text) => text.replace('(new)', ''))).toEqual(years);
    expect(await yearTabs(page).first().getAttribute('aria-selected')).toBe('true');
    const titlesOf = (year: string) => reports.filter((r) => r.year === year).map((r) => r.title);
    expect((await cardTitles(page)).sort()).toEqual(titlesOf(years[0]!).sort());

    await yearTabs(page).nth(1).click();
    expect(await yearTabs(page).nth(1).getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(titlesOf(years[1]!).sort());
  });

  it('opens a report in a new tab and saves one as {title}.pdf', async () => {
    const { page, context } = await open();
    await recordBlobUrls(context);
    await signIn(page, env.baseUrl, 'parent', '/reports');
    const card = page.getByRole('tabpanel').getByRole('article').first();
    const title = await card.getByRole('heading').textContent();
    const [tab] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: /^See/ }).click()]);
    expect(await tabContent(page, tab)).toEqual({ type: 'application/pdf', head: '%PDF-' });
    await page.getByText('Report opened in new tab').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /^download/ }).click()]);
    expect(download.suggestedFilename()).toBe(`${title?.replace('New', '')}.pdf`);
    expect(isPdf(await downloadedBytes(download))).toBe(true);
    await page.getByText('Report downloaded').waitFor();
    await expect.poll(() => card.getByText('New', { exact: true }).count()).toBe(0);
  });

  it("saves the year's reports in one zip with 'Download all reports'", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/reports');
    const years = yearsNewestFirst(await reportsOf(LEA));
    await yearTabs(page).nth(1).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all reports' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Léa Martin - Reports ${years[1]}.zip`);
    const entries = await zipEntries(download);
    const expected = (await reportsOf(LEA)).filter((r) => r.year === years[1]).map((r) => `${r.title}.pdf`);
    expect(Object.keys(entries).sort()).toEqual(expected.sort());
    for (const bytes of Object.values(entries)) expect(isPdf(bytes)).toBe(true);
  });

  it("speaks French: 'Bulletins', the year tabs, and the zip named 'Léa Martin - Bulletins {year}'", async () => {
    const { page } = await openInFrench();
    await signIn(page, env.baseUrl, 'parent', '/reports');
    await page.getByRole('heading', { level: 1, name: 'Bulletins' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Année scolaire' }).getByRole('tab');
    await tabs.first().waitFor();
    const years = yearsNewestFirst(await reportsOf(LEA));
    expect(await page.getByRole('tabpanel').getByText(`Année scolaire ${years[0]}`).count()).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger tous les bulletins' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Léa Martin - Bulletins ${years[0]}.zip`);
    await page.getByText('Bulletin téléchargé').waitFor();
  });

  it("tells when a report cannot be had or opened (the list's states: reports-page.states.test.tsx)", async () => {
    const { page, context } = await open();
    await context.route('**/api/report/*/download', (route) => route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'x' } }));
    await signIn(page, env.baseUrl, 'parent', '/reports');
    const card = page.getByRole('tabpanel').getByRole('article').first();
    await card.getByRole('button', { name: /^download/ }).click();
    await page.getByText('An error occurred while downloading the report.').waitFor();
    await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: /^See/ }).click()]);
    await page.getByText('An error occurred while opening the report.').waitFor();
  });

  it('works for a student, with her own reports and no child selector', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student', '/reports');
    await yearTabs(page).first().waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    const reports = await reportsOf(LEA);
    const titles = reports.filter((r) => r.year === yearsNewestFirst(reports)[0]).map((r) => r.title);
    expect((await cardTitles(page)).sort()).toEqual(titles.sort());
  });
});
