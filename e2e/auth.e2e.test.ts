import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, type AccountName } from './support/accounts';
import { DESKTOP, type TestPage, openPage } from './support/browser';
import { expiredToken, signIn, signInWithForm } from './support/session';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();
let current: TestPage | null = null;
const open = async (viewport = DESKTOP) => (current = await openPage(env.browser, env.baseUrl, viewport));

afterEach(async () => {
  expect(current?.pageErrors ?? []).toEqual([]);
  await current?.context.close();
  current = null;
});

describe('signing in', () => {
  const greetings: Record<Exclude<AccountName, 'office' | 'teacher'>, string> = {
    parent: "Welcome to the parent's portal",
    student: "Welcome to the student's portal",
    parent2: "Welcome to the parent's portal",
  };

  for (const account of ['parent', 'student', 'parent2'] as const) {
    it(`signs ${account} in with the form, saves token and user, and lands on /`, async () => {
      const { page } = await open();
      await signInWithForm(page, account);
      await page.waitForURL(`${env.baseUrl}/`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(greetings[account]);
      await expect(page.getByRole('button', { name: ACCOUNTS[account].label }).isVisible()).resolves.toBe(true);
      const saved = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
      expect(saved[0]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(JSON.parse(saved[1] ?? '{}')).toMatchObject({ email: ACCOUNTS[account].email });
      expect(await page.title()).toBe('Home page · Carnet');
    });
  }

  it('shows the validation texts of the spec', async () => {
    const { page } = await open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await page.title()).toBe('Sign in · Carnet');
    await page.getByText('Please specify your email and password').waitFor();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(2);
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email address').waitFor();
    expect(page.url()).toBe(`${env.baseUrl}/login`);
  });

  it('says the login failed on a wrong password and stays on /login', async () => {
    const { page } = await open();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('parent@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login failed. Please check your email and password').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('shows and hides the password', async () => {
    const { page } = await open();
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Parent123!');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('links back to the school website and shows the school picture', async () => {
    const { page } = await open();
    await page.goto('/login');
    expect(await page.getByRole('link', { name: 'Return to school website' }).getAttribute('href')).toMatch(/^https?:\/\//);
    const picture = page.getByRole('img', { name: /school/i });
    // Loaded, not broken: polled, as the picture may still be on its way when the page shows.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});

describe('the session', () => {
  it('sends an expired token back to /login and removes token and user', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent');
    await page.evaluate((token) => localStorage.setItem('token', token), expiredToken());
    await page.goto('/');
    await page.waitForURL(`${env.baseUrl}/login`);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  it('ends the session when the server answers 401', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'parent');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A well-formed token that is not expired but that the server refuses.
    await page.evaluate(() => {
      const token = localStorage.getItem('token') ?? '';
      localStorage.setItem('token', `${token.slice(0, token.lastIndexOf('.'))}.forged`);
    });
    await page.reload();
    await page.waitForURL(`${env.baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('logs out from the account menu', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
    await page.getByRole('button', { name: 'Léa Martin' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${env.baseUrl}/login`);
    expect((await signedOut).status()).toBe(204);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    // The server revoked it: a copy of the token left anywhere no longer opens the account.
    const reuse = await fetch(`${env.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(reuse.status).toBe(401);
  });
});
