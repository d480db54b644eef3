import { accountPaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadActor } from '../../src/lib/actor';
import { afterReplyTasksSettled } from '../../src/modules/accounts/after-reply';
import { inviteByEmail, inviteByLetter } from '../../src/modules/accounts/invitations';
import { mailContextOf } from '../../src/mail/mail-context';
import { setAccountActive } from '../../src/modules/people/accounts.service';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { TestClient } from '../helpers/test-client';
import { createAccount, OTHER_STRONG_PASSWORD, publicPost, signIn, STRONG_PASSWORD, tokenIn, userRow } from './accounts-fixtures';

/**
 * A person's own links (decision 068): a forgotten password reset by e-mail, an invitation or letter code
 * activated, expired and used links refused and renewed, with a real SMTP server receiving the mail.
 */
let smtp: SmtpCapture;
let t: TestContext;
/** The app's clock: tests move it to let links expire. */
let clock = new Date();
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url }, now: () => clock, logTo: logLines });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  clock = new Date();
  logLines.length = 0;
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** Sends what is queued and answers the last message to this address, waiting for `count` messages in all. */
async function deliver(count: number) {
  await afterReplyTasksSettled();
  await t.app.jobs.runDue();
  return smtp.waitForCount(count);
}
const check = (secret: object) => publicPost(t, accountPaths.checkLink, secret);
const use = (secret: object, password: string) => publicPost(t, accountPaths.useLink, { ...secret, password });
const asClient = (token: string) => new TestClient(t.app, token, null);
const withTrx = <T>(work: (trx: TestContext['db']) => Promise<T>) => t.db.transaction().execute(work);
const ctx = () => mailContextOf(t.app.deps);
type LogEntry = Record<string, unknown> & { event?: string };
const events = (name: string) => logLines.map((line) => JSON.parse(line) as LogEntry).filter((entry) => entry.event === name);

describe('a forgotten password', () => {
  it('is reset through the e-mailed link: the new password signs in, every older session is signed out, the link is dead', async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const before = smtp.messages.length;
    const oldSession = await signIn(t, account.email, STRONG_PASSWORD);

    const asked = await publicPost(t, accountPaths.forgotPassword, { email: account.email.toUpperCase() });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ accepted: true });
    await deliver(before + 1);
    const mail = smtp.lastTo(account.email);
    expect(mail?.subject).toBe('Reset your Carnet password');
    expect(mail?.text).toContain('/reset-password?token=');
    const token = tokenIn(mail?.text ?? '');

    expect((await check({ token })).json()).toEqual({ state: 'valid', purpose: 'reset', firstName: 'Camille', signInName: account.email });
    const used = await use({ token }, OTHER_STRONG_PASSWORD);
    expect(used.statusCode).toBe(200);
    expect((await asClient(used.json().token).get('/api/me')).json()).toMatchObject({ email: account.email });
    expect((await oldSession.get('/api/me')).statusCode).toBe(401);
    await expect(signIn(t, account.email, STRONG_PASSWORD)).rejects.toThrow(/401/);
    expect((await (await signIn(t, account.email, OTHER_STRONG_PASSWORD)).get('/api/me')).statusCode).toBe(200);

    expect((await check({ token })).json()).toEqual({ state: 'used', purpose: 'reset' });
    const reused = await use({ token }, 'Yet-Another-Password-91');
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ code: 'LINK_USED', message: 'This link was already used' });

    const told = await deliver(before + 2);
    expect(told.at(-1)?.subject).toBe('Your Carnet password was changed');
    expect(told.at(-1)?.to).toEqual([account.email]);

    const audit = (await auditLinesOf(t.db, 'account')).filter((line) => line.entityId === account.id);
    expect(audit.map((line) => line.after)).toEqual([{ event: 'password_reset' }, { event: 'password_reset_requested' }]);
    expect(audit.every((line) => line.userId === account.id)).toBe(true);
    expect(events('password_reset_requested')).toEqual([expect.objectContaining({ userId: account.id, sent: true })]);
    expect(events('password_reset')).toEqual([expect.objectContaining({ userId: account.id })]);
    expect(events('link_refused')).toEqual([
      expect.objectContaining({ route: accountPaths.checkLink, state: 'used' }),
      expect.objectContaining({ route: accountPaths.useLink, code: 'LINK_USED' }),
    ]);
    const written = logLines.join('\n') + JSON.stringify(audit);
    for (const secret of [token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD]) expect(written).not.toContain(secret);
  });

  it('refuses an expired reset link, changing nothing, and renews it by e-mail: the old one stays dead', async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const before = smtp.messages.length;
    await publicPost(t, accountPaths.forgotPassword, { email: account.email });
    const oldToken = tokenIn((await deliver(before + 1)).at(-1)?.text ?? '');
    const hashBefore = (await userRow(t.db, account.id)).password_hash;

    later(HOUR + 60_000);
    expect((await check({ token: oldToken })).json()).toEqual({ state: 'expired', purpose: 'reset' });
    const refused = await use({ token: oldToken }, OTHER_STRONG_PASSWORD);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ code: 'LINK_EXPIRED', message: 'This link has expired' });
    expect((await userRow(t.db, account.id)).password_hash).toBe(hashBefore);

    const renewed = await publicPost(t, accountPaths.renewLink, { token: oldToken });
    expect(renewed.statusCode).toBe(202);
    expect(renewed.json()).toEqual({ accepted: true });
    const newToken = tokenIn((await deliver(before + 2)).at(-1)?.text ?? '');
    expect(newToken).not.toBe(oldToken);
    expect((await check({ token: oldToken })).json()).toMatchObject({ state: 'expired' });
    expect((await use({ token: newToken }, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe('an invitation', () => {
  it('expired, is renewed by e-mail; the new link activates the account and the old one stays dead', async () => {
    const account = await createAccount(t.db, { isInvited: true });
    const before = smtp.messages.length;
    await withTrx((trx) => inviteByEmail(trx, ctx(), account.id));
    const invitation = (await deliver(before + 1)).at(-1);
    expect(invitation?.subject).toBe('Your Carnet account at Carnet demo school');
    const oldToken = tokenIn(invitation?.text ?? '');
    expect((await check({ token: oldToken })).json()).toMatchObject({ state: 'valid', purpose: 'invitation' });

    later(8 * DAY);
    expect((await check({ token: oldToken })).json()).toEqual({ state: 'expired', purpose: 'invitation' });
    expect((await publicPost(t, accountPaths.renewLink, { token: oldToken })).statusCode).toBe(202);
    const renewal = (await deliver(before + 2)).at(-1);
    expect(renewal?.subject).toBe('Your Carnet account at Carnet demo school');
    const newToken = tokenIn(renewal?.text ?? '');
    expect((await use({ token: oldToken }, STRONG_PASSWORD)).json()).toMatchObject({ code: 'LINK_EXPIRED' });

    const used = await use({ token: newToken }, STRONG_PASSWORD);
    expect(used.statusCode).toBe(200);
    expect((await userRow(t.db, account.id)).activated_at).not.toBeNull();
    expect((await (await signIn(t, account.email, STRONG_PASSWORD)).get('/api/me')).statusCode).toBe(200);
    // Used, not expired: renewing it sends nothing.
    expect((await publicPost(t, accountPaths.renewLink, { token: newToken })).statusCode).toBe(202);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(events('account_activated')).toEqual([expect.objectContaining({ userId: account.id, purpose: 'invitation' })]);
    const audit = (await auditLinesOf(t.db, 'account')).filter((line) => line.entityId === account.id);
    expect(audit[0]?.after).toEqual({ event: 'account_activated' });
  });

  it("activates with a letter's code typed in lower case with dashes", async () => {
    const account = await createAccount(t.db, { isInvited: true });
    const letter = await withTrx((trx) => inviteByLetter(trx, ctx(), account.id));
    const typed = { code: ` ${letter.code.toLowerCase()} ` };
    expect((await check(typed)).json()).toEqual({ state: 'valid', purpose: 'letter', firstName: 'Camille', signInName: account.email });
    const used = await use(typed, STRONG_PASSWORD);
    expect(used.statusCode).toBe(200);
    expect((await asClient(used.json().token).get('/api/me')).statusCode).toBe(200);
    expect((await userRow(t.db, account.id)).activated_at).not.toBeNull();
    expect((await check({ code: letter.code })).json()).toEqual({ state: 'used', purpose: 'letter' });
    expect(logLines.join('\n')).not.toContain(letter.code.replaceAll('-', ''));
  });

  it('refuses a common password, or one made of the own name, and changes nothing: the link still works', async () => {
    const account = await createAccount(t.db, { isInvited: true });
    const letter = await withTrx((trx) => inviteByLetter(trx, ctx(), account.id));
    const { last_name: lastName } = await userRow(t.db, account.id);
    for (const password of ['qwerty123456', `Camille${lastName}!!`]) {
      const refused = await use({ code: letter.code }, password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', message: expect.stringContaining('too easy to guess') });
    }
    const row = await userRow(t.db, account.id);
    expect(row.activated_at).toBeNull();
    expect(row.password_hash).toBe('!');
    expect((await check({ code: letter.code })).json()).toMatchObject({ state: 'valid' });
  });

  it('refuses an unknown link or code (404) and a malformed one (400)', async () => {
    const unknownToken = 'A'.repeat(43);
    expect((await check({ token: unknownToken })).json()).toEqual({ state: 'unknown', purpose: null });
    expect((await check({ code: 'ABCD-EFGH-JKLM' })).json()).toEqual({ state: 'unknown', purpose: null });
    const refused = await use({ token: unknownToken }, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'LINK_UNKNOWN', message: 'This link or code is not valid' });
    for (const body of [{ token: 'short' }, { code: 'ABCD-EFGH-JKL0' }, { token: unknownToken, code: 'ABCD-EFGH-JKLM' }]) {
      const bad = await check(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await use({ token: unknownToken }, 'short')).statusCode).toBe(400);
  });

  it('lets only one of two submissions of the same link set the password', async () => {
    const account = await createAccount(t.db, { isInvited: true });
    const letter = await withTrx((trx) => inviteByLetter(trx, ctx(), account.id));
    const answers = await Promise.all([use({ code: letter.code }, STRONG_PASSWORD), use({ code: letter.code }, OTHER_STRONG_PASSWORD)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });
});

describe('a deactivated account', () => {
  it('loses its live token at once, and its links are refused and not renewed', async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const session = await signIn(t, account.email, STRONG_PASSWORD);
    const before = smtp.messages.length;
    await publicPost(t, accountPaths.forgotPassword, { email: account.email });
    const token = tokenIn((await deliver(before + 1)).at(-1)?.text ?? '');

    const office = await loadActor(t.db, t.school.users.office);
    if (!office) throw new Error('the demo office account');
    await setAccountActive(t.db, office, account.id, false);

    expect((await session.get('/api/me')).statusCode).toBe(401);
    expect((await check({ token })).json()).toEqual({ state: 'expired', purpose: 'reset' });
    expect((await use({ token }, OTHER_STRONG_PASSWORD)).json()).toMatchObject({ code: 'LINK_EXPIRED' });
    expect((await publicPost(t, accountPaths.renewLink, { token })).statusCode).toBe(202);
    expect((await publicPost(t, accountPaths.forgotPassword, { email: account.email })).statusCode).toBe(202);
    await afterReplyTasksSettled();
    expect(await t.app.jobs.runDue()).toBe(0);
    expect((await userRow(t.db, account.id)).deactivated_at).not.toBeNull();
  });
});
