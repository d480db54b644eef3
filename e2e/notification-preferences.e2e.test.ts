import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@carnet/contract';
import { headerOf } from '../apps/server/test/helpers/mail-headers';
import { ACCOUNTS } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';
import { startSmtpCapture } from './support/smtp-capture';

/**
 * E-mail with its cause (decision 071): the Martin parent chooses instant e-mail for documents, the office publishes a document to
 * Léa, and the e-mail reaches the SMTP server in this process with a link to the item and a working
 * one-click List-Unsubscribe.
 */
const smtp = await startSmtpCapture();
const env = useServerAndBrowser({ SMTP_URL: smtp.url, JOBS_POLL_MS: '200' });
afterAll(() => smtp.close());

let pages: TestPage[] = [];
const open = async (viewport = DESKTOP, locale = 'en-GB') => {
  const opened = await openPage(env.browser, env.baseUrl, viewport, { locale });
  pages.push(opened);
  return opened;
};
afterEach(async () => {
  for (const { context, pageErrors } of pages) {
    expect(pageErrors).toEqual([]);
    await context.close();
  }
  pages = [];
});

/** The office's own API, as its publishing screen calls it: token, XSRF cookie and header. */
async function officePublishesDocumentToLea(title: string) {
  const { email, password } = ACCOUNTS.office;
  const login = await fetch(`${env.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${env.baseUrl}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(me.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const published = await fetch(`${env.baseUrl}/api/staff/publications/documents`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
    body: JSON.stringify({
      title,
      type: 'Letter',
      // Léa Martin is the demo's first pupil.
      audience: { kind: 'pupils', ids: [1] },
      file: { name: 'trip.pdf', data: Buffer.from(`%PDF-1.4\n% ${title}\n%%EOF\n`).toString('base64') },
    }),
  });
  expect(published.status, await published.clone().text()).toBe(200);
}

async function mailTo(address: string, subject: string) {
  await expect.poll(() => smtp.messages.some((m) => m.to.includes(address) && m.subject === subject), { timeout: 15_000 }).toBe(true);
  const mail = smtp.messages.find((m) => m.to.includes(address) && m.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}" to ${address}`);
  return mail;
}

describe('notification preferences', () => {
  it('documents by instant e-mail: the e-mail carries the link to the item and a one-click way out that works', async () => {
    const { page } = await open();
    // The e-mail's footer link, opened signed out: sign in first, then the screen itself.
    await page.goto('/account/notifications');
    await page.waitForURL(`${env.baseUrl}/login`);
    await page.getByLabel('E-mail').fill(ACCOUNTS.parent.email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.parent.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${env.baseUrl}/account/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();

    const absences = page.getByRole('group', { name: 'Absences and lateness' });
    await absences.waitFor();
    expect(await absences.getByRole('radio').count()).toBe(3);
    expect(await absences.getByRole('radio', { name: 'In the app only' }).count()).toBe(0);
    expect(await absences.textContent()).toContain('A same-day unexplained absence always reaches you outside the app');
    expect(await absences.getByRole('radio', { name: 'Instant e-mail' }).isChecked()).toBe(true);

    const documents = page.getByRole('group', { name: 'Documents' });
    expect(await documents.getByRole('radio', { name: 'Daily digest e-mail' }).isChecked()).toBe(true);
    await documents.getByRole('radio', { name: 'Instant e-mail' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your choices are saved.' }).count()).toBe(1);

    const title = `Museum trip ${Date.now().toString(36)}`;
    await officePublishesDocumentToLea(title);
    const mail = await mailTo(ACCOUNTS.parent.email, `New document for Léa: ${title}`);
    const itemLink = /https?:\/\/\S+\/documents\b/.exec(mail.text)?.[0];
    expect(itemLink).toBeTruthy();
    expect(mail.text).toContain('/account/notifications');
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(headerOf(mail, 'list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(/\/api\/notification-preferences\/one-click\/\d+\.document\.[\w-]{43}$/);

    // The link opens the item.
    await page.goto(new URL(itemLink ?? '').pathname);
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();

    // The mail provider's one-click POST: no session, no cookie, only the link.
    const posted = await fetch(`${env.baseUrl}${new URL(oneClick ?? '').pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    await page.goto('/account/notifications');
    const after = page.getByRole('group', { name: 'Documents' });
    await after.getByRole('radio', { name: 'In the app only' }).waitFor();
    expect(await after.getByRole('radio', { name: 'In the app only' }).isChecked()).toBe(true);
  });

  // Four pages, each scanned by axe: about 25 s alone, more beside other journeys on two shared cores.
  it('is in the account menu, reads in both languages, axe-clean on a phone and a desktop', { timeout: 180_000 }, async () => {
    for (const [viewport, size] of [
      [MOBILE, 375],
      [DESKTOP, 1280],
    ] as const) {
      for (const [locale, language, heading] of [
        ['en-GB', 'en', 'Notifications'],
        ['fr-FR', 'fr', 'Notifications'],
      ] as const) {
        const { page } = await open(viewport, locale);
        await signIn(page, env.baseUrl, 'parent2', '/');
        await page.getByRole('button', { name: language === 'fr' ? 'Famille Dubois' : 'Dubois family' }).click();
        await page.getByRole('menuitem', { name: 'Notifications' }).click();
        await page.waitForURL(`${env.baseUrl}/account/notifications`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('group').first().waitFor();
        const absence = language === 'fr' ? 'Absences et retards' : 'Absences and lateness';
        expect(await page.getByRole('group', { name: absence }).count()).toBe(1);
        // One group per kind of news, messages (decision 102) and homework (decision 110) included.
        expect(await page.getByRole('group').count()).toBe(NOTIFICATION_KINDS.length);
        expect(await axeViolations(page), `${size} ${language}`).toEqual([]);
        // Keyboard: the radios of a group are reached with Tab and moved with the arrows.
        await page.getByRole('group', { name: absence }).getByRole('radio').first().focus();
        await page.keyboard.press('ArrowDown');
        expect(await page.getByRole('group', { name: absence }).getByRole('radio').nth(1).isChecked()).toBe(true);
        const hasNoSideScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(hasNoSideScroll, `${size} ${language}`).toBe(true);
        await screenshot(page, `notification-preferences-${size}-${language}`);
      }
    }
  });
});
