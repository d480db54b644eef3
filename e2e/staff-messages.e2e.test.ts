import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { signIn } from './support/session';
import { useOpenedPages } from './support/opened-pages';
import { useServerAndBrowser } from './support/setup';

/**
 * The teacher's side of a conversation (decision 102): Paul Bernard, on a 375 px phone between lessons,
 * opens the Martin parent's conversation about Hugo from his Messages (the demo school's), replies, and
 * reads his reply in it; in French too, on a phone and a desktop. The file's own server: the reply reaches
 * no other journey.
 */
const env = useServerAndBrowser();
const open = useOpenedPages(env);

const SUBJECT = 'Hugo’s maths homework';
const REPLY = 'He can bring the sheet back on Monday.';

/** Whether the page is wider than the screen (a phone would scroll sideways). */
const overflowsPage = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("the teacher's messages", () => {
  it('Paul opens the Martin parent’s conversation about Hugo on his phone, replies, and sees his reply', async () => {
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'teacher', '/staff/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const item = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(SUBJECT) });
    await item.getByText('Martin family, about Hugo Martin').waitFor();
    await settled(page);
    expect(await overflowsPage(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `staff-messages-list-en-${MOBILE.width}`);

    await item.click();
    await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByText('Thank you, that helped a lot.').waitFor();
    // His earlier answer shows who of the family read it.
    await messages
      .getByText(/^Read by .+, \d{1,2} \w+ at \d{1,2}:\d{2} [AP]M$/)
      .first()
      .waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
    await page.getByRole('button', { name: 'Send' }).click();
    // Sent at once in the school day, or kept until quiet hours end: the page says which.
    await page.getByText(/^Message (sent\.|saved\. It is quiet hours: the family receives it on .+\.)$/).waitFor();
    const reply = messages.getByRole('article').filter({ hasText: REPLY });
    await reply.getByText('Paul Bernard', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your reply' }).inputValue()).toBe('');
    expect(await overflowsPage(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `staff-messages-conversation-en-${MOBILE.width}`);

    // Reloaded, the reply is still there: it was saved, not only shown.
    await page.reload();
    await messages.getByRole('article').filter({ hasText: REPLY }).waitFor();
  });

  // Reads what the test above wrote on this file's server (they run in order).
  it('reads in French, axe-clean and without English, at phone and desktop width', async () => {
    const english = englishOnlySentences();
    for (const viewport of [MOBILE, DESKTOP]) {
      const where = `${viewport.width}px`;
      const { page } = await open(viewport, 'fr-FR');
      await signIn(page, env.baseUrl, 'teacher', '/staff/messages');
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
      const item = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(SUBJECT) });
      await item.getByText('Famille Martin, au sujet de Hugo Martin').waitFor();
      await settled(page);
      expect(await problemsInFrench(page, `messages ${where}`, english)).toEqual([]);
      await screenshot(page, `staff-messages-list-fr-${viewport.width}`);
      await item.click();
      await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
      await page.getByRole('article').filter({ hasText: REPLY }).waitFor();
      await page.getByRole('textbox', { name: 'Votre réponse' }).waitFor();
      await settled(page);
      expect(await problemsInFrench(page, `conversation ${where}`, english)).toEqual([]);
      await screenshot(page, `staff-messages-conversation-fr-${viewport.width}`);
    }
  });

  it('shows the desktop list and conversation in English', async () => {
    const { page } = await open(DESKTOP);
    await signIn(page, env.baseUrl, 'teacher', '/staff/messages');
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(SUBJECT) })
      .waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `staff-messages-list-en-${DESKTOP.width}`);
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(SUBJECT) })
      .click();
    await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `staff-messages-conversation-en-${DESKTOP.width}`);
  });
});
