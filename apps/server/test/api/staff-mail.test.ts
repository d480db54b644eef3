import { accountAdminPaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/jobs/jobs';
import { composeMail } from '../../src/mail/mail-message';
import { queueEmail } from '../../src/mail/mail-queue';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';

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
  return t.db.transaction().execute((trx) => queueEmail(trx, { sealKey: t.app.deps.tokens.sealKey, now: () => clock }, mail));
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
      createdAt: expect.any(String),
      doneAt: expect.any(String),
      nextAttemptAt: null,
    });
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null, doneAt: expect.any(String) });
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

    // The only resend of this file's tests (the audit log cannot be emptied between tests).
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'email').execute();
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
