import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { settled } from './support/page-problems';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The office publishes to families (decision 063). This file has its own server and database (decision
 * 050), so what it publishes reaches no other journey; it still withdraws what it publishes and
 * counts the Martin parent's notifications relative to before, never as absolute numbers.
 */
const env = useServerAndBrowser();
const opened: TestPage[] = [];
const open = async (viewport = DESKTOP) => {
  const page = await openPage(env.browser, env.baseUrl, viewport);
  opened.push(page);
  return page;
};

afterEach(async () => {
  for (const { pageErrors, context } of opened.splice(0)) {
    expect(pageErrors).toEqual([]);
    await context.close();
  }
});

/** A small valid PDF: the server checks the magic bytes, not the name. */
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });
const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}`;
const bell = (page: Page, unseen: number) => page.getByRole('button', { name: `Notifications, ${unseen} unseen` });

describe('publishing a newsletter to class 3B', () => {
  it('reaches the Martin parent (Hugo is in 3B) with one more notification, not the Dubois parent; withdrawn, it disappears', async () => {
    const title = uniqueTitle('Trip to the coast');
    const martin = await apiAs(env.baseUrl, 'parent');
    const unseenBefore = (await martin.unseen()).length;

    // The office sends it to class 3B.
    const office = await open();
    await signIn(office.page, env.baseUrl, 'office', '/staff/newsletters');
    await office.page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor();
    await office.page.getByLabel('Title').fill(title);
    await office.page.getByLabel('PDF file').setInputFiles(pdf('coast.pdf'));
    await office.page.getByRole('radio', { name: 'Classes' }).check();
    await office.page.getByRole('checkbox', { name: '3B' }).check();
    await office.page.getByText('Reaches 1 pupil, 1 family and 1 account.').waitFor();
    expect(await axeViolations(office.page)).toEqual([]);
    await office.page.getByRole('button', { name: 'Send to 1 family' }).click();
    await office.page.getByText(`Newsletter “${title}” sent`).waitFor();
    const sent = office.page.getByRole('listitem').filter({ hasText: title });
    await sent.getByText('Classes: 3B').waitFor();

    // The Martin parent reads it, with the bell one up.
    const parent = await open();
    await signIn(parent.page, env.baseUrl, 'parent', '/newsletter');
    await parent.page.getByRole('heading', { level: 2, name: title }).waitFor();
    await bell(parent.page, unseenBefore + 1).waitFor();

    // The Dubois parent (Noah is in 6A) does not.
    const dubois = await open();
    await signIn(dubois.page, env.baseUrl, 'parent2', '/newsletter');
    await dubois.page.getByRole('listitem').getByRole('heading', { level: 2 }).first().waitFor();
    expect(await dubois.page.getByRole('heading', { level: 2 }).allTextContents()).not.toContain(title);

    // The office withdraws it, after confirming.
    await sent.getByRole('button', { name: `Withdraw ${title}` }).click();
    const dialog = office.page.getByRole('alertdialog', { name: `Withdraw “${title}”?` });
    await dialog.waitFor();
    expect(await axeViolations(office.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await office.page.getByText(`“${title}” withdrawn`).waitFor();
    await sent.getByText(/^Withdrawn /).waitFor();

    // Gone for the Martin parent, and the bell back where it was.
    await parent.page.reload();
    await parent.page.getByRole('listitem').getByRole('heading', { level: 2 }).first().waitFor();
    expect(await parent.page.getByRole('heading', { level: 2 }).allTextContents()).not.toContain(title);
    await bell(parent.page, unseenBefore).waitFor();
    expect((await martin.unseen()).length).toBe(unseenBefore);
  });
});

describe('publishing reports in bulk', () => {
  it('previews which file goes to which pupil and which match nobody, then publishes only the matched ones', async () => {
    const title = uniqueTitle('Term 1 report');
    const office = await open(MOBILE);
    await signIn(office.page, env.baseUrl, 'office', '/staff/reports');
    const page = office.page;
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('PDF files, one per pupil')
      .setInputFiles([pdf('MARTIN_Lea.pdf'), pdf('martin_hugo.pdf'), pdf('Nobody_Here.pdf')]);
    await page.getByRole('button', { name: 'Match files to pupils' }).click();
    await page.getByRole('heading', { name: '2 files matched to pupils' }).waitFor();
    const rows = await page.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['Léa Martin', '6A', 'MARTIN_Lea.pdf'],
      ['Hugo Martin', '3B', 'martin_hugo.pdf'],
    ]);
    await page.getByRole('heading', { name: '1 file matches no pupil (not published)' }).waitFor();
    await page.getByText('Nobody_Here.pdf').waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish 2 reports' }).click();
    await page.getByText(`Reports “${title}” published`).waitFor();
    const student = await apiAs(env.baseUrl, 'student');
    const reports = await student.get<Array<{ title: string }>>('/api/report');
    expect(reports.filter((r) => r.title === title)).toHaveLength(1);
    expect((await student.unseen(['report'])).some((n) => n.content === `New report for Léa: ${title}`)).toBe(true);

    // Withdrawn again, so nothing of this journey stays published.
    const published = page.getByRole('listitem').filter({ hasText: title });
    await published.getByRole('button', { name: `Withdraw ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await published.getByText(/^Withdrawn /).waitFor();
    expect((await student.get<Array<{ title: string }>>('/api/report')).some((r) => r.title === title)).toBe(false);
  });
});
