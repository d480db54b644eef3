import { buffer } from 'node:stream/consumers';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@carnet/contract';
import { apiAs, eventually } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { signIn } from './support/session';
import { useOpenedPages } from './support/opened-pages';
import { useServerAndBrowser } from './support/setup';

/**
 * The office's forms (decision 070): the office builds a form of two questions (yes/no, free text)
 * and sends it to class 3B with a deadline; the Martin parent answers it for Hugo on the family's forms
 * screens; the office sees Hugo answered and exports the answers, a CSV with a BOM holding them. The
 * file's own server and database: the form it builds and the answer it sends reach no other journey.
 */
const env = useServerAndBrowser();
/** Every page a test opened (a teacher's, a parent's, the office's): each closed after it, none with an error. */
const open = useOpenedPages(env, DESKTOP);

const FORM = 'Sports day';
const RACES = 'May your child take part in the races?';
const COACHES = 'Anything the coaches should know?';
/** The second question as first typed, before the office makes it clearer. */
const COACHES_FIRST = 'Anything else?';
const NOTE = 'Hugo runs fast; “asthma”, inhaler in his bag.';
const deadline = addDays(todayIn('Europe/Paris'), 14);
/** The form's page, found by the test that builds it; the French test below opens it again. */
let formPath = '';

const question = (page: Page | Locator, number: number) => page.getByRole('group', { name: `Question ${number}`, exact: true });
const pupilRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

describe('forms built and sent by the office', () => {
  it('the office builds and sends a form to 3B, the Martin parent answers for Hugo, the office sees it and exports the answers', async () => {
    const { page } = await open(DESKTOP);
    await signIn(page, env.baseUrl, 'office', '/staff');
    await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Forms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    // Nothing filled: nothing is sent, the builder says what to fix.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'The form cannot be saved yet' }).waitFor();
    await page.getByText('Enter the form’s name.').waitFor();

    await page.getByLabel('Name', { exact: true }).fill(FORM);
    await page.getByLabel('Type').selectOption('Survey');
    await page.getByRole('group', { name: 'Contact details the family confirms' }).getByLabel('First name').check();
    await page.getByRole('group', { name: 'Contact details the family confirms' }).getByLabel('Last name').check();
    await question(page, 1).getByLabel('Title').fill(RACES);
    expect(await question(page, 1).getByLabel('Answer').inputValue()).toBe('yes-no');
    await page.getByRole('button', { name: 'Add a question' }).click();
    // The new question's title has the focus: the keyboard goes on from there.
    await expect
      .poll(() =>
        question(page, 2)
          .getByLabel('Title')
          .evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.type(COACHES_FIRST);
    await question(page, 2).getByLabel('Answer').selectOption({ label: 'Free text' });
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();

    // Saved, the form opens on its own page, where it is sent.
    await page.getByRole('heading', { level: 1, name: FORM }).waitFor();
    formPath = new URL(page.url()).pathname;
    expect(formPath).toMatch(/^\/staff\/forms\/\d+$/);
    await page.getByText('Not sent yet').waitFor();
    await page.getByText('Nobody has been asked yet.').waitFor();

    // Nobody asked yet: the form can change, or go. The office makes the second question clearer.
    await page.getByRole('button', { name: `Delete ${FORM}` }).waitFor();
    await page.getByRole('button', { name: 'Change the form' }).click();
    const change = page.getByRole('region', { name: 'Change the form' });
    expect(await question(change, 1).getByLabel('Title').inputValue()).toBe(RACES);
    expect(await question(change, 2).getByLabel('Answer').inputValue()).toBe('free');
    await question(change, 2).getByLabel('Title').fill(COACHES);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await change.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Form “${FORM}” saved`).waitFor();
    await page.getByRole('button', { name: 'Change the form' }).waitFor();
    await page.getByRole('radio', { name: 'Classes' }).check();
    await page.getByRole('group', { name: 'Classes' }).getByLabel('3B').check();
    await page.getByLabel('Deadline').fill(deadline);
    const send = page.getByRole('button', { name: 'Send to 1 family' });
    await send.click();
    await page.getByText('Asked for 1 pupil, 0 already asked').waitFor();
    await pupilRow(page, 'Hugo Martin').getByText('Not answered').waitFor();
    expect(await pupilRow(page, 'Hugo Martin').getByRole('cell').first().textContent()).toBe('3B');
    // Never twice: the section says to whom it went, and that 3B has nobody new to ask.
    await page.getByText('Already sent to 1 pupil').waitFor();
    await page.getByText('Nobody new: the 1 pupil of this audience has already been asked.').waitFor();
    expect(await page.getByRole('button', { name: 'Send to those not asked yet' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Send a reminder to the 1 who has not answered' }).click();
    await page.getByText('Reminder sent for 1 pupil.').waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    // The Martin parent was told, and a reminder followed; Hugo's form is answered on the family's screens.
    const parent = await apiAs(env.baseUrl, 'parent');
    await eventually(async () => {
      const told = (await parent.unseen(['form'])).map((n) => n.content);
      return (
        told.some((c) => c.startsWith(`New form to complete: ${FORM}`)) &&
        told.some((c) => c.startsWith(`Reminder: please complete ${FORM}`))
      );
    });
    const family = await open(MOBILE);
    await signIn(family.page, env.baseUrl, 'parent', '/forms?type=Survey');
    await family.page.getByText('Hugo', { exact: true }).click();
    await family.page
      .getByRole('listitem')
      .filter({ has: family.page.getByRole('heading', { name: FORM, exact: true }) })
      .getByRole('button', { name: /^Complete/ })
      .click();
    expect(await family.page.getByLabel('Firstname').inputValue()).toBe('Camille');
    await family.page.getByRole('group', { name: RACES, exact: true }).getByLabel('Yes', { exact: true }).check();
    await family.page.getByLabel(COACHES).fill(NOTE);
    await family.page.getByRole('button', { name: 'Send Form' }).click();
    await family.page.getByText('Form request data sent').waitFor();

    // The office: Hugo answered, then the answers exported.
    await page.reload();
    await pupilRow(page, 'Hugo Martin').getByText('Answered', { exact: true }).waitFor();
    await page.getByText('1 answered of 1 asked').waitFor();
    await page.getByText('Every family asked has answered.').waitFor();
    // Answered, the form stays as it was: neither changed nor deleted.
    expect(await page.getByRole('button', { name: 'Change the form' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Delete ${FORM}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Send a reminder/ }).count()).toBe(0);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export the answers (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${FORM}.csv`);
    // The browser runs apart from the test (e2e/global-setup.ts): the file comes back as a stream.
    const csv = (await buffer(await download.createReadStream())).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, hugo, ...rest] = csv.slice(1).split('\r\n');
    expect(header).toBe(`Pupil,Class,Answered at,Firstname,Lastname,${RACES},${COACHES}`);
    expect(hugo).toMatch(new RegExp(`^Hugo Martin,3B,[^,]+,Camille,Martin,Yes,"Hugo runs fast; “asthma”, inhaler in his bag\\."$`));
    expect(rest).toEqual(['']);

    // The list: the form with its deadline and its answers.
    await page.getByRole('link', { name: 'Forms' }).first().click();
    const listed = page.locator(`a[href="${formPath}"]`);
    await listed.getByText('1 answered of 1 asked').waitFor();
    await listed.getByText(/^Answer by /).waitFor();
  });

  // Reads what the test above wrote on this file's server (they run in order).
  it('reads in French, axe-clean and without English, at phone and desktop width', async () => {
    const english = englishOnlySentences();
    for (const viewport of [MOBILE, DESKTOP]) {
      const where = `${viewport.width}px`;
      const { page } = await open(viewport, 'fr-FR');
      await signIn(page, env.baseUrl, 'office', '/staff/forms');
      await page.getByRole('heading', { level: 1, name: 'Formulaires' }).waitFor();
      await page.locator(`a[href="${formPath}"]`).getByText('Réponses : 1 sur 1').waitFor();
      await settled(page);
      expect(await problemsInFrench(page, `forms ${where}`, english)).toEqual([]);
      await page.goto(formPath);
      await page.getByRole('heading', { level: 1, name: FORM }).waitFor();
      await pupilRow(page, 'Hugo Martin').getByText('Répondu').waitFor();
      await settled(page);
      expect(await problemsInFrench(page, `form ${where}`, english)).toEqual([]);
    }
  });
});
