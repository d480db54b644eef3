import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { axeViolations } from './support/axe';
import { addInvitedParent } from './support/account-links';
import { DESKTOP, MOBILE, type TestPage, openPage, screenshot } from './support/browser';
import { settled } from './support/page-problems';
import { queueEmailInDatabase, queueUnreadableInvitation } from './support/queued-mail';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';
import { type SmtpCapture, startSmtpCapture } from './support/smtp-capture';

/**
 * The office and the outgoing mail: a message the school's SMTP server refuses for good shows as
 * failed (on the staff home too), the office sends it again, and it arrives. The server sends to an
 * SMTP server in this process; the message is queued straight in the server's database, sealed with
 * the mail key it was started with (MAIL_KEYS), as an invitation would be.
 */
const MAIL_KEYS = `e2e-mail:${Buffer.alloc(32, 7).toString('base64')}`;
// Filled in before the server starts (this file's hooks run in order, the server's after this one).
const serverEnv: Record<string, string> = { MAIL_KEYS, JOBS_POLL_MS: '200' };
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  serverEnv.SMTP_URL = smtp.url;
});
const env = useServerAndBrowser(serverEnv);
afterAll(async () => smtp.close());

let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport, { locale: 'en-GB' }));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

const unique = () => Math.random().toString(36).slice(2, 8);

describe('the outgoing mail', () => {
  it('shows a refused message as failed, sends it again when the office asks, and it arrives once', async () => {
    const to = `refused.${unique()}@example.org`;
    // Counted from here, so that a retry of this test on the same server counts right.
    const office = await apiAs(env.baseUrl, 'office');
    const before = await office.get<{ failed: number; done: number }>('/api/staff/mail/counts');
    const mailsTo = () => smtp.messages.filter((m) => m.to.includes(to));
    smtp.refuseNext(1, 550);
    queueEmailInDatabase(env.databaseFile, MAIL_KEYS, to, 'Your Carnet account');

    // The worker tries it within its poll and the SMTP server refuses it for good.
    await expect
      .poll(async () => (await office.get<{ failed: number }>('/api/staff/mail/counts')).failed, { timeout: 20_000 })
      .toBe(before.failed + 1);

    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff');
    const notice = page.getByText(/could not be sent\./);
    await notice.waitFor();
    await page.getByRole('link', { name: 'See the outgoing mail' }).click();
    await page.waitForURL('**/staff/mail?status=failed');

    const failedFilter = page.getByRole('button', { name: `Failed (${before.failed + 1})` });
    await failedFilter.waitFor();
    expect(await failedFilter.getAttribute('aria-pressed')).toBe('true');
    const table = page.getByRole('region', { name: 'Outgoing mail' });
    const row = table.getByRole('row').filter({ hasText: to });
    await row.getByText('Failed', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('550');
    expect(await axeViolations(page)).toEqual([]);
    expect(mailsTo()).toHaveLength(0);

    await row.getByRole('button', { name: `Send again to ${to}` }).click();
    await expect.poll(() => mailsTo().length, { timeout: 20_000 }).toBe(1);
    expect(mailsTo()[0]?.subject).toBe('Your Carnet account');

    // It left the failed ones; under "All" it reads Sent, with no button to send it a third time.
    await page.getByText('No message failed.').waitFor();
    expect(await page.getByRole('button', { name: `Failed (${before.failed})` }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    const sentRow = table.getByRole('row').filter({ hasText: to });
    await sentRow.getByText('Sent', { exact: true }).waitFor();
    expect(await sentRow.getByRole('button').count()).toBe(0);
    await settled(page);
    expect(mailsTo()).toHaveLength(1);

    // Back home, the counts answer no failure: the notice is gone.
    const counts = page.waitForResponse((response) => response.url().endsWith('/api/staff/mail/counts'));
    await page.goto('/staff');
    expect(await (await counts).json()).toMatchObject({ failed: before.failed, done: before.done + 1 });
    await page.getByRole('heading', { level: 1, name: 'Hello Nadia' }).waitFor();
    await settled(page);
    expect(await notice.count()).toBe(0);
  });

  it('on a phone, shows each message as a card and sends a failed one again from it', async () => {
    const to = `phone.${unique()}@example.org`;
    smtp.refuseNext(1, 550);
    const before = smtp.messages.length;
    queueEmailInDatabase(env.databaseFile, MAIL_KEYS, to, 'Reset your Carnet password');

    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'office', '/staff/mail');
    const cards = page.getByRole('list', { name: 'Outgoing mail' });
    const card = cards.getByRole('listitem').filter({ hasText: to });
    // Waiting, then Failed: the page follows a message in flight by itself.
    await card.getByText('Failed', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: `Send again to ${to}` }).click();
    await card.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    await smtp.waitForCount(before + 1);
    expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('says why a message sealed with a key the server does not hold failed, and "Send again" writes the invitation anew', async () => {
    const account = addInvitedParent(env.databaseFile, 'Camille');
    const mailsTo = () => smtp.messages.filter((m) => m.to.includes(account.email));
    queueUnreadableInvitation(env.databaseFile, account);
    const office = await apiAs(env.baseUrl, 'office');
    const failed = async () =>
      (await office.get<{ items: Array<{ to: string; problem: string | null }> }>('/api/staff/mail?status=failed')).items.find(
        (m) => m.to === account.email,
      )?.problem;
    await expect.poll(failed, { timeout: 20_000 }).toBe('keyMissing');

    for (const [language, locale, reason, resend] of [
      ['en', 'en-GB', 'This message cannot be opened: it was sealed with a mail key this server does not hold.', 'Send again to'],
      [
        'fr',
        'fr-FR',
        'Ce message ne peut pas être ouvert : il a été scellé avec une clé de courrier que ce serveur ne détient pas.',
        'Renvoyer à',
      ],
    ] as const) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['375', MOBILE],
      ] as const) {
        current = await openPage(env.browser, env.baseUrl, viewport, { locale });
        const { page } = current;
        await signIn(page, env.baseUrl, 'office', '/staff/mail?status=failed');
        const holder =
          size === '1280'
            ? page.getByRole('region', { name: /Outgoing mail|Courriels envoyés/ })
            : page.getByRole('list', { name: /Outgoing mail|Courriels envoyés/ });
        const entry = holder.getByRole(size === '1280' ? 'row' : 'listitem').filter({ hasText: account.email });
        await entry.getByText(reason).waitFor();
        await entry.getByRole('button', { name: `${resend} ${account.email}` }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `staff-mail-unreadable-${language}-${size}`);
        await current.context.close();
        current = null;
      }
    }

    const { page } = await open();
    await signIn(page, env.baseUrl, 'office', '/staff/mail?status=failed');
    const row = page.getByRole('region', { name: 'Outgoing mail' }).getByRole('row').filter({ hasText: account.email });
    await row.getByRole('button', { name: `Send again to ${account.email}` }).click();
    await expect.poll(() => mailsTo().length, { timeout: 20_000 }).toBe(1);
    expect(mailsTo()[0]?.text).toMatch(/\/activate\?token=[A-Za-z0-9_-]{43}/);
    await settled(page);
    expect(mailsTo()).toHaveLength(1);
  });
});
