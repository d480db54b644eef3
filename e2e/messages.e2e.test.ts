import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, openPage, screenshot } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { problemsInFrench, settled } from './support/page-problems';
import { useOpenedPages } from './support/opened-pages';
import { nextSchoolTuesday, schoolInstant } from './support/school-clock';
import { type TestServer, startServer } from './support/server';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * Messages between a family and the school (decision 102), as the issue tells them: the Martin parent
 * writes to Paul Bernard about Hugo; the teacher, on his phone, reads and answers; the parent's open page
 * shows the answer and the read mark without a reload (the live channel, decision 103). The Dubois parent
 * cannot open the Martins' conversation. The server's clock starts on a school Tuesday at 10:00
 * (CLOCK_START), so the quiet hours are the journey's choice, not the hour CI runs at.
 */
const { tuesday, wednesday } = nextSchoolTuesday();
const env = useServerAndBrowser({ CLOCK_START: schoolInstant(tuesday, '10:00') });
const open = useOpenedPages(env, DESKTOP);

const SUBJECT = 'Hugo missed Thursday’s test';
const BODY = 'Hugo was ill on Thursday and missed the test. Could he sit it next week?';
const REPLY = 'Yes: next Monday at 10:00, in room 12.';

const messagesRegion = (page: Page) => page.getByRole('region', { name: 'Messages' });
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function writeToPaulAboutHugo(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  await page.getByRole('link', { name: 'New message' }).click();
  await page.getByText('The school answers within 2 school days.').waitFor();
  await page.getByLabel('About').selectOption({ label: 'Hugo' });
  await page.getByRole('radio', { name: /Paul Bernard/ }).check();
  await page.getByLabel('Subject of the message').fill(SUBJECT);
  await page.getByLabel('Message', { exact: true }).fill(BODY);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
}

let conversationUrl = '';

describe('messages between a family and the school', () => {
  it('the Martin parent writes to Paul Bernard; he answers from his phone; the answer and its read mark reach the open page', async () => {
    const parent = (await open(DESKTOP)).page;
    await signIn(parent, env.baseUrl, 'parent');
    await writeToPaulAboutHugo(parent);
    await parent.getByText('Message sent.').waitFor();
    const mine = messagesRegion(parent).getByRole('article').filter({ hasText: BODY });
    await mine.getByText('Delivered, not read yet').waitFor();
    conversationUrl = new URL(parent.url()).pathname;
    await settled(parent);
    expect(await axeViolations(parent)).toEqual([]);
    await screenshot(parent, `messages-conversation-en-${DESKTOP.width}`);

    // Paul, between two lessons: his menu counts the new message; he opens it and answers.
    const teacher = (await open(MOBILE)).page;
    await signIn(teacher, env.baseUrl, 'teacher', '/staff/messages');
    const item = teacher.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(SUBJECT) });
    await item.click();
    await teacher.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    await messagesRegion(teacher).getByText(BODY).waitFor();
    await teacher.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
    await teacher.getByRole('button', { name: 'Send' }).click();
    await teacher.getByText('Message sent.').waitFor();

    // The parent's page, never reloaded: the read mark under her message, then the answer, within 2 s each.
    const started = Date.now();
    await mine.getByText(/^Read by Paul Bernard, .*\d{1,2}:\d{2} [AP]M$/).waitFor({ timeout: 2_000 });
    await messagesRegion(parent).getByRole('article', { name: 'Paul Bernard' }).getByText(REPLY).waitFor({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(4_000);
    // The menu's count: the answer is read on the page it arrived on, so nothing waits unread.
    await parent.getByRole('link', { name: 'All messages' }).click();
    const row = parent.getByRole('link', { name: new RegExp(SUBJECT) });
    await row.waitFor();
    expect(await row.textContent()).not.toContain('unread');
    expect(await overflows(teacher)).toBe(false);
  });

  it('tells the parent of an unread answer in the menu, live, while she is on another page', async () => {
    const parent = (await open(MOBILE)).page;
    await signIn(parent, env.baseUrl, 'parent', '/timetable');
    // The demo family has unread messages of its own (the office's answer about Léa): one more is told.
    const before = await unreadOf(env.baseUrl, 'parent@example.com', 'Parent123!', '/api/messages/unread');
    const teacher = (await open(MOBILE)).page;
    await signIn(teacher, env.baseUrl, 'teacher', conversationUrl.replace('/messages/', '/staff/messages/'));
    await teacher.getByRole('textbox', { name: 'Your reply' }).fill('Please bring his calculator.');
    await teacher.getByRole('button', { name: 'Send' }).click();
    await teacher.getByText('Message sent.').waitFor();
    await parent.getByRole('button', { name: 'Open menu' }).click();
    await parent
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: new RegExp(`^Messages.*${before + 1} unread messages?$`) })
      .waitFor({ timeout: 3_000 });
  });

  it('keeps the Martins’ conversation from the Dubois parent (not found)', async () => {
    const dubois = (await open(MOBILE)).page;
    await signIn(dubois, env.baseUrl, 'parent2', conversationUrl);
    await dubois.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    expect(await dubois.getByText(BODY).count()).toBe(0);
  });

  it('reads in French, axe-clean, at phone and desktop width', async () => {
    const english = englishOnlySentences();
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await open(viewport, 'fr-FR');
      await signIn(page, env.baseUrl, 'parent', conversationUrl);
      await messagesRegion(page).getByText(REPLY).waitFor();
      await page
        .getByText(/^Lu par Paul Bernard, /)
        .first()
        .waitFor();
      await settled(page);
      expect(await problemsInFrench(page, `conversation ${viewport.width}px`, english)).toEqual([]);
      expect(await overflows(page)).toBe(false);
      await screenshot(page, `messages-conversation-fr-${viewport.width}`);
      await page.getByRole('link', { name: 'Tous les messages' }).click();
      await page.getByRole('link', { name: new RegExp(SUBJECT) }).waitFor();
      await settled(page);
      expect(await problemsInFrench(page, `messages ${viewport.width}px`, english)).toEqual([]);
      await page.getByRole('link', { name: 'Nouveau message' }).click();
      await page.getByText('L’établissement répond sous 2 jours d’école.').waitFor();
      await settled(page);
      expect(await problemsInFrench(page, `new message ${viewport.width}px`, english)).toEqual([]);
      expect(await overflows(page)).toBe(false);
    }
  });
});

/**
 * The right to disconnect: a message written at 21:00 on a Tuesday is kept, and the teacher receives it
 * at 07:00 on Wednesday. Two servers on one database, one after the other: the first's clock starts at
 * 20:59, the second's at 07:00 the next morning (its job worker delivers what fell due overnight).
 */
describe('quiet hours', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('keeps a message written at 21:00 and delivers it at 07:00', async () => {
    const evening = await startServer(
      { CLOCK_START: schoolInstant(tuesday, '20:59') },
      { bundle: inject('serverBundle'), seededDatabase: inject('seededDatabase'), keepData: true },
    );
    servers.push(evening);
    const parent = await openPage(env.browser, evening.baseUrl, DESKTOP);
    await signIn(parent.page, evening.baseUrl, 'parent');
    await writeToPaulAboutHugo(parent.page);
    await parent.page
      .getByText(/^Message sent during the school's quiet hours: it will arrive on Wednesday \d{1,2} \w+ at 7:00 AM\.$/)
      .waitFor();
    await parent.page.getByText(/^Held for the quiet hours: it will arrive on Wednesday/).waitFor();
    await parent.context.close();
    const teacherAtNight = await unreadOfPaul(evening.baseUrl);
    await evening.stop();

    const morning = await startServer(
      { CLOCK_START: schoolInstant(wednesday, '07:00') },
      { bundle: inject('serverBundle'), seededDatabase: evening.databaseFile },
    );
    servers.push(morning);
    // Delivered by the job that fell due at 07:00: the teacher now has one more unread message.
    let teacherInTheMorning = 0;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (teacherInTheMorning = await unreadOfPaul(morning.baseUrl)) <= teacherAtNight) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(teacherInTheMorning).toBe(teacherAtNight + 1);
    const teacher = await openPage(env.browser, morning.baseUrl, MOBILE);
    await signIn(teacher.page, morning.baseUrl, 'teacher', '/staff/messages');
    await teacher.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(SUBJECT) })
      .waitFor();
    await teacher.context.close();
  });
});

/** An account's unread messages, as its menu counts them. */
async function unreadOf(baseUrl: string, username: string, password: string, path: string): Promise<number> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { unread: number }).unread;
}

/** Paul Bernard's unread messages, as his menu counts them. */
const unreadOfPaul = (baseUrl: string) => unreadOf(baseUrl, 'teacher@example.com', 'Teacher123!', '/api/staff/messages/unread');
