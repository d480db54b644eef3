import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts';
import { apiAs } from './support/api';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { englishOnlySentences } from './support/catalogs';
import { useOpenedPages } from './support/opened-pages';
import { problemsInFrench, settled } from './support/page-problems';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The staff side's bell (decision 088): the Martin parent sends back Hugo's image-rights form, the
 * office's bell counts it, the office opens its notifications and lands on the form's page; then the
 * pages in French. The file's own server: the form it sends reaches no other journey.
 */
const env = useServerAndBrowser();
const open = useOpenedPages(env, DESKTOP);
const FORM = 'Image rights';

type FormRequest = { id: number; child: { first_name: string }; form: { id?: number; name: string } };

/** The parent sends the form as the family's screen does: PATCH with the XSRF cookie echoed. */
async function parentSendsForm(): Promise<void> {
  const { email, password } = ACCOUNTS.parent;
  const login = await fetch(`${env.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const xsrf = login.headers
    .getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  const mine = await (await apiAs(env.baseUrl, 'parent')).get<FormRequest[]>('/api/form/my');
  const request = mine.find((r) => r.child.first_name === 'Hugo' && r.form.name === FORM);
  if (!request || !xsrf) throw new Error(`no ${FORM} request for Hugo, or no XSRF cookie`);
  const answer = await fetch(`${env.baseUrl}/api/form/${request.id}/send-data`, {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${token}`,
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      contactInfo: { civility: 'Mr.', Firstname: 'Thomas', Lastname: 'Martin', 'E-mail': 'thomas.martin@example.com', Phone: '0144556678' },
      form: { 'question 0': 'No', 'question 1': [] },
    }),
  });
  expect(answer.status).toBe(200);
}

describe('the staff bell', () => {
  it('counts a form a family sent back, opens the list, and the notification leads to the form', async () => {
    const { page } = await open(DESKTOP);
    await signIn(page, env.baseUrl, 'office', '/staff');
    const header = page.getByRole('banner');
    // The demo school already holds one form the Martins sent back (Léa's): counted from here.
    const office = await apiAs(env.baseUrl, 'office');
    const before = (await office.get<{ unread: number }>('/api/staff/notifications')).unread;
    await header.getByRole('link', { name: `Notifications, ${before} unread` }).waitFor();

    await parentSendsForm();
    await page.reload();
    const bell = header.getByRole('link', { name: `Notifications, ${before + 1} unread` });
    await bell.waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    await bell.click();
    await page.waitForURL('**/staff/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const item = page.getByRole('button', { name: `Hugo Martin returned the form ${FORM}` });
    await item.waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'staff-notifications-en-1280');

    await item.click();
    await page.waitForURL(/\/staff\/forms\/\d+$/);
    await page.getByRole('heading', { level: 1, name: FORM }).waitFor();
    // Opened, it is read: the bell counts one fewer.
    await header.getByRole('link', { name: `Notifications, ${before} unread` }).waitFor();
  });

  // Reads what the test above left on this file's server (they run in order).
  it('reads in English and French, axe-clean, at phone and desktop width, with the account page', async () => {
    const english = englishOnlySentences();
    for (const viewport of [MOBILE, DESKTOP]) {
      for (const [locale, lang] of [
        ['en-GB', 'en'],
        ['fr-FR', 'fr'],
      ] as const) {
        const { page } = await open(viewport, locale);
        // In French the check for English left on the page runs axe too: one scan either way.
        const scan = (where: string) => (lang === 'fr' ? problemsInFrench(page, where, english) : axeViolations(page));
        await signIn(page, env.baseUrl, 'office', '/staff/notifications');
        await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
        await page
          .getByText(lang === 'fr' ? `Formulaire ${FORM} rendu pour Hugo Martin` : `Hugo Martin returned the form ${FORM}`)
          .waitFor();
        await settled(page);
        expect(await scan(`notifications ${viewport.width}px`)).toEqual([]);
        await screenshot(page, `staff-notifications-${lang}-${viewport.width}`);

        await page.goto('/staff/account');
        await page.getByRole('heading', { level: 1, name: lang === 'fr' ? 'Mon compte' : 'My account' }).waitFor();
        await page.getByRole('group', { name: lang === 'fr' ? 'Une famille rend un formulaire' : 'A family returns a form' }).waitFor();
        await settled(page);
        expect(await scan(`account ${viewport.width}px`)).toEqual([]);
        await screenshot(page, `staff-account-${lang}-${viewport.width}`);
      }
    }
  });

  it('saves e-mail for returned forms from the account page, with the keyboard', async () => {
    const { page } = await open(MOBILE);
    await signIn(page, env.baseUrl, 'office', '/staff/account');
    // Each kind of news is its own group: the returned forms' choice, beside families' messages (decision 102).
    const email = page.getByRole('group', { name: 'A family returns a form' }).getByRole('radio', { name: 'Also by e-mail at once' });
    await email.waitFor();
    await email.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Your choices are saved.').waitFor();
    const saved = await (await apiAs(env.baseUrl, 'office')).get<{ preferences: unknown[] }>('/api/staff/notification-preferences');
    expect(saved.preferences).toEqual([
      { subject: 'form returned', channel: 'email' },
      { subject: 'staff message', channel: 'email' },
      { subject: 'family request', channel: 'inApp' },
    ]);
  });
});
