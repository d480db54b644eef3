import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAs, eventually } from './support/api';
import { DESKTOP, MOBILE, type TestPage, openPage, requestsSentSoFar } from './support/browser';
import { addChildlessParent } from './support/database';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));
/** A browser set to another language or time zone than the journeys' English one in the school's zone. */
const openWith = async (options: { locale?: string; timezoneId?: string }, viewport = DESKTOP) =>
  (current = await openPage(env.browser, env.baseUrl, viewport, options));

/** The school's zone: the web app's default, as the journeys' server sets none. */
const SCHOOL_TIME_ZONE = 'Europe/Paris';
/** 'HH:MM' of an instant on the school's clock. */
const schoolClock = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SCHOOL_TIME_ZONE }).format(
    new Date(instant),
  );
/** '09:00' -> '9:00 AM', as the specification writes times in English. */
function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

type RegistryItem = {
  id: number;
  statut: string;
  date: string;
  subject: { name: string } | null;
  certificate: { title: string } | null;
  child: { id: number };
};
type Child = { concerns: { id: number; reason: string; acknowledged: boolean }[] };

const LEA = 1;
const HUGO = 2;
const tabList = (page: Page) => page.getByRole('tablist', { name: 'Child information' });
const tab = (page: Page, name: string) => tabList(page).getByRole('tab', { name: new RegExp(`^${name}`) });
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function latestAbsence(account: 'parent', childId: number): Promise<RegistryItem> {
  const registry = await (await apiAs(env.baseUrl, account)).get<RegistryItem[]>('/api/registry');
  const absence = registry.find((item) => item.child.id === childId && item.statut === 'ABSENT');
  if (!absence) throw new Error('no absence in the demo registry');
  return absence;
}

describe('child page', () => {
  it("shows a parent the child's header, the five tabs and the registry newest first", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${LEA}`);
    await page.getByRole('heading', { level: 1, name: 'Léa Martin' }).waitFor();
    await page.getByText('Class year').waitFor();
    expect(await page.locator('main header dl').textContent()).toBe('Class year6eClass6A');
    await page.locator('main header img').waitFor();
    await expect
      .poll(() => page.locator('main header img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await tabList(page).getByRole('tab').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Registry/),
        expect.stringMatching(/^Exit permission/),
        expect.stringMatching(/^Concern/),
      ]),
    );
    expect(await tabList(page).getByRole('tab').count()).toBe(5);
    const rows = panel(page, 'Registry').getByRole('listitem');
    await rows.first().waitFor();
    const registry = await (await apiAs(env.baseUrl, 'parent')).get<RegistryItem[]>('/api/registry');
    expect(await rows.count()).toBe(registry.filter((item) => item.child.id === LEA).length);
    expect(await rows.first().textContent()).toContain('Absent');
    expect(await page.title()).toMatch(/^Léa Martin/);
  });

  it('dots the tabs with news and reads the registry news at the first click anywhere', async () => {
    const { page } = await open();
    const api = await apiAs(env.baseUrl, 'parent');
    const unseenRegistry = async () => (await api.unseen(['registry'])).filter((n) => n.link === String(HUGO));
    expect((await unseenRegistry()).length).toBeGreaterThan(0);
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${HUGO}`);
    await page.getByRole('heading', { level: 1, name: 'Hugo Martin' }).waitFor();
    await tab(page, 'Registry').getByText('New').waitFor({ state: 'attached' });
    expect(await tab(page, 'Subject').getByText('New').count()).toBe(0);
    await page.getByRole('heading', { level: 1 }).click();
    await eventually(async () => (await unseenRegistry()).length === 0);
    await tab(page, 'Registry').getByText('New').waitFor({ state: 'detached' });
  });

  it('adds a PDF certificate to an absence, shows its short name, then removes it', async () => {
    const { page } = await open();
    const absence = await latestAbsence('parent', LEA);
    expect(absence.certificate).toBeNull();
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${LEA}`);
    const add = panel(page, 'Registry')
      .getByRole('button', { name: /^\+ add/ })
      .first();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), add.click()]);
    await chooser.setFiles({ name: 'sick-note-march.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('Certificate added successfully').waitFor();
    await panel(page, 'Registry').getByText('sick-note-ma...', { exact: true }).waitFor();
    expect((await latestAbsence('parent', LEA)).certificate).toEqual({ title: 'sick-note-march.pdf' });

    await panel(page, 'Registry')
      .getByRole('button', { name: /^Remove the certificate sick-note-march\.pdf/ })
      .click();
    await page.getByText('Certificate deleted successfully').waitFor();
    await panel(page, 'Registry').getByText('sick-note-ma...', { exact: true }).waitFor({ state: 'detached' });
    expect((await latestAbsence('parent', LEA)).certificate).toBeNull();
  });

  it('says why a refused file is refused, and nothing changes', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${LEA}`);
    const add = panel(page, 'Registry')
      .getByRole('button', { name: /^\+ add/ })
      .first();
    // Named and declared a PDF, but the bytes are a web page: the server answers 415.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), add.click()]);
    await chooser.setFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await page.getByText('This file type is not accepted: please choose a PDF, JPEG or PNG file.').waitFor();
    // Over 5 MB: refused before sending.
    const [again] = await Promise.all([page.waitForEvent('filechooser'), add.click()]);
    await again.setFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) });
    await page.getByText('This file is too large: a certificate can be at most 5 MB.').waitFor();
    expect((await latestAbsence('parent', LEA)).certificate).toBeNull();
    expect(await add.isEnabled()).toBe(true);
  });

  it('lets a parent acknowledge a concern, which then reads Yes', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${LEA}`);
    await tab(page, 'Concern').getByText('New').waitFor({ state: 'attached' });
    await tab(page, 'Concern').click();
    const concern = panel(page, 'Concern').getByRole('listitem').filter({ hasText: 'Disrupted the mathematics lesson' });
    expect(await concern.getByText(/^Acknowledged:/).textContent()).toBe('Acknowledged: No');
    await concern.getByRole('button', { name: /^Acknowledge/ }).click();
    await page.getByText('You have acknowledged the concern.').waitFor();
    await concern.getByText('Acknowledged: Yes').waitFor();
    expect(await concern.getByRole('button').count()).toBe(0);
    await tab(page, 'Concern').getByText('New').waitFor({ state: 'detached' });
    const child = await (await apiAs(env.baseUrl, 'parent')).get<Child>(`/api/child/${LEA}`);
    expect(child.concerns.every((c) => c.acknowledged)).toBe(true);
  });

  it('shows the exit permissions and the subjects with a way to write to each teacher', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${LEA}`);
    await tab(page, 'Exit permission').click();
    const lunch = panel(page, 'Exit permission').getByRole('listitem').filter({ hasText: 'Lunch at home' });
    expect(await lunch.getByRole('list').textContent()).toBe('Wednesday');
    await tab(page, 'Subject').click();
    const maths = panel(page, 'Subject').getByRole('listitem').filter({ hasText: 'Mathematics' });
    expect(await maths.textContent()).toContain('Paul Bernard');
    expect(await maths.getByRole('link', { name: /^Contact by Email/ }).getAttribute('href')).toBe('mailto:paul.bernard@school.example');
  });

  it('reads the medical news once the Medical tab is opened, each notification once', async () => {
    const { page } = await open();
    const api = await apiAs(env.baseUrl, 'parent');
    const unseenMedical = async () =>
      (await api.unseen(['medical', 'allergy', 'syringe', 'blood type'])).filter((n) => n.link === String(LEA));
    const medicalIds = (await unseenMedical()).map((n) => n.id);
    expect(medicalIds.length).toBeGreaterThan(0);
    const reads: number[] = [];
    page.on('request', (request) => {
      const read = /\/api\/notification\/read\/(\d+)$/.exec(new URL(request.url()).pathname);
      if (read) reads.push(Number(read[1]));
    });
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${LEA}`);
    await tab(page, 'Medical').getByText('New').waitFor({ state: 'attached' });
    await tab(page, 'Medical').click();
    await eventually(async () => (await unseenMedical()).length === 0);
    await tab(page, 'Medical').getByText('New').waitFor({ state: 'detached' });
    // Opened again, the tab reads nothing more.
    await tab(page, 'Subject').click();
    await tab(page, 'Medical').click();
    await requestsSentSoFar(page);
    expect(reads.filter((id) => medicalIds.includes(id)).sort((a, b) => a - b)).toEqual([...medicalIds].sort((a, b) => a - b));
  });

  it("shows each lesson's start time on the school's clock, whatever the device's zone, and none for a whole day", async () => {
    const { page } = await openWith({ timezoneId: 'America/New_York' });
    const registry = (await (await apiAs(env.baseUrl, 'parent')).get<RegistryItem[]>('/api/registry')).filter((i) => i.child.id === LEA);
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${LEA}`);
    const rows = panel(page, 'Registry').getByRole('listitem');
    await rows.first().waitFor();
    const texts = await rows.allTextContents();
    expect(texts).toHaveLength(registry.length);
    registry.forEach((item, index) => {
      if (item.subject) expect(texts[index]).toContain(` · ${twelveHour(schoolClock(item.date))}`);
      else expect(texts[index]).not.toMatch(/\d:\d\d [AP]M/);
    });
  });

  it('speaks French on the child page: tabs, statuses, 24-hour times, the whole day', async () => {
    const { page } = await openWith({ locale: 'fr-FR' }, MOBILE);
    const registry = (await (await apiAs(env.baseUrl, 'parent')).get<RegistryItem[]>('/api/registry')).filter((i) => i.child.id === LEA);
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${LEA}`);
    const tabs = page.getByRole('tablist', { name: 'Informations de l’enfant' });
    await tabs.getByRole('tab').first().waitFor();
    expect((await tabs.getByRole('tab').allTextContents()).map((t) => t.replace(/(New|Nouveau)$/, ''))).toEqual([
      'Vie scolaire',
      'Autorisation de sortie',
      'Matières',
      'Santé',
      'Signalement',
    ]);
    const rows = panel(page, 'Vie scolaire').getByRole('listitem');
    await rows.first().waitFor();
    const texts = await rows.allTextContents();
    const lesson = registry.findIndex((item) => item.subject !== null);
    expect(texts[lesson]).toContain(` · ${schoolClock(registry[lesson]?.date ?? '')}`);
    expect(texts.join(' ')).not.toMatch(/AM|PM/);
    expect(texts.some((text) => text.includes('Retard de 10 min'))).toBe(true);
    expect(texts.some((text) => text.startsWith('Toute la journée'))).toBe(true);
    expect(texts.some((text) => text.includes('Présent'))).toBe(true);
    expect(
      await panel(page, 'Vie scolaire')
        .getByRole('button', { name: /^\+ ajouter un justificatif pour l’absence du/ })
        .count(),
    ).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
  it('shows the medical records, allergies with syringes, and certificates to download or open', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${LEA}`);
    await tab(page, 'Medical').click();
    const medical = panel(page, 'Medical');
    await medical.getByText('Blood type A+').waitFor();
    await medical.getByText('Wears glasses for reading and at the board').waitFor();
    await medical.getByText('Cetirizine 10 mg at the first signs of a reaction').waitFor();
    const peanuts = medical.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Peanuts' }) });
    expect(await peanuts.getByRole('list', { name: 'Syringes: Peanuts' }).getByRole('listitem').count()).toBe(2);
    expect(await peanuts.textContent()).toMatch(/Expires \d{2} \w+ \d{4}/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      medical.getByRole('button', { name: 'Download Allergy diagnosis - Dr Lefebvre' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Allergy diagnosis - Dr Lefebvre.pdf');
    await page.getByText('Document downloaded').waitFor();
    const [tabOpened] = await Promise.all([
      page.waitForEvent('popup'),
      medical.getByRole('button', { name: 'Open Allergy diagnosis - Dr Lefebvre in a new tab' }).click(),
    ]);
    await tabOpened.waitForURL(/^blob:/);
  });
});

describe('child page for a student and for another family', () => {
  it('gives a student no Exit permission or Concern tab, no certificate actions and no teacher e-mail', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student', `/childinfo?children=${LEA}`);
    await page.getByRole('heading', { level: 1, name: 'Léa Martin' }).waitFor();
    expect((await tabList(page).getByRole('tab').allTextContents()).map((t) => t.replace(/New$/, ''))).toEqual([
      'Registry',
      'Subject',
      'Medical',
    ]);
    await panel(page, 'Registry').getByRole('listitem').first().waitFor();
    expect(await panel(page, 'Registry').getByRole('button').count()).toBe(0);
    await tab(page, 'Subject').click();
    await panel(page, 'Subject').getByText('Paul Bernard').waitFor();
    expect(await panel(page, 'Subject').getByRole('link').count()).toBe(0);
    await page.goto('/parentinfo');
    await page.waitForURL('**/unauthorized');
  });

  it("never shows Léa's data to the other family's parent, nor asks the server for it", async () => {
    const { page } = await open();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await signIn(page, env.baseUrl, 'parent2', `/childinfo?children=${LEA}`);
    await page.getByText('No child found').waitFor();
    const text = await page.locator('main').textContent();
    expect(text).not.toContain('Léa');
    expect(text).not.toContain('Noah');
    expect(asked.filter((path) => path.endsWith(`/child/${LEA}`))).toEqual([]);
    // The server refuses it too.
    await expect((await apiAs(env.baseUrl, 'parent2')).get(`/api/child/${LEA}`)).rejects.toThrow('404');
  });

  it('opens the first child when none is named', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent2', '/childinfo');
    await page.getByRole('heading', { level: 1, name: 'Noah Dubois' }).waitFor();
  });

  it("says 'No child found' to a parent whose family has no child", async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, addChildlessParent(env.databaseFile), '/childinfo');
    await page.getByText('No child found').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/Léa|Hugo|Noah/);
  });

  it('shows the default avatar when the picture cannot be had (loading and a failed read: child-info-page.states.test.tsx)', async () => {
    const { page, context } = await open();
    await context.route('**/api/picture/child/*', (route) => route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'gone' } }));
    const pictureAnswered = page.waitForResponse('**/api/picture/child/*');
    await signIn(page, env.baseUrl, 'parent', `/childinfo?children=${HUGO}`);
    await page.getByRole('heading', { level: 1, name: 'Hugo Martin' }).waitFor();
    await pictureAnswered;
    await page.getByTestId('default-avatar').waitFor();
    expect(await page.locator('main header img').count()).toBe(0);
  });
});
