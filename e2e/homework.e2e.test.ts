import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calendarFeedPaths, staffHomeworkPaths, type TStaffHomeworkGroup, addDays } from '@carnet/contract';
import { apiAs } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { useOpenedPages } from './support/opened-pages';
import { nextSchoolTuesday, schoolInstant } from './support/school-clock';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The cahier de textes (decisions 110 and 111) as the issue tells it: Paul Bernard, on his
 * phone, writes the notes of a 3B lesson and sets homework due tomorrow (30 minutes); the Martin parent
 * finds it under Hugo and in the home page's "Due tomorrow"; the Dubois parent does not. A second test on
 * one day warns him. Léa ticks a homework done and her parent sees the tick. The calendar feed carries
 * the due date, and the cahier prints as a PDF. The server's clock starts on a school Tuesday at 10:00.
 */
const { tuesday, wednesday } = nextSchoolTuesday();
const env = useServerAndBrowser({ CLOCK_START: schoolInstant(tuesday, '10:00') });
const open = useOpenedPages(env, DESKTOP);

const NOTES = 'Pythagoras: the proof with four triangles.';
const HOMEWORK = 'Exercises 4 and 5 page 112';

async function openThe3BCahier(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Homework' }).waitFor();
  await page.getByRole('region', { name: 'Teaching groups' }).getByRole('link', { name: /3B/ }).click();
  await page.getByRole('heading', { level: 1, name: /3B/ }).waitFor();
}

describe('homework and the cahier de textes', () => {
  it('Paul Bernard, on his phone, writes a 3B lesson’s notes and sets homework due tomorrow; the Martins see it, the Duboises do not', async () => {
    const teacher = (await open(MOBILE)).page;
    await signIn(teacher, env.baseUrl, 'teacher', '/staff/homework');
    await openThe3BCahier(teacher);

    // The notes of this week's first 3B maths lesson, with the toolbar's bold.
    await teacher
      .getByRole('button', { name: /^Write the notes\s*,/ })
      .first()
      .click();
    const notes = teacher.getByLabel('What was done in this lesson');
    await notes.fill(NOTES);
    await notes.selectText();
    await teacher.getByRole('group', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    expect(await notes.inputValue()).toBe(`**${NOTES}**`);
    await teacher.getByRole('button', { name: 'Save the notes' }).click();
    await teacher.getByText('The lesson notes are saved.').waitFor();
    expect(await teacher.getByText(NOTES).evaluate((element) => element.tagName)).toBe('STRONG');

    // Homework from that lesson, due tomorrow (a date), 30 minutes: the class's load shows before it is set.
    await teacher
      .getByRole('button', { name: /^Set homework\s*,/ })
      .first()
      .click();
    await teacher.getByLabel('What to do').fill(HOMEWORK);
    await teacher.getByRole('radio', { name: 'On a date' }).check();
    await teacher.getByLabel('Day it is due').fill(wednesday);
    await teacher.getByLabel('Estimated time (minutes)').fill('30');
    await teacher
      .getByRole('region', { name: 'The class\u2019s load around the due day' })
      .or(teacher.getByText("The class's load around the due day"))
      .first()
      .waitFor();
    await settled(teacher);
    expect(await axeViolations(teacher)).toEqual([]);
    await screenshot(teacher, `homework-set-en-${MOBILE.width}`);
    await teacher.getByRole('button', { name: 'Set the homework' }).click();
    await teacher.getByText(HOMEWORK).first().waitFor();
    expect(await teacher.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

    // The Martin parent: under Hugo on the Homework page, and in the home page's "Due tomorrow".
    const parent = (await open(DESKTOP)).page;
    await signIn(parent, env.baseUrl, 'parent');
    const dueTomorrow = parent.getByRole('region', { name: 'Due tomorrow' });
    await dueTomorrow.getByText('Hugo', { exact: true }).waitFor();
    await dueTomorrow
      .getByText(/Mathematics/)
      .first()
      .waitFor();
    await dueTomorrow.getByRole('link', { name: 'Hugo’s homework' }).click();
    await parent.getByRole('heading', { level: 1, name: 'Homework' }).waitFor();
    await parent.getByText(HOMEWORK).waitFor();
    await parent.getByText('30 min').first().waitFor();
    await settled(parent);
    expect(await axeViolations(parent)).toEqual([]);
    await screenshot(parent, `homework-family-en-${DESKTOP.width}`);

    // The Dubois parent's Noah is not in 3B: nothing of it on the home page nor in the API.
    const dubois = await apiAs(env.baseUrl, 'parent2');
    const theirs = await dubois.get<{ children: Array<{ items: Array<{ text: string }> }> }>('/api/homework/due-next');
    expect(theirs.children.flatMap((child) => child.items).some((item) => item.text === HOMEWORK)).toBe(false);
  });

  it('warns Paul, without refusing, when a second test lands on one day', async () => {
    // The first test of that Friday, set through the API as the screen would.
    const paul = await apiAs(env.baseUrl, 'teacher');
    const { groups } = await paul.get<{ groups: TStaffHomeworkGroup[] }>(staffHomeworkPaths.groups);
    const groupId = groups.find((group) => group.className === '3B')!.id;
    const friday = addDays(tuesday, 3);
    const first = await paul.post(staffHomeworkPaths.create, {
      groupId,
      kind: 'test',
      text: 'Test on fractions',
      due: { kind: 'date', date: friday },
      minutes: 0,
    });
    expect(first.status).toBe(200);

    const teacher = (await open(MOBILE)).page;
    await signIn(teacher, env.baseUrl, 'teacher', '/staff/homework');
    await openThe3BCahier(teacher);
    await teacher.getByRole('button', { name: 'Set homework for a date' }).click();
    await teacher.getByRole('radio', { name: 'Test' }).check();
    await teacher.getByLabel('What to do').fill('Test on equations');
    await teacher.getByLabel('Day it is due').fill(friday);
    // Before it is set: the load of that Friday with this test added passes the school's one test a day
    // (2 tests, or 3 in a week where the demo's 3B physics test falls on that Friday too).
    await teacher.getByText(/would have [23] tests: the school's limit is 1 a day/).waitFor();
    await teacher.getByRole('button', { name: 'Set the homework' }).click();
    await teacher.getByText(/^Saved\. The class now has [23] tests on/).waitFor();
  });

  it('Léa ticks a homework done on her phone and her parent sees the tick; French at night on a phone', async () => {
    const student = (await open(MOBILE)).page;
    await signIn(student, env.baseUrl, 'student', '/homework');
    await student.getByRole('heading', { level: 1, name: 'Homework' }).waitFor();
    const box = student.getByRole('checkbox', { name: /^Done/ }).and(student.locator(':not(:checked)')).first();
    const name = (await box.getAttribute('aria-labelledby'))!;
    const label = await student.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      name,
    );
    await box.check();
    await expect.poll(() => student.getByRole('checkbox', { name: label }).isChecked()).toBe(true);
    await settled(student);
    expect(await axeViolations(student)).toEqual([]);

    const parent = (await open(MOBILE)).page;
    await signIn(parent, env.baseUrl, 'parent', '/homework');
    await parent.getByRole('radio', { name: 'Léa' }).check({ force: true });
    await parent
      .getByText(/^Done on /)
      .first()
      .waitFor();
    await parent.evaluate(() => localStorage.setItem('language', 'fr'));
    await parent.reload();
    await parent.getByRole('heading', { level: 1, name: 'Devoirs' }).waitFor();
    await settled(parent);
    expect(await problemsInFrench(parent, 'homework', englishOnlySentences())).toEqual([]);
    await screenshot(parent, `homework-family-fr-${MOBILE.width}`);
  });

  it('puts the due homework in the family’s calendar feed, and prints the cahier de textes as a PDF', async () => {
    const parent = await apiAs(env.baseUrl, 'parent');
    const { url } = await parent.get<{ url: string }>(calendarFeedPaths.feed);
    const feed = await (await fetch(url)).text();
    const event = feed.split('BEGIN:VEVENT').find((block) => block.includes('Exercises 4 and 5 page 112'));
    expect(event).toContain(`DTSTART;VALUE=DATE:${wednesday.replaceAll('-', '')}`);
    expect(event).toContain('SUMMARY:Hugo\\, Mathematics: homework');

    const teacher = (await open(DESKTOP)).page;
    await signIn(teacher, env.baseUrl, 'teacher', '/staff/homework');
    await openThe3BCahier(teacher);
    const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: 'Print as PDF' }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });
});
