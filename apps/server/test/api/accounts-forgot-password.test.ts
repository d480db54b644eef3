import { accountPaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { afterReplyTasksSettled } from '../../src/modules/accounts/after-reply';
import {
  LINK_TRIES_PER_IP_PER_MINUTE,
  MAILS_PER_ACCOUNT_PER_HOUR,
  RESET_REQUESTS_PER_IP_PER_MINUTE,
} from '../../src/modules/accounts/self-service-limits';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { createAccount, freshIp, publicPost, STRONG_PASSWORD } from './accounts-fixtures';

/**
 * "Forgot your password?" tells nothing about who has an account: the same status, body and timing
 * for a known and an unknown address; and the public account routes are rate-limited per address
 * and per account.
 */
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

const forgot = (email: string, ip = freshIp()) => publicPost(t, accountPaths.forgotPassword, { email }, ip);
/** Runs the work left after the answers and sends the queued mail; answers how many messages went out. */
async function sendQueued(): Promise<number> {
  await afterReplyTasksSettled();
  return t.app.jobs.runDue();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('forgot password', () => {
  it('answers a known and an unknown address alike, in status, body, headers and timing, and mails only the known one', async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    const unknown = 'nobody-here@example.org';
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const answers = new Set<string>();
    for (let i = 0; i < 15; i++) {
      for (const [kind, email] of [
        ['known', account.email],
        ['unknown', unknown],
      ] as const) {
        const started = performance.now();
        const response = await forgot(email);
        timings[kind].push(performance.now() - started);
        answers.add(
          JSON.stringify([response.statusCode, response.body, response.headers['content-type'], response.headers['content-length']]),
        );
        // Each request's work is done before the next is timed.
        await afterReplyTasksSettled();
      }
    }
    expect([...answers]).toEqual([JSON.stringify([202, '{"accepted":true}', 'application/json; charset=utf-8', '17'])]);
    // Generous noise: the known address's work happens after the answer, so the medians stay close.
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(15);
    const before = smtp.messages.length;
    // Three a hour per address: the other twelve requests answered the same and sent nothing.
    expect(await sendQueued()).toBe(MAILS_PER_ACCOUNT_PER_HOUR);
    const sent = await smtp.waitForCount(before + MAILS_PER_ACCOUNT_PER_HOUR);
    expect(sent.slice(before).flatMap((mail) => mail.to)).toEqual(Array(MAILS_PER_ACCOUNT_PER_HOUR).fill(account.email));
    expect(smtp.lastTo(unknown)).toBeUndefined();
    const requested = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((e) => e.event === 'password_reset_requested');
    expect(requested.filter((e) => e.userId === account.id)).toHaveLength(MAILS_PER_ACCOUNT_PER_HOUR);
    expect(requested.filter((e) => e.userId === undefined && e.sent === false)).toHaveLength(30 - MAILS_PER_ACCOUNT_PER_HOUR);
    expect(logLines.join('\n')).not.toContain(unknown);
  });

  it('sends the fourth request of the hour for one address nothing, from any caller address', async () => {
    const account = await createAccount(t.db, { password: STRONG_PASSWORD });
    for (let i = 0; i < MAILS_PER_ACCOUNT_PER_HOUR; i++) expect((await forgot(account.email)).statusCode).toBe(202);
    expect(await sendQueued()).toBe(MAILS_PER_ACCOUNT_PER_HOUR);
    const fourth = await forgot(` ${account.email.toUpperCase()} `);
    expect(fourth.statusCode).toBe(202);
    expect(fourth.json()).toEqual({ accepted: true });
    expect(await sendQueued()).toBe(0);
  });

  it('sends nothing to a deactivated account or a sign-in name that is no e-mail address', async () => {
    const deactivated = await createAccount(t.db, { password: STRONG_PASSWORD });
    await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', deactivated.id).execute();
    const letterName = await createAccount(t.db, { password: STRONG_PASSWORD, email: 'camille.lefebvre.4821' });
    for (const email of [deactivated.email, letterName.email]) expect((await forgot(email)).statusCode).toBe(202);
    expect(await sendQueued()).toBe(0);
    expect(await t.db.selectFrom('account_links').select('id').where('user_id', 'in', [deactivated.id, letterName.id]).execute()).toEqual(
      [],
    );
  });

  it('refuses a malformed body with 400 and writes nothing', async () => {
    for (const body of [{}, { email: '' }, { email: 'a@b.c', extra: 1 }, { email: 'x'.repeat(300) }]) {
      const response = await publicPost(t, accountPaths.forgotPassword, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect(await sendQueued()).toBe(0);
  });
});

describe('rate limits of the public account routes', () => {
  it(`answers 429 with Retry-After past ${RESET_REQUESTS_PER_IP_PER_MINUTE} reset requests a minute from one address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RESET_REQUESTS_PER_IP_PER_MINUTE; i++) expect((await forgot(`someone${i}@example.org`, ip)).statusCode).toBe(202);
    const refused = await forgot('someone-else@example.org', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests, please try again in/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await forgot('someone-else@example.org')).statusCode).toBe(202);
    await afterReplyTasksSettled();
  });

  it(`answers 429 past ${LINK_TRIES_PER_IP_PER_MINUTE} link or code tries a minute from one address, so codes cannot be guessed`, async () => {
    const ip = freshIp();
    const guess = (i: number) => ({ code: `ABCD-EFGH-${String(i).padStart(2, '2').replace(/[01]/g, '2')}KM` });
    for (let i = 0; i < LINK_TRIES_PER_IP_PER_MINUTE; i++) {
      const path = i % 2 === 0 ? accountPaths.checkLink : accountPaths.useLink;
      const body = i % 2 === 0 ? guess(i) : { ...guess(i), password: STRONG_PASSWORD };
      expect((await publicPost(t, path, body, ip)).statusCode).not.toBe(429);
    }
    for (const path of [accountPaths.checkLink, accountPaths.renewLink]) {
      const body = path === accountPaths.checkLink ? guess(99) : { token: 'B'.repeat(43) };
      const refused = await publicPost(t, path, body, ip);
      expect(refused.statusCode, path).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(refused.headers['retry-after']).toBeDefined();
    }
  });
});
