import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addInvitedParent, issueLink } from './support/account-links';
import { ACCOUNTS } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, MOBILE, type TestPage, openPage } from './support/browser';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/setup';
import { linkIn, startSmtpCapture } from './support/smtp-capture';

// The server sends its mail to this in-process SMTP server; its worker polls the queue often.
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

/** The newest message to this address, waiting for it to arrive. */
async function mailTo(address: string, count = 1) {
  await expect
    .poll(() => smtp.messages.filter((mail) => mail.to.includes(address)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = smtp.lastTo(address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}
const pathOf = (url: URL) => `${url.pathname}${url.search}`;
const NEW_PASSWORD = 'Tortue-Velo-Brioche-27';

describe('a forgotten password', () => {
  it('is reset from the login page: e-mail, link, new password, signed in; the new password then signs in', async () => {
    const { page } = await open(MOBILE);
    const { email } = ACCOUNTS.parent2;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Forgot your password?');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect
      .poll(() =>
        page
          .getByText('If an account uses this address, we have sent it a link')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Reset your Carnet password');
    await page.goto(pathOf(linkIn(mail)));
    await expect
      .poll(() =>
        page
          .getByText('Welcome, Antoine')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await expect.poll(() => page.locator('#new-password-hint').textContent()).toBe('Strong password.');
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save my new password' }).click();
    // Signed in, on the security page: what else ended, and the calendar address's reset offered.
    await page.waitForURL(`${env.baseUrl}/account/security`);
    await expect
      .poll(() =>
        page
          .getByText('Your password was reset.')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
    await expect.poll(() => page.getByText(/Notifications were turned off on all your devices/).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Reset my calendar address' }).click();
    await page.waitForURL(`${env.baseUrl}/account/calendar`);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Welcome to the parent's portal");
    // The owner is told, in case it was not them.
    expect((await mailTo(email, 2)).subject).toBe('Your Carnet password was changed');

    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${env.baseUrl}/`);
    // The link worked once.
    await page.goto(pathOf(linkIn(mail)));
    await expect
      .poll(() =>
        page
          .getByText('This link was already used')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
  });
});

describe('the account page', () => {
  it('changes the password and keeps this device signed in', async () => {
    const { page } = await open();
    await signIn(page, env.baseUrl, 'student', '/account/security');
    await page.getByLabel('Current password').fill('Not-Right-1234');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect.poll(() => page.locator('#current-password-error').textContent()).toBe('The current password is not right');

    await page.getByLabel('Current password').fill(ACCOUNTS.student.password);
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Your password was changed.')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${env.baseUrl}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Welcome to the student's portal");
    const login = await fetch(`${env.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: ACCOUNTS.student.email, password: NEW_PASSWORD }),
    });
    expect(login.status).toBe(200);
  });

  it('signs out everywhere: this browser and another one both go back to sign in', async () => {
    const here = await open();
    const elsewhere = await open(MOBILE);
    await signIn(elsewhere.page, env.baseUrl, 'parent', '/');
    await expect.poll(() => elsewhere.page.getByRole('heading', { level: 1 }).textContent()).toBe("Welcome to the parent's portal");
    await signIn(here.page, env.baseUrl, 'parent', '/');
    await here.page.getByRole('button', { name: ACCOUNTS.parent.label }).click();
    await here.page.getByRole('menuitem', { name: 'Password and sessions' }).click();
    await here.page.waitForURL(`${env.baseUrl}/account/security`);
    const hereToken = await here.page.evaluate(() => localStorage.getItem('token'));
    await here.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await here.page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await here.page.waitForURL(`${env.baseUrl}/login`);
    await expect
      .poll(() =>
        here.page
          .getByText('You are signed out on every device.')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);

    // The other browser's next request is refused, and it is sent to sign in.
    await elsewhere.page.reload();
    await elsewhere.page.waitForURL(`${env.baseUrl}/login`);
    const refused = await fetch(`${env.baseUrl}/api/me`, { headers: { Authorization: `Bearer ${hereToken}` } });
    expect(refused.status).toBe(401);
  });
});

describe('activation', () => {
  it("with a letter's code: the new parent chooses a password and sees the family's children", async () => {
    const parent = addInvitedParent(env.databaseFile, 'Julie');
    const code = issueLink(env.databaseFile, parent.email, 'letter');
    const { page } = await open(MOBILE);
    await page.goto('/activate');
    await page.getByLabel('Activation code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Welcome, Julie')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
    expect(await page.getByText(parent.email).isVisible()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect.poll(() => page.locator('#new-password-error').textContent()).toBe('The password must have at least 12 characters.');
    // The server has the last word: a common password is refused beside the field.
    await page.getByLabel('New password', { exact: true }).fill('qwerty123456');
    await page.getByLabel('Confirm the new password').fill('qwerty123456');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect.poll(() => page.locator('#new-password-error').textContent()).toMatch(/too easy to guess/);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await page.waitForURL(`${env.baseUrl}/`);
    for (const child of ['Léa', 'Hugo']) await expect.poll(() => page.getByText(child, { exact: false }).first().isVisible()).toBe(true);
  });

  it("with a letter's code for a parent the school had no e-mail for: the address is asked, then signs in", async () => {
    const parent = addInvitedParent(env.databaseFile, 'Nina', { hasEmail: false });
    const code = issueLink(env.databaseFile, parent.email, 'letter');
    const { page } = await open();
    await page.goto('/activate');
    await page.getByLabel('Activation code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Welcome, Nina').waitFor();
    await page.getByText('Give the e-mail address you will sign in with, then choose your password.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The placeholder is never shown; the address is required and must be one.
    expect(await page.getByText('carnet.invalid').count()).toBe(0);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect.poll(() => page.locator('#sign-in-email-error').textContent()).toBe('Required');
    // Another account's address is refused beside the field.
    await page.getByLabel('Your e-mail address (you will sign in with it)').fill(ACCOUNTS.parent.email);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect.poll(() => page.locator('#sign-in-email-error').textContent()).toMatch(/already uses this e-mail address/);
    const address = `nina.${Date.now()}@example.org`;
    await page.getByLabel('Your e-mail address (you will sign in with it)').fill(address);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await page.waitForURL(`${env.baseUrl}/`);
    await expect.poll(() => page.getByText('Léa', { exact: false }).first().isVisible()).toBe(true);
    const signedIn = await fetch(`${env.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: address, password: NEW_PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
  });

  it('with an expired invitation link: the page offers a new link, which arrives and works', async () => {
    const parent = addInvitedParent(env.databaseFile, 'Marc');
    const token = issueLink(env.databaseFile, parent.email, 'invitation', true);
    const { page } = await open();
    await page.goto(`/activate?token=${token}`);
    await expect
      .poll(() =>
        page
          .getByText('This link has expired.')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect
      .poll(() =>
        page
          .getByText('If this link was yours, a new one is on its way')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
    const mail = await mailTo(parent.email);
    expect(mail.subject).toBe('Your Carnet account at Carnet demo school');
    await page.goto(pathOf(linkIn(mail)));
    await expect
      .poll(() =>
        page
          .getByText('Welcome, Marc')
          .isVisible()
          .catch(() => false),
      )
      .toBe(true);
  });
});

describe('accessibility of the account pages', () => {
  for (const locale of ['en-GB', 'fr-FR']) {
    it(`has no WCAG 2.1 AA violation, in ${locale}`, async () => {
      const parent = addInvitedParent(env.databaseFile, 'Inès');
      const valid = issueLink(env.databaseFile, parent.email, 'invitation');
      const expired = issueLink(env.databaseFile, ACCOUNTS.parent.email, 'reset', true);
      const { page } = await open(DESKTOP, locale);
      const heading = () => page.getByRole('heading', { level: 1 }).textContent();
      for (const url of ['/forgot-password', '/activate', `/activate?token=${valid}`, `/reset-password?token=${expired}`]) {
        await page.goto(url);
        await expect.poll(heading).toBeTruthy();
        await page.waitForSelector('form, [class*="amber"]');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
        expect(await axeViolations(page), `${locale} ${url}`).toEqual([]);
      }
      const signedIn = await open(MOBILE, locale);
      await signIn(signedIn.page, env.baseUrl, 'teacher', '/account/security');
      await signedIn.page.waitForSelector('#current-password');
      await signedIn.page.getByRole('button', { name: /^(Sign out everywhere|Se déconnecter partout)$/ }).click();
      expect(await axeViolations(signedIn.page), `${locale} /account/security`).toEqual([]);
    });
  }
});
