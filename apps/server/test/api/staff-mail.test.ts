import { accountAdminPaths, accountPaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/jobs/jobs';
import { generateMailKey, ringOf } from '../../src/mail/mail-keys';
import { seal } from '../../src/mail/sealed';
import { composeMail } from '../../src/mail/mail-message';
import { queueEmail } from '../../src/mail/mail-queue';
import { inviteByEmail } from '../../src/modules/accounts/invitations';
import { mailContextOf } from '../../src/mail/mail-context';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';
import { createAccount, publicPost, tokenIn } from './accounts-fixtures';

let smtp: SmtpCapture;
let t: TestContext;
/** The app's clock: each message is queued a second after the previous one, so "newest first" is plain. */
let clock = new Date();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  clock = new Date();
  await t.db.deleteFrom('jobs').execute();
  smtp.messages.length = 0;
});

const SECRET = 'secret-link-value-0123456789';
const queue = async (to: string, subject = `Your Carnet account (${to})`) => {
  clock = new Date(clock.getTime() + 1000);
  const mail = composeMail(to, {
    language: 'en',
    subject,
    greeting: 'Hello,',
    paragraphs: ['A line.'],
    action: { label: 'Choose your password', url: `https://portal.example/activate?token=${SECRET}` },
    signature: 'The school office',
  });
  return t.db.transaction().execute((trx) => queueEmail(trx, { mailKeys: t.app.deps.mailKeys, now: () => clock }, mail));
};
const jobRow = (id: number) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** One message sent, one refused for good (550), one still waiting: the list's three faces. */
async function queueSentFailedAndWaiting() {
  const sent = await queue('sent@example.org');
  await t.app.jobs.runDue();
  const failed = await queue('failed@example.org');
  smtp.refuseNext(1, 550);
  await t.app.jobs.runDue();
  const waiting = await queue('waiting@example.org');
  expect(await jobRow(sent)).toMatchObject({ status: 'done' });
  expect(await jobRow(failed)).toMatchObject({ status: 'failed' });
  return { sent, failed, waiting };
}

describe('the outgoing mail, for the office', () => {
  it('lists sent, failed and waiting messages newest first, with their state and never their content', async () => {
    const ids = await queueSentFailedAndWaiting();
    const office = await t.as('office');
    const response = await office.get(accountAdminPaths.mail);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    expect(page.items.map((m: { id: number }) => m.id)).toEqual([ids.waiting, ids.failed, ids.sent]);
    const [waiting, failed, sent] = page.items;
    expect(sent).toEqual({
      id: ids.sent,
      to: 'sent@example.org',
      subject: 'Your Carnet account (sent@example.org)',
      status: 'done',
      attempts: 1,
      lastError: null,
      problem: null,
      canRebuild: false,
      createdAt: expect.any(String),
      doneAt: expect.any(String),
      nextAttemptAt: null,
    });
    // Refused by the mail server: sent again as it is, nothing to rebuild.
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      doneAt: expect.any(String),
      problem: null,
      canRebuild: false,
    });
    expect(failed.lastError).toMatch(/550/);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, doneAt: null, nextAttemptAt: (await jobRow(ids.waiting)).run_after });
    // Neither the sealed payload nor the link it holds ever leaves the server.
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('payload');
    expect(response.body).not.toContain((await jobRow(ids.waiting)).payload);
  });

  it('counts the messages in each state', async () => {
    await queueSentFailedAndWaiting();
    const office = await t.as('office');
    const counts = await office.get(accountAdminPaths.mailCounts);
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({ pending: 1, running: 0, done: 1, failed: 1 });
  });

  it('filters by status', async () => {
    const ids = await queueSentFailedAndWaiting();
    const office = await t.as('office');
    const only = async (status: string) => (await office.get(`${accountAdminPaths.mail}?status=${status}`)).json();
    expect((await only('failed')).items.map((m: { id: number }) => m.id)).toEqual([ids.failed]);
    expect((await only('failed')).total).toBe(1);
    expect((await only('done')).items.map((m: { id: number }) => m.id)).toEqual([ids.sent]);
    expect((await only('pending')).items.map((m: { id: number }) => m.id)).toEqual([ids.waiting]);
    expect((await only('running')).items).toEqual([]);
    const bad = await office.get(`${accountAdminPaths.mail}?status=lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('pages by 50, newest first, and leaves other jobs out', async () => {
    const at = new Date('2026-01-01T08:00:00.000Z');
    for (let i = 0; i < 52; i++) {
      const created = new Date(at.getTime() + i * 60_000);
      await enqueueJob(t.db, { kind: 'email', payload: '{}', summaryTo: `p${i}@example.org`, summarySubject: `Message ${i}` }, created);
    }
    const office = await t.as('office');
    const first = (await office.get(accountAdminPaths.mail)).json();
    expect(first).toMatchObject({ total: 52, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0].to).toBe('p51@example.org');
    const second = (await office.get(`${accountAdminPaths.mail}?page=2`)).json();
    expect(second.items.map((m: { to: string }) => m.to)).toEqual(['p1@example.org', 'p0@example.org']);
    expect((await office.get(`${accountAdminPaths.mail}?page=0`)).statusCode).toBe(400);
  });

  it('sends a failed message again: it arrives once, the row is done, and the audit log says who', async () => {
    const { failed } = await queueSentFailedAndWaiting();
    await t.db.deleteFrom('jobs').where('id', '!=', failed).execute();
    smtp.messages.length = 0;
    const office = await t.as('office');
    const response = await office.post(accountAdminPaths.mailResend(failed));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await jobRow(failed)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });

    await t.app.jobs.runDue();
    const [mail] = await smtp.waitForCount(1);
    expect(mail?.to).toEqual(['failed@example.org']);
    expect(await jobRow(failed)).toMatchObject({ status: 'done', attempts: 1, payload: '{}' });
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);

    // The audit log cannot be emptied between tests: this message's lines only.
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'email').where('entity_id', '=', failed).execute();
    expect(audit).toEqual([
      expect.objectContaining({ user_id: t.school.users.office, action: 'resend', entity: 'email', entity_id: failed }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(JSON.parse(audit[0]?.before ?? '{}')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('refuses to resend a message that did not fail (409) or does not exist (404), changing nothing', async () => {
    const ids = await queueSentFailedAndWaiting();
    smtp.messages.length = 0;
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    for (const id of [ids.sent, ids.waiting]) {
      const response = await office.post(accountAdminPaths.mailResend(id));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: 'Only a message that could not be sent can be sent again' });
    }
    const unknown = await office.post(accountAdminPaths.mailResend(999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await office.post(accountAdminPaths.mailResend('abc'))).statusCode).toBe(400);
    expect(await snapshotTables(t.db)).toEqual(before);
    await t.app.jobs.runDue();
    // Only the waiting message went: the sent one was not sent twice.
    expect(smtp.messages.map((m) => m.to[0])).toEqual(['waiting@example.org']);
  });

  it('is for the office only: a teacher, a parent and a student get 403, nobody signed in 401', async () => {
    const { failed } = await queueSentFailedAndWaiting();
    for (const account of ['teacher', 'parent', 'student'] as const) {
      const client = await t.as(account);
      expect((await client.get(accountAdminPaths.mail)).statusCode).toBe(403);
      expect((await client.get(accountAdminPaths.mailCounts)).statusCode).toBe(403);
      expect((await client.post(accountAdminPaths.mailResend(failed))).statusCode).toBe(403);
    }
    expect((await t.anonymous.get(accountAdminPaths.mail)).statusCode).toBe(401);
    expect(await jobRow(failed)).toMatchObject({ status: 'failed' });
  });
});

/** A key ring the server does not hold: what another process sealed with (decision 089). */
const foreignRing = () => ringOf([generateMailKey()], 'another DATA_DIR');
const mailContextSealedWith = (mailKeys: ReturnType<typeof foreignRing>) => ({ ...mailContextOf(t.app.deps), mailKeys, now: () => clock });

describe('a queued message the server cannot open (decision 089)', () => {
  it('an invitation sealed with a key the server does not hold fails at once, says why, and "Send again" writes it anew with a fresh link', async () => {
    const account = await createAccount(t.db, { isInvited: true });
    const foreign = foreignRing();
    const id = await t.db.transaction().execute((trx) => inviteByEmail(trx, mailContextSealedWith(foreign), account.id));
    expect(await t.app.jobs.runDue()).toBe(1);
    // Permanent: no retry could open it, so it does not wait a day of backoff to show.
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1, problem: 'keyMissing', source: 'invitation' });
    expect(smtp.messages).toHaveLength(0);

    const office = await t.as('office');
    const [item] = (await office.get(`${accountAdminPaths.mail}?status=failed`)).json().items;
    expect(item).toMatchObject({ id, to: account.email, status: 'failed', problem: 'keyMissing', canRebuild: true });
    expect(item.lastError).toBe(
      `the message was sealed with the mail key "${foreign.current.id}", which this server does not hold (MAIL_KEYS or DATA_DIR/mail-keys)`,
    );

    const resent = await office.post(accountAdminPaths.mailResend(id));
    expect(resent.statusCode).toBe(200);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 0, problem: null, last_error: null, summary_to: account.email });
    expect((await jobRow(id)).payload.split('.').slice(0, 2)).toEqual(['v2', t.app.deps.mailKeys.current.id]);
    await t.app.jobs.runDue();
    const [mail] = await smtp.waitForCount(1);
    expect(mail).toMatchObject({ to: [account.email], subject: 'Your Carnet account at Carnet demo school' });
    const checked = await publicPost(t, accountPaths.checkLink, { token: tokenIn(mail?.text ?? '') });
    expect(checked.json()).toMatchObject({ state: 'valid', purpose: 'invitation' });
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, payload: '{}' });

    const [audit] = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'email').where('entity_id', '=', id).execute();
    expect(audit).toMatchObject({ user_id: t.school.users.office, action: 'resend' });
    expect(JSON.parse(audit?.before ?? '{}')).toMatchObject({ status: 'failed', problem: 'keyMissing' });
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ status: 'pending', rebuiltFrom: 'invitation' });
  });

  it('one it cannot rebuild (a reset link, a damaged message, an account activated since) says why, and "Send again" answers 409 changing nothing', async () => {
    const reset = await t.db.transaction().execute((trx) =>
      queueEmail(
        trx,
        mailContextSealedWith(foreignRing()),
        composeMail('reset@example.org', {
          language: 'en',
          subject: 'Reset your Carnet password',
          greeting: 'Hello,',
          paragraphs: ['A line.'],
          signature: 'The school office',
        }),
        { source: 'reset' },
      ),
    );
    const damaged = await queue('damaged@example.org');
    const sealed = (await jobRow(damaged)).payload;
    await t.db
      .updateTable('jobs')
      .set({ payload: `${sealed.slice(0, -4)}AAAA` })
      .where('id', '=', damaged)
      .execute();
    const account = await createAccount(t.db, { isInvited: true });
    const activated = await t.db.transaction().execute((trx) => inviteByEmail(trx, mailContextSealedWith(foreignRing()), account.id));
    await t.app.jobs.runDue();
    await t.db.updateTable('users').set({ activated_at: new Date().toISOString() }).where('id', '=', account.id).execute();

    const office = await t.as('office');
    const items = (await office.get(accountAdminPaths.mail)).json().items as Array<{
      id: number;
      problem: string;
      canRebuild: boolean;
      lastError: string;
    }>;
    const byId = new Map(items.map((m) => [m.id, m]));
    expect(byId.get(reset)).toMatchObject({ problem: 'keyMissing', canRebuild: false });
    expect(byId.get(damaged)).toMatchObject({ problem: 'damaged', canRebuild: false });
    expect(byId.get(damaged)?.lastError).toMatch(/^the message is damaged/);

    const before = await snapshotTables(t.db);
    for (const id of [reset, damaged]) {
      const response = await office.post(accountAdminPaths.mailResend(id));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: 'This message cannot be opened and cannot be written anew' });
    }
    const late = await office.post(accountAdminPaths.mailResend(activated));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await snapshotTables(t.db)).toEqual(before);
    expect(smtp.messages).toHaveLength(0);
  });

  it('sends a message queued before the mail keys existed, sealed with the JWT key the server still holds', async () => {
    const mail = composeMail('early@example.org', {
      language: 'en',
      subject: 'Your Carnet account',
      greeting: 'Hello,',
      paragraphs: ['A line.'],
      signature: 'The school office',
    });
    const legacy = seal(t.app.deps.tokens.sealKey, JSON.stringify({ ...mail, messageId: 'early-0001' }));
    const id = await enqueueJob(t.db, { kind: 'email', payload: legacy, summaryTo: mail.to, summarySubject: mail.subject }, clock);
    await t.app.jobs.runDue();
    expect((await smtp.waitForCount(1))[0]?.to).toEqual(['early@example.org']);
    expect(await jobRow(id)).toMatchObject({ status: 'done' });
  });
});
