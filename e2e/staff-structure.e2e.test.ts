import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The office keeps the school's structure: a year group, a class in it, and a teaching group
 * with its pupils, typed and sent from the keyboard; a name already taken is refused in place. Every
 * name is unique to this run, so the journey owns what it creates (decision 050).
 */
const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** Types into a field found by its label and leaves focus there, as a person tabbing through the form. */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.type(text);
}

/** The class form from the keyboard: name, Tab, year group, Tab to the button (a select does not send its form on Enter), Enter. */
async function addClass(page: Page, name: string, yearGroup: string) {
  await typeInto(page, 'New class', name);
  await page.keyboard.press('Tab');
  await page.getByLabel('Year group', { exact: true }).selectOption({ label: yearGroup });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

type Group = { id: number; label: string; pupilCount: number; teacherName: string };

describe('the school structure page', () => {
  it('lets the office add a year group and a class in it by keyboard, refuse a taken class name, rename and delete them', async () => {
    const { page } = await open();
    const [yearGroup, className] = [`Year ${unique()}`, `C${unique()}`];
    await signIn(page, env.baseUrl, 'office', '/staff/structure');
    await page.getByRole('heading', { level: 1, name: 'School structure' }).waitFor();
    await page.getByRole('tab', { name: 'Year groups and classes' }).click();
    await page.waitForURL('**/staff/structure?tab=classes');

    await typeInto(page, 'New year group', yearGroup);
    await page.keyboard.press('Enter');
    const yearGroups = page.getByRole('region', { name: 'Year groups' });
    await yearGroups.getByRole('button', { name: `Rename ${yearGroup}` }).waitFor();

    await addClass(page, className, yearGroup);
    const classes = page.getByRole('region', { name: 'Classes' });
    await classes.getByText(`${className} · ${yearGroup}`).waitFor();
    expect(await yearGroups.getByRole('listitem').filter({ hasText: yearGroup }).textContent()).toContain('1 class');

    // The same name again: the server's refusal shows under the form, and nothing is added.
    await addClass(page, className.toLowerCase(), yearGroup);
    await page
      .getByRole('alert')
      .filter({ hasText: `A class named ${className.toLowerCase()} already exists` })
      .waitFor();
    const office = await apiAs(env.baseUrl, 'office');
    const structure = await office.get<{ classes: { name: string }[] }>('/api/staff/structure');
    expect(structure.classes.filter((c) => c.name.toLowerCase() === className.toLowerCase())).toHaveLength(1);

    // Renamed from the keyboard: the field takes the focus, Enter saves, the focus comes back to the row.
    const renamed = `${yearGroup} bis`;
    await yearGroups.getByRole('button', { name: `Rename ${yearGroup}` }).press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.type(' bis');
    await page.keyboard.press('Enter');
    await yearGroups.getByRole('button', { name: `Rename ${renamed}` }).waitFor();
    await classes.getByText(`${className} · ${renamed}`).waitFor();
    await page.waitForFunction((name) => document.activeElement?.textContent?.trim() === `Rename ${name}`, renamed);

    // An empty class can go; then its year group, now empty too.
    await classes.getByRole('button', { name: `Delete ${className}` }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).press('Enter');
    await classes.getByText(`${className} · ${renamed}`).waitFor({ state: 'detached' });
    await yearGroups.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await yearGroups.getByRole('button', { name: `Rename ${renamed}` }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.id === 'year-groups');
  });

  it('lets the office add a term by keyboard, then refuses one that overlaps it', async () => {
    const { page } = await open();
    // A year of its own, far from the seeded ones, so no other term is in the way.
    const year = 2040 + Math.floor(Math.random() * 50);
    const schoolYear = `${year}-${year + 1}`;
    await signIn(page, env.baseUrl, 'office', '/staff/structure');
    const form = page.getByRole('region', { name: 'Add a term' });
    await form.waitFor();
    await form.getByLabel('School year', { exact: true }).fill('');
    await typeInto(page, 'School year', schoolYear);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Autumn term');
    await form.getByLabel('First day').fill(`${year}-09-03`);
    await form.getByLabel('Last day').fill(`${year}-12-21`);
    await form.getByLabel('Last day').press('Enter');
    const section = page.getByRole('region', { name: `School year ${schoolYear}` });
    await section.getByText(`From 03 September ${year} to 21 December ${year}`).waitFor();

    await typeInto(page, 'Term name', 'Winter term');
    await form.getByLabel('First day').fill(`${year}-12-01`);
    await form.getByLabel('Last day').fill(`${year + 1}-02-01`);
    await form.getByLabel('Last day').press('Enter');
    await form
      .getByRole('alert')
      .filter({ hasText: `These dates overlap the term Autumn term (${schoolYear})` })
      .waitFor();
    expect(await section.getByRole('listitem').count()).toBe(1);
  });

  it('lets the office add a teaching group to 6A, give it the whole class, then take one pupil out', async () => {
    const { page } = await open(MOBILE);
    const subject = `Music ${unique()}`;
    await signIn(page, env.baseUrl, 'office', '/staff/structure?tab=teaching-groups');
    const form = page.getByRole('region', { name: 'Add a teaching group' });
    await form.waitFor();
    await typeInto(page, 'Subject name', subject);
    await page.keyboard.press('Tab');
    await page.keyboard.type('MUS');
    await form.getByLabel('Class', { exact: true }).selectOption({ label: '6A' });
    await form.getByLabel('Teacher', { exact: true }).selectOption({ label: 'Marc Girard' });
    await form.getByLabel('Short name').press('Enter');

    const label = `6A ${subject}`;
    const row = page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${subject} in 6A, taught by Marc Girard`);

    await row.getByRole('button', { name: `Pupils of ${label}` }).click();
    const pupils = page.getByRole('group', { name: `Pupils of ${label}` });
    await pupils.getByRole('checkbox').first().waitFor();
    await page.getByRole('button', { name: 'Add the whole class' }).click();
    await row.getByText('2 pupils').waitFor();

    // Noah out, from the keyboard: focus his box, Space, then Save.
    const noah = pupils.getByRole('checkbox', { name: /Dubois Noah/ });
    await eventuallyChecked(noah, true);
    await noah.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save the pupils' }).click();
    await row.getByText('1 pupil', { exact: false }).waitFor();

    const office = await apiAs(env.baseUrl, 'office');
    const groups = await office.get<{ teachingGroups: Group[] }>('/api/staff/structure/teaching-groups');
    expect(groups.teachingGroups.find((g) => g.label === label)).toMatchObject({ pupilCount: 1, teacherName: 'Marc Girard' });
    // Léa's page now lists the group among her subjects, as her parents read it.
    const parent = await apiAs(env.baseUrl, 'parent');
    const me = await parent.get<{ familyInfo: { children: { id: number; firstName: string }[] } }>('/api/me');
    const leaId = me.familyInfo.children.find((child) => child.firstName === 'Léa')!.id;
    const lea = await parent.get<{ subjects: { teaching_group: string }[] }>(`/api/child/${leaId}`);
    expect(lea.subjects.map((s) => s.teaching_group)).toContain(label);
  });
});

async function eventuallyChecked(box: ReturnType<Page['getByRole']>, checked: boolean) {
  const deadline = Date.now() + 10_000;
  while ((await box.isChecked()) !== checked) {
    if (Date.now() > deadline) throw new Error('the box did not change');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
