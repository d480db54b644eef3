import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobWorker } from '../../src/jobs/job-worker';
import { retryFailedJob } from '../../src/jobs/jobs';
import { composeMail } from '../../src/mail/mail-message';
import { emailJobHandler, queueEmail } from '../../src/mail/mail-queue';
import { createMailTransport } from '../../src/mail/mail-transport';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';

let smtp: SmtpCapture;
let t: TestContext;
/** The app's clock: tests move it to make a retry due. */
let clock = new Date();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Collège Exemple <no-reply@college.example.fr>' }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  clock = new Date();
  // Each test starts with no work left over.
  await t.db.deleteFrom('jobs').execute();
  smtp.messages.length = 0;
});

const message = (to: string, link = 'https://portal.example/activate?token=secret-link-value') =>
  composeMail(to, {
    language: 'fr',
    subject: 'Votre compte Carnet',
    greeting: 'Bonjour Claire,',
    paragraphs: ['Une ligne <avec> des caractères à échapper & des accents.'],
    action: { label: 'Choisir mon mot de passe', url: link },
    signature: 'Le secrétariat',
  });
const mailCtx = (c: TestContext) => ({ mailKeys: c.app.deps.mailKeys, now: c.app.deps.now });
const queue = (to: string) => t.db.transaction().execute((trx) => queueEmail(trx, mailCtx(t), message(to)));
const jobRow = (id: number) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('e-mail through the jobs table', () => {
  it('is written with its cause: a transaction that rolls back leaves no e-mail', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueEmail(trx, mailCtx(t), message('claire@example.org'));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it('is sent over SMTP with text and HTML parts, the From and language, and the payload sealed then dropped', async () => {
    const id = await queue('claire@example.org');
    const queued = await jobRow(id);
    expect(queued.status).toBe('pending');
    // The link the message carries is not readable in the database.
    expect(queued.payload).not.toContain('secret-link-value');
    expect(queued.summary_to).toBe('claire@example.org');

    expect(await t.app.jobs.runDue()).toBe(1);
    const [sent] = await smtp.waitForCount(1);
    expect(sent?.to).toEqual(['claire@example.org']);
    expect(sent?.from).toBe('no-reply@college.example.fr');
    expect(sent?.subject).toBe('Votre compte Carnet');
    expect(sent?.text).toContain('https://portal.example/activate?token=secret-link-value');
    expect(sent?.html).toContain('<html lang="fr">');
    expect(sent?.html).toContain('&lt;avec&gt; des caractères à échapper &amp; des accents');
    expect(sent?.raw).toMatch(/^Content-Language: fr/m);
    expect(sent?.messageId).toMatch(/^<[0-9a-f-]{36}@college\.example\.fr>$/);

    const done = await jobRow(id);
    expect(done.status).toBe('done');
    expect(done.payload).toBe('{}');
    expect(done.attempts).toBe(1);
    // Never twice: running again sends nothing.
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('survives an SMTP outage: retried with backoff, then sent once with the same Message-ID', async () => {
    const id = await queue('outage@example.org');
    smtp.refuseNext(2, 421);
    await t.app.jobs.runDue();
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/421/);
    expect(Date.parse(row.run_after) - clock.getTime()).toBe(60_000);
    // Not due yet: nothing happens.
    expect(await t.app.jobs.runDue()).toBe(0);

    clock = new Date(clock.getTime() + 61_000);
    await t.app.jobs.runDue();
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(Date.parse(row.run_after) - clock.getTime()).toBe(5 * 60_000);

    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    await t.app.jobs.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(smtp.messages.map((m) => m.to[0])).toEqual(['outage@example.org']);
  });

  it('gives up at once on a permanent refusal (5xx); the office resends it and it goes', async () => {
    const id = await queue('nobody@example.org');
    smtp.refuseNext(1, 550);
    await t.app.jobs.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(smtp.messages).toHaveLength(0);
    // Its payload is kept, so that it can be sent again.
    expect((await jobRow(id)).payload).not.toBe('{}');

    expect(await retryFailedJob(t.db, id, clock)).toBe(true);
    // Only a failed job can be resent.
    expect(await retryFailedJob(t.db, id, clock)).toBe(false);
    await t.app.jobs.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('takes up again a job whose worker died while sending, once its claim has lapsed', async () => {
    const id = await queue('crash@example.org');
    // A worker claimed it and died: running, claim until a minute ago... then nothing.
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_until: new Date(clock.getTime() + 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await t.app.jobs.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 61_000);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('is sent once when several workers (processes) share the table', async () => {
    const count = 30;
    for (let i = 0; i < count; i++) await queue(`pupil${i}@example.org`);
    const transport = createMailTransport({ smtpUrl: smtp.url, from: t.app.deps.config.mailFrom, dataDir: os.tmpdir(), log: t.app.log });
    const workers = [1, 2, 3].map(() =>
      createJobWorker({
        db: t.db,
        engine: t.app.deps.engine,
        handlers: { email: emailJobHandler(transport, t.app.deps.mailKeys, t.app.deps.config.mailFrom) },
        log: t.app.log,
        now: () => clock,
        pollMs: 0,
      }),
    );
    const ran = await Promise.all(workers.map((w) => w.runDue()));
    transport.close();
    expect(ran.reduce((a, b) => a + b, 0)).toBe(count);
    await smtp.waitForCount(count);
    const addresses = smtp.messages.map((m) => m.to[0]);
    expect(new Set(addresses).size).toBe(count);
    expect(addresses).toHaveLength(count);
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file (RFC 5322, text and HTML) in DATA_DIR/outbox and logs its path', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-outbox-'));
    const lines: string[] = [];
    const local = await buildTestApp({ env: { DATA_DIR: dataDir }, logTo: lines });
    try {
      await local.db.transaction().execute((trx) => queueEmail(trx, mailCtx(local), message('claire@example.org')));
      expect(await local.app.jobs.runDue()).toBe(1);
      const files = fs.readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const file = path.join(dataDir, 'outbox', files[0] ?? '');
      const eml = fs.readFileSync(file, 'utf8');
      expect(eml).toMatch(/^To: claire@example\.org\r$/m);
      expect(eml).toMatch(/^Subject: Votre compte Carnet\r$/m);
      expect(eml).toMatch(/Content-Type: multipart\/alternative/);
      expect(eml).toMatch(/Content-Type: text\/plain; charset=utf-8/);
      expect(eml).toMatch(/Content-Type: text\/html; charset=utf-8/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(lines.some((line) => line.includes(file))).toBe(true);
    } finally {
      await local.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
