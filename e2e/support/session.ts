import type { Page } from 'playwright-core';
import { ACCOUNTS, type AccountName } from './accounts';

export type Credentials = { email: string; password: string };

/**
 * Signs in without the form (the form has its own journey): token and user saved as the app does,
 * then opens `landOn`. They are saved by a script that runs before the page's own, once for this
 * tab (a later reload, a log-out or an expired token is left as the test makes it): loading /login
 * first only to write them cost one more load of the app per test.
 */
export async function signIn(page: Page, baseUrl: string, account: AccountName | Credentials, landOn = '/'): Promise<void> {
  const { email, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!login.ok) throw new Error(`Login of ${email} failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${baseUrl}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
  const user: unknown = await me.json();
  const once = `e2e-signed-in-${crypto.randomUUID()}`;
  await page.addInitScript(
    ([flag, savedToken, savedUser]) => {
      if (location.protocol !== 'http:' || sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, 'saved');
      localStorage.setItem('token', savedToken);
      localStorage.setItem('user', savedUser);
    },
    [once, token, JSON.stringify(user)] as const,
  );
  await page.goto(landOn);
}

/** Fills and sends the login form as a person would. */
export async function signInWithForm(page: Page, account: AccountName): Promise<void> {
  const { email, password } = ACCOUNTS[account];
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A token the client reads as expired (the signature does not matter: it never leaves the browser). */
export function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 60;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', roles: ['ROLE_PARENT'], iat: past - 3600, exp: past })}.x`;
}
