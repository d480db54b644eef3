import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { DESKTOP, type TestPage, openPage, screenshot } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));

/** A page in a browser of another language: a French family. */
const openAs = async (options: { locale?: string; timezoneId?: string }, viewport = DESKTOP) =>
  (current = await openPage(env.browser, env.baseUrl, viewport, options));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

type TermEvent = { id: number; date: string; type: string; school_year: string; title_en: string; title_fr: string };
const newestYearOf = (events: TermEvent[]) => [...new Set(events.map((e) => e.school_year))].sort().reverse()[0]!;
const dayName = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const termEvents = async () => (await apiAs(env.baseUrl, 'parent')).get<TermEvent[]>('/api/terms');
const yearTabs = (page: TestPage['page']) => page.getByRole('tablist', { name: 'School year' }).getByRole('tab');
const sectionButtons = (page: TestPage['page']) => page.getByRole('tabpanel').getByRole('heading', { level: 2 }).getByRole('button');
const eventTitles = async (page: TestPage['page']) => page.getByRole('tabpanel').locator('li > div > p:first-child').allTextContents();

describe('term dates', () => {
  it('offers the school years newest first, the newest selected, and switches year', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/termsdates');
    const events = await termEvents();
    const years = [...new Set(events.map((e) => e.school_year))].sort().reverse();
    expect(years.length).toBe(2);
    await yearTabs(page).first().waitFor();
    expect(await yearTabs(page).allTextContents()).toEqual(years);
    expect(await yearTabs(page).first().getAttribute('aria-selected')).toBe('true');
    const titlesOf = (year: string) =>
      events
        .filter((e) => e.school_year === year)
        .map((e) => e.title_en)
        .sort();
    expect((await eventTitles(page)).sort()).toEqual(titlesOf(years[0]!));
    // The Christmas concert is published for the current year only; an English reader reads it in English.
    await page.getByText('Christmas concert').waitFor();
    expect(await page.getByText('Concert de Noël').count()).toBe(0);

    await yearTabs(page).nth(1).click();
    await expect.poll(async () => (await eventTitles(page)).sort()).toEqual(titlesOf(years[1]!));
    expect(await page.getByText('Christmas concert').count()).toBe(0);
  });

  it("groups events in collapsible sections per type, by month, in the reader's language only", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/termsdates');
    await sectionButtons(page).first().waitFor();
    const events = await termEvents();
    const newestYear = [...new Set(events.map((e) => e.school_year))].sort().reverse()[0]!;
    const types = [...new Set(events.filter((e) => e.school_year === newestYear).map((e) => e.type))].sort();
    expect((await sectionButtons(page).allTextContents()).map((text) => text.replace(/\d+ dates?$/, ''))).toEqual(types);

    const holidays = page.getByRole('button', { name: /^Holidays/ });
    expect(await holidays.getAttribute('aria-expanded')).toBe('true');
    const firstYear = newestYear.slice(0, 4);
    const panel = page.locator(`#${(await holidays.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    await panel.getByText(`December ${firstYear}`).waitFor();
    expect(await panel.getByText(`décembre ${firstYear}`).count()).toBe(0);
    expect(await panel.locator('[lang="fr"]').count()).toBe(0);
    const christmas = events.find((e) => e.school_year === newestYear && e.title_en === 'Christmas holidays')!;
    const item = panel.getByRole('listitem').filter({ hasText: 'Christmas holidays' }).first();
    expect(await item.innerText()).toContain(dayName('en-GB', christmas.date));
    expect(await item.getByText('Vacances de Noël').count()).toBe(0);
    expect(await item.innerText()).toMatch(/\b6A\b/);
    await item.getByText('No lessons', { exact: true }).waitFor();

    await holidays.click();
    expect(await holidays.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    await holidays.press('Enter');
    expect(await panel.isVisible()).toBe(true);
  });

  it('speaks French to a French reader: French titles, types, details, months and weekdays', async () => {
    const { page } = await openAs({ locale: 'fr-FR' });
    await signIn(page, env.baseUrl, 'parent', '/termsdates');
    await page.getByRole('tablist', { name: 'Année scolaire' }).getByRole('tab').first().waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Calendrier scolaire');
    expect(await page.title()).toBe('Calendrier scolaire · Carnet');
    const events = await termEvents();
    const newestYear = newestYearOf(events);
    const titles = events
      .filter((e) => e.school_year === newestYear)
      .map((e) => e.title_fr)
      .sort();
    expect((await eventTitles(page)).sort()).toEqual(titles);
    expect(await page.getByText('Christmas holidays').count()).toBe(0);

    const holidays = page.getByRole('button', { name: /^Vacances/ });
    const panel = page.locator(`#${(await holidays.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    await panel.getByRole('heading', { level: 3, name: `décembre ${newestYear.slice(0, 4)}` }).waitFor();
    const christmas = events.find((e) => e.school_year === newestYear && e.title_en === 'Christmas holidays')!;
    const item = panel.getByRole('listitem').filter({ hasText: 'Vacances de Noël' }).first();
    expect(await item.innerText()).toContain(dayName('fr-FR', christmas.date));
    await item.getByText('Pas de cours', { exact: true }).waitFor();
    await item.getByText(/^Dernier jour de cours avant les vacances\s;\sreprise des cours le \d{1,2} janvier\.$/).waitFor();
    expect(await item.locator('.sr-only').first().textContent()).toBe('Classe ');
    await screenshot(page, 'termsdates-parent-1280-fr');
  });
});
