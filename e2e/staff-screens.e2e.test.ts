import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eveningsPaths } from '@carnet/contract';
import { apiAs } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { signIn, signInWithForm } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The staff side (issue 15): who lands where, and every staff page in English and French, at phone and
 * desktop width, axe-clean, with no English left on the French pages. Each staff area adds its pages
 * to OFFICE_PAGES.
 */
const env = useServerAndBrowser();
const ENGLISH = englishOnlySentences();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP, locale = 'en-GB') => (current = await openPage(env.browser, env.baseUrl, viewport, { locale }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const OFFICE_PAGES = [
  '/staff',
  '/staff/no-such-page',
  // The school's structure: each tab is its own screen.
  '/staff/structure',
  '/staff/structure?tab=classes',
  '/staff/structure?tab=teaching-groups',
  // Publishing
  '/staff/newsletters',
  '/staff/documents',
  '/staff/reports',
  // Forms: the list with the new form builder (a demo form's page is added below).
  '/staff/forms',
  // Calendar and accountability
  '/staff/lunch-menu',
  '/staff/term-dates',
  '/staff/timetable',
  '/staff/audit',
  '/staff/mail',
  // The school's data from its management system: the upload form and the past imports.
  '/staff/import',
  // The classroom: the day's lessons with their registers, and the day's absences.
  '/staff/roll-call',
  '/staff/absences',
  // Conduct and concerns: the recent entries of every pupil (the office chooses no pupil here).
  '/staff/conduct',
  // Parents' evenings: the list and the new evening form (an evening's pages are added below).
  '/staff/evenings',
];

// The people pages (pupils, families, teachers), with a demo pupil's and family's own pages: their ids
// are the running server's, read once it has started. Nothing here writes to the demo families.
OFFICE_PAGES.push('/staff/pupils', '/staff/families', '/staff/people', '/staff/accounts');
beforeAll(async () => {
  const office = await apiAs(env.baseUrl, 'office');
  const [hugo] = (await office.get<{ items: Array<{ id: number; familyId: number }> }>('/api/staff/pupils?q=hugo')).items;
  if (!hugo) throw new Error('the demo pupil Hugo was not found');
  OFFICE_PAGES.push(`/staff/pupils/${hugo.id}`, `/staff/families/${hugo.familyId}`, `/staff/families/${hugo.familyId}/preview`);
  // The demo's first parents' evening: its teachers' lines, and the schedule of a teacher with a booking.
  const [evening] = await office.get<Array<{ id: number; teachers: Array<{ teacherId: number; booked: number }> }>>(eveningsPaths.evenings);
  const line = evening?.teachers.find((teacher) => teacher.booked > 0);
  if (!evening || !line) throw new Error("the demo has no parents' evening with a booking");
  OFFICE_PAGES.push(`/staff/evenings/${evening.id}`, `/staff/evenings/${evening.id}/teachers/${line.teacherId}`);
  // A demo form's page: who was asked and who answered, with the send form.
  const [form] = await office.get<Array<{ id: number }>>('/api/staff/forms');
  if (!form) throw new Error('the demo school has no form');
  OFFICE_PAGES.push(`/staff/forms/${form.id}`);
  // Hugo's conduct and concerns, with the forms to write them.
  OFFICE_PAGES.push(`/staff/conduct?pupil=${hugo.id}`);
});

describe('the staff side', () => {
  it('takes the office from the login form to the staff home, with the office menu', async () => {
    const { page } = await open();
    await signInWithForm(page, 'office');
    await page.waitForURL('**/staff');
    await page.getByRole('heading', { level: 1, name: 'Hello Nadia' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Staff menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Staff home',
      'Roll call',
      'Conduct and concerns',
      'Absences today',
      "Parents' evenings",
      'Structure',
      'Pupils',
      'Families',
      'Teachers and staff',
      'Accounts',
      'School data import',
      'Newsletters',
      'Documents',
      'Reports',
      'Forms',
      'Lunch menu',
      'Term dates',
      'Timetable',
      'Audit log',
      'Outgoing mail',
      'Retention and school year',
    ]);
  });

  it('sends a teacher to the staff home with the roll call and without the office areas', async () => {
    const { page } = await open(MOBILE);
    await signInWithForm(page, 'teacher');
    await page.waitForURL('**/staff');
    await page.getByRole('heading', { level: 1, name: 'Hello Paul' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Staff menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Staff home',
      'Roll call',
      'Conduct and concerns',
      "Parents' evenings",
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps families out of the staff side and staff out of the family pages', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent', '/staff');
    await page.waitForURL('**/unauthorized');
    const office = await open();
    await signIn(office.page, env.baseUrl, 'office', '/documents');
    await office.page.waitForURL('**/staff');
    await office.context.close();
  });

  // Each of these visits every office page (about 3 s each on a busy machine): the default minute is
  // too short once the list passes about eighteen pages.
  const everyPage = { timeout: 240_000 };
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`shows every office page axe-clean in English at ${viewport.width} px`, everyPage, async () => {
      const { page } = await open(viewport);
      await signIn(page, env.baseUrl, 'office', OFFICE_PAGES[0]);
      const problems: string[] = [];
      for (const [index, path] of OFFICE_PAGES.entries()) {
        if (index > 0) await page.goto(path);
        await settled(page);
        problems.push(...(await axeViolations(page)).map((line) => `${path} ${viewport.width}px ${line}`));
      }
      expect(problems).toEqual([]);
    });

    it(`shows every office page in French at ${viewport.width} px, axe-clean, no English left`, everyPage, async () => {
      const { page } = await open(viewport, 'fr-FR');
      await signIn(page, env.baseUrl, 'office', OFFICE_PAGES[0]);
      const problems: string[] = [];
      for (const [index, path] of OFFICE_PAGES.entries()) {
        if (index > 0) await page.goto(path);
        await settled(page);
        problems.push(...(await problemsInFrench(page, `${path} ${viewport.width}px`, ENGLISH)));
      }
      expect(problems).toEqual([]);
    });
  }
});
