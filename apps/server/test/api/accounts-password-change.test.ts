import { accountPaths, pushPaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { afterReplyTasksSettled } from '../../src/modules/accounts/after-reply';
import { WRONG_CURRENT_PASSWORDS_PER_ACCOUNT } from '../../src/modules/accounts/self-service-limits';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { newDevice } from '../helpers/push-service';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { TestClient } from '../helpers/test-client';
import { createAccount, OTHER_STRONG_PASSWORD, publicPost, signIn, STRONG_PASSWORD, tokenIn, userRow } from './accounts-fixtures';

/** A signed-in person changes their password or signs out everywhere; every other session of theirs ends. */
let smtp: SmtpCapture;
let t: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url }, logTo: logLines });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  logLines.length = 0;
});

const change = (client: TestClient, currentPassword: string, newPassword: string) =>
  client.post(accountPaths.changePassword, { currentPassword, newPassword });
/** Asks "forgot password" for the address and answers the token of the link the e-mail brings. */
async function resetLinkToken(email: string): Promise<string> {
  const before = smtp.messages.length;
  expect((await publicPost(t, accountPaths.forgotPassword, { email })).statusCode).toBe(202);
  await afterReplyTasksSettled();
  await t.app.jobs.runDue();
  await smtp.waitForCount(before + 1);
  return tokenIn(smtp.lastTo(email)?.text ?? '');
}
let devices = 0;
const aDevice = () => newDevice(`https://fcm.googleapis.com/fcm/send/change-${++devices}:APA91b`).subscription;
const events = (name: string) => logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((e) => e.event === name);

describe('change password', () => {
  it('refuses a wrong current password with 400 WRONG_PASSWORD, changing nothing and sending nothing', async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const session = await signIn(t, account.email, STRONG_PASSWORD);
    const before = await userRow(t.db, account.id);
    const refused = await change(session, 'Not-The-Password-1', OTHER_STRONG_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'WRONG_PASSWORD', message: 'The current password is not right' });
    expect(await userRow(t.db, account.id)).toEqual(before);
    expect((await session.get('/api/me')).statusCode).toBe(200);
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it('refuses the same password, a common one, or a short one, changing nothing', async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const session = await signIn(t, account.email, STRONG_PASSWORD);
    const before = await userRow(t.db, account.id);
    const cases = [
      [STRONG_PASSWORD, 'VALIDATION_ERROR'],
      ['qwerty123456', 'PASSWORD_TOO_COMMON'],
      ['Short-1', 'VALIDATION_ERROR'],
    ] as const;
    for (const [newPassword, code] of cases) {
      const refused = await change(session, STRONG_PASSWORD, newPassword);
      expect(refused.statusCode, newPassword).toBe(400);
      expect(refused.json(), newPassword).toEqual({ code, message: expect.any(String) });
    }
    expect(await userRow(t.db, account.id)).toEqual(before);
  });

  it('changes it: this device gets a new token, the other sessions are signed out, the owner is told by e-mail', async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const here = await signIn(t, account.email, STRONG_PASSWORD);
    const elsewhere = await signIn(t, account.email, STRONG_PASSWORD);
    const before = smtp.messages.length;

    const changed = await change(here, STRONG_PASSWORD, OTHER_STRONG_PASSWORD);
    expect(changed.statusCode).toBe(200);
    const renewed = new TestClient(t.app, changed.json().token, here.xsrf);
    expect((await renewed.get('/api/me')).statusCode).toBe(200);
    expect((await here.get('/api/me')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/me')).statusCode).toBe(401);
    await expect(signIn(t, account.email, STRONG_PASSWORD)).rejects.toThrow(/401/);
    expect((await (await signIn(t, account.email, OTHER_STRONG_PASSWORD)).get('/api/me')).statusCode).toBe(200);

    expect(await t.app.jobs.runDue()).toBe(1);
    const [mail] = (await smtp.waitForCount(before + 1)).slice(before);
    expect(mail?.to).toEqual([account.email]);
    expect(mail?.subject).toBe('Your Carnet password was changed');
    expect(events('password_changed')).toEqual([expect.objectContaining({ userId: account.id })]);
    const audit = (await auditLinesOf(t.db, 'account')).filter((line) => line.entityId === account.id);
    expect(audit).toEqual([expect.objectContaining({ userId: account.id, action: 'update', after: { event: 'password_changed' } })]);
    const written = logLines.join('\n') + JSON.stringify(audit);
    for (const secret of [STRONG_PASSWORD, OTHER_STRONG_PASSWORD, changed.json().token]) expect(written).not.toContain(secret);
  });

  it('ends a reset link asked before the change: it no longer sets a password', async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const token = await resetLinkToken(account.email);
    expect((await publicPost(t, accountPaths.checkLink, { token })).json()).toMatchObject({ state: 'valid' });

    const session = await signIn(t, account.email, STRONG_PASSWORD);
    expect((await change(session, STRONG_PASSWORD, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);

    expect((await publicPost(t, accountPaths.checkLink, { token })).json()).toEqual({ state: 'expired', purpose: 'reset' });
    const used = await publicPost(t, accountPaths.useLink, { token, password: 'Yet-Another-Password-91' });
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('LINK_EXPIRED');
    expect((await (await signIn(t, account.email, OTHER_STRONG_PASSWORD)).get('/api/me')).statusCode).toBe(200);
  });

  it("ends every device's pushes of the account, by a change or by a reset link, and no other account's", async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const subscribe = async (client: TestClient) => expect((await client.post(pushPaths.subscriptions, aDevice())).statusCode).toBe(201);
    const devicesOf = async (userId: number) =>
      (await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute()).length;
    const other = await createAccount(t.db, { password: STRONG_PASSWORD });
    await subscribe(await signIn(t, other.email, STRONG_PASSWORD));

    // A phone that had taken over the account, and this device.
    const here = await signIn(t, account.email, STRONG_PASSWORD);
    await subscribe(await signIn(t, account.email, STRONG_PASSWORD));
    await subscribe(here);
    expect(await devicesOf(account.id)).toBe(2);
    expect((await change(here, STRONG_PASSWORD, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await devicesOf(account.id)).toBe(0);

    await subscribe(await signIn(t, account.email, OTHER_STRONG_PASSWORD));
    const token = await resetLinkToken(account.email);
    expect((await publicPost(t, accountPaths.useLink, { token, password: 'Yet-Another-Password-91' })).statusCode).toBe(200);
    expect(await devicesOf(account.id)).toBe(0);
    expect(await devicesOf(other.id)).toBe(1);
  });

  it(`answers 429 after ${WRONG_CURRENT_PASSWORDS_PER_ACCOUNT} wrong current passwords, even to the right one: no guessing oracle`, async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const session = await signIn(t, account.email, STRONG_PASSWORD);
    for (let i = 0; i < WRONG_CURRENT_PASSWORDS_PER_ACCOUNT; i++)
      expect((await change(session, `Wrong-Guess-${i}`, OTHER_STRONG_PASSWORD)).statusCode).toBe(400);
    const refused = await change(session, STRONG_PASSWORD, OTHER_STRONG_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await signIn(t, account.email, STRONG_PASSWORD)).toBeInstanceOf(TestClient);
  });

  it('is open to every kind of account, staff included, and closed without a token', async () => {
    const office = await t.as('office');
    const staffChange = await change(office, 'Wrong-Office-Password', OTHER_STRONG_PASSWORD);
    expect(staffChange.json().code).toBe('WRONG_PASSWORD');
    expect(
      (await t.anonymous.post(accountPaths.changePassword, { currentPassword: 'x', newPassword: OTHER_STRONG_PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe('sign out everywhere', () => {
  it("ends every session of the account, this one too, and no other account's", async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const here = await signIn(t, account.email, STRONG_PASSWORD);
    const elsewhere = await signIn(t, account.email, STRONG_PASSWORD);
    const someoneElse = await createAccount(t.db, { password: STRONG_PASSWORD });
    const otherSession = await signIn(t, someoneElse.email, STRONG_PASSWORD);

    const answer = await here.post(accountPaths.signOutEverywhere);
    expect(answer.statusCode).toBe(204);
    expect((await here.get('/api/me')).statusCode).toBe(401);
    expect((await elsewhere.get('/api/me')).statusCode).toBe(401);
    expect((await otherSession.get('/api/me')).statusCode).toBe(200);
    // Signing in again works at once.
    expect((await (await signIn(t, account.email, STRONG_PASSWORD)).get('/api/me')).statusCode).toBe(200);
    expect(events('signed_out_everywhere')).toEqual([expect.objectContaining({ userId: account.id })]);
    const audit = (await auditLinesOf(t.db, 'account')).filter((line) => line.entityId === account.id);
    expect(audit.map((line) => line.after)).toEqual([{ event: 'signed_out_everywhere' }]);
  });
});
