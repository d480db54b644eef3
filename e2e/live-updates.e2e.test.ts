import { describe, expect, it } from 'vitest';
import { ACCOUNTS, type AccountName } from './support/accounts';
import { apiAs } from './support/api';
import { DESKTOP } from './support/browser';
import { useOpenedPages } from './support/opened-pages';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The live channel (decision 103): a page left open counts what the school publishes, within 2 s and
 * without a reload. The office publishes through the API, as another person at another computer would.
 * The file's own server: its newsletters reach no other journey.
 */
const env = useServerAndBrowser();
const open = useOpenedPages(env, DESKTOP);
const WITHIN_MS = 2000;
const LEA = 1;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A signed-in write as the web app sends it: the token, and the XSRF cookie echoed in its header. */
async function postAs(account: AccountName, path: string, body: unknown): Promise<void> {
  const { email, password } = ACCOUNTS[account];
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
  const answer = await fetch(`${env.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf ?? ''),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

describe('live updates', () => {
  it("counts a newsletter the office publishes to Léa in the parent's open bell within 2 s, without reloading", async () => {
    const { page } = await open(DESKTOP);
    // The stream's headers arrive as soon as it is open (its body never ends).
    const isStreamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live' && response.status() === 200);
    await signIn(page, env.baseUrl, 'parent');
    const before = (await (await apiAs(env.baseUrl, 'parent')).unseen()).length;
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: before > 0 ? `Notifications, ${before} unseen` : 'Notifications' }).waitFor();
    await isStreamOpen;
    // Set on this document: a reload would make a new one without it.
    await page.evaluate(() => document.documentElement.setAttribute('data-still-this-page', ''));

    await postAs('office', '/api/staff/publications/newsletters', {
      title: 'Sports day moves to Friday',
      audience: { kind: 'pupils', ids: [LEA] },
      file: { name: 'sports-day.pdf', data: PDF.toString('base64') },
    });
    const published = Date.now();
    await header.getByRole('button', { name: `Notifications, ${before + 1} unseen` }).waitFor({ timeout: WITHIN_MS });
    expect(Date.now() - published).toBeLessThan(WITHIN_MS);
    expect(await page.locator('html[data-still-this-page]').count()).toBe(1);
  });
});
