import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, notificationPreferencesPaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishDocument } from '../../src/modules/documents/documents.publish';
import { notifyAccounts } from '../../src/modules/notifications/notify';
import { addRegistryEntry } from '../../src/modules/registry/registry.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { headerOf } from '../helpers/mail-headers';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';

const PUBLIC_URL = 'https://carnet.example.edu';
const mine = notificationPreferencesPaths.mine;
let smtp: SmtpCapture;
let t: TestContext;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').where('kind', '=', 'email').execute();
  await t.db.deleteFrom('notification_preferences').execute();
  await t.db.updateTable('users').set({ language: null, deactivated_at: null }).execute();
  smtp.messages.length = 0;
});

const emailJobs = () => t.db.selectFrom('jobs').select(['summary_to', 'user_id']).where('kind', '=', 'email').orderBy('id').execute();
const publishToLea = (title: string) =>
  publishDocument(t.db, { childId: t.school.children.lea, title, type: 'Letter', date: schoolToday(), lines: ['Hello'] });
const oneClickUrl = (header: string | undefined) => new URL(/^<(.+)>$/.exec(header ?? '')?.[1] ?? 'http://none/').pathname;

describe('GET and PUT /api/me/notification-preferences', () => {
  it('answers every kind with its default until the person chooses: absences and concerns at once, the rest in the digest', async () => {
    const response = await (await t.as('parent')).get(mine);
    expect(response.statusCode).toBe(200);
    expect(response.json().preferences).toEqual(NOTIFICATION_KINDS.map((kind) => ({ kind, channel: DEFAULT_NOTIFICATION_CHANNELS[kind] })));
    expect(response.json().digestTime).toBe('17:00');
    expect(DEFAULT_NOTIFICATION_CHANNELS.absence).toBe('email');
    expect(DEFAULT_NOTIFICATION_CHANNELS.concern).toBe('email');
  });

  it('saves the listed kinds for this family member only; the other parent and the student keep theirs', async () => {
    const parent = await t.as('parent');
    const response = await parent.put(mine, {
      preferences: [
        { kind: 'document', channel: 'email' },
        { kind: 'newsletter', channel: 'inApp' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = (await parent.get(mine)).json().preferences;
    expect(saved).toContainEqual({ kind: 'document', channel: 'email' });
    expect(saved).toContainEqual({ kind: 'newsletter', channel: 'inApp' });
    expect(saved).toContainEqual({ kind: 'report', channel: 'digest' });
    for (const other of ['parent2', 'student'] as const) {
      expect((await (await t.as(other)).get(mine)).json().preferences).toContainEqual({ kind: 'document', channel: 'digest' });
    }
  });

  it('refuses in-app only for absences with a clear message, and saves nothing of that request', async () => {
    const parent = await t.as('parent');
    const before = await snapshotTables(t.db);
    const response = await parent.put(mine, {
      preferences: [
        { kind: 'document', channel: 'email' },
        { kind: 'absence', channel: 'inApp' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.stringContaining('same-day unexplained absence') });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses bad bodies with 400 {code, message} and changes nothing', async () => {
    const parent = await t.as('parent');
    const before = await snapshotTables(t.db);
    for (const body of [
      {},
      { preferences: [] },
      { preferences: [{ kind: 'weather', channel: 'email' }] },
      { preferences: [{ kind: 'document', channel: 'pigeon' }] },
      {
        preferences: [
          { kind: 'document', channel: 'email' },
          { kind: 'document', channel: 'digest' },
        ],
      },
      { preferences: [{ kind: 'document', channel: 'email', extra: 1 }] },
      { preferences: [{ kind: 'document', channel: 'email' }], more: true },
      { preferences: 'document' },
    ]) {
      const response = await parent.put(mine, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('is for family accounts: the office and the teacher get 403, nobody without a session', async () => {
    expect((await (await t.as('office')).get(mine)).statusCode).toBe(403);
    expect((await (await t.as('teacher')).put(mine, { preferences: [{ kind: 'document', channel: 'email' }] })).statusCode).toBe(403);
    expect((await t.anonymous.get(mine)).statusCode).toBe(401);
  });
});

describe('instant e-mail where notifications are written', () => {
  it('queues one e-mail per notification in the publishing transaction, with a link to the item and the one-click headers', async () => {
    await (await t.as('parent')).put(mine, { preferences: [{ kind: 'document', channel: 'email' }] });
    const documentId = await publishToLea('Trip letter');
    // Documents are the parents' area: the Martin parent alone is told, the student account is not.
    expect(await emailJobs()).toEqual([{ summary_to: 'parent@example.com', user_id: t.school.users.parent }]);
    const notification = await t.db
      .selectFrom('notifications')
      .select(['emailed_at'])
      .where('subject', '=', 'document')
      .where('subject_id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(notification.emailed_at).not.toBeNull();

    await t.app.jobs.runDue();
    const [mail] = await smtp.waitForCount(1);
    expect(mail?.to).toEqual(['parent@example.com']);
    expect(mail?.subject).toBe('New document for Léa: Trip letter');
    expect(mail?.text).toContain(`${PUBLIC_URL}/documents`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/account/notifications`);
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = headerOf(mail, 'list-unsubscribe');
    expect(unsubscribe).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/notification-preferences/one-click/${t.school.users.parent}\\.document\\.[\\w-]{43}>$`),
    );
  });

  it('speaks the recipient’s language: French for a French parent', async () => {
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', t.school.users.parent).execute();
    await (await t.as('parent')).put(mine, { preferences: [{ kind: 'document', channel: 'email' }] });
    await publishToLea('Sortie');
    await t.app.jobs.runDue();
    const [mail] = await smtp.waitForCount(1);
    expect(mail?.subject).toBe('Nouveau document pour Léa\u00a0: Sortie');
    expect(mail?.text).toContain('Ouvrir dans Carnet');
    expect(mail?.raw).toMatch(/^Content-Language: fr/m);
  });

  it('sends absences at once by default, to every family account that follows the child, and nothing for digest kinds', async () => {
    await addRegistryEntry(t.db, { childId: t.school.children.lea, date: new Date().toISOString(), statut: 'ABSENT' });
    await publishToLea('Digest only');
    const to = (await emailJobs()).map((job) => job.summary_to).sort();
    expect(to).toEqual(['parent@example.com', 'student@example.com']);
  });

  it('sends nothing to a deactivated account, nor to staff accounts, nor for in-app kinds', async () => {
    await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', t.school.users.student).execute();
    await (await t.as('parent')).put(mine, { preferences: [{ kind: 'absence', channel: 'digest' }] });
    await addRegistryEntry(t.db, { childId: t.school.children.lea, date: new Date().toISOString(), statut: 'ABSENT' });
    await t.db.transaction().execute((trx) =>
      notifyAccounts(trx, [t.school.users.office, t.school.users.teacher], {
        subject: 'concern',
        subjectId: null,
        kind: 'legacy',
        params: { text: 'Staff only' },
      }),
    );
    expect(await emailJobs()).toEqual([]);
  });

  it('rolls back with its cause: a failed publication leaves no e-mail', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await notifyAccounts(trx, [t.school.users.parent], {
          subject: 'concern',
          subjectId: null,
          kind: 'legacy',
          params: { text: 'Rolled back' },
        });
        throw new Error('publication failed');
      }),
    ).rejects.toThrow('publication failed');
    expect(await emailJobs()).toEqual([]);
  });
});

describe('the one-click link (RFC 8058)', () => {
  async function linkFor(kind: 'document' | 'absence'): Promise<string> {
    if (kind === 'document') await (await t.as('parent')).put(mine, { preferences: [{ kind: 'document', channel: 'email' }] });
    if (kind === 'document') await publishToLea('Link');
    else await addRegistryEntry(t.db, { childId: t.school.children.lea, date: new Date().toISOString(), statut: 'ABSENT' });
    await t.app.jobs.runDue();
    const mail = (await smtp.waitForCount(1)).find((m) => m.to.includes('parent@example.com'));
    return oneClickUrl(headerOf(mail, 'list-unsubscribe'));
  }
  const channelOf = async (kind: string) =>
    ((await (await t.as('parent')).get(mine)).json().preferences as { kind: string; channel: string }[]).find((p) => p.kind === kind)
      ?.channel;

  it('POSTed without a session moves the kind to in-app and answers 200; a GET only asks', async () => {
    const url = await linkFor('document');
    const shown = await t.anonymous.get(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.body).toContain('<form method="post">');
    expect(await channelOf('document')).toBe('email');

    const posted = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('now reach you in Carnet only');
    expect(await channelOf('document')).toBe('inApp');
  });

  it('moves absences to the digest, never to in-app only', async () => {
    const url = await linkFor('absence');
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect(await channelOf('absence')).toBe('digest');
  });

  it('cannot be turned into another account’s or another kind’s link: 404 and nothing changes', async () => {
    const url = await linkFor('document');
    const [prefix, token] = [url.slice(0, url.lastIndexOf('/') + 1), url.slice(url.lastIndexOf('/') + 1)];
    const [, , mac] = token.split('.');
    const before = await snapshotTables(t.db);
    for (const forged of [
      `${t.school.users.parent2}.document.${mac}`,
      `${t.school.users.parent}.newsletter.${mac}`,
      // One character of the MAC changed (the first: it always changes the bytes; a fixed ending once
      // matched the real MAC, about one run in a thousand).
      `${t.school.users.parent}.document.${mac?.startsWith('A') ? 'B' : 'A'}${mac?.slice(1)}`,
      `${t.school.users.parent}.document`,
      'x',
    ]) {
      const response = await t.app.inject({ method: 'POST', url: `${prefix}${forged}` });
      expect(response.statusCode, forged).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('the one-click route refuses what it cannot read, without a 5xx and without a change', () => {
  it('answers 4xx {code, message} to bad bodies, content types and tokens', async () => {
    const url = notificationPreferencesPaths.oneClick(`${t.school.users.parent}.document.${'A'.repeat(43)}`);
    const before = await snapshotTables(t.db);
    for (const [payload, type, status] of [
      ['{"oops": ', 'application/json', 400],
      ['<xml/>', 'application/xml', 415],
      [`List-Unsubscribe=${'x'.repeat(5000)}`, 'application/x-www-form-urlencoded', 413],
      ['List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', 404],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
      expect(response.statusCode, type).toBe(status);
      expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    const tooLong = await t.app.inject({ method: 'GET', url: notificationPreferencesPaths.oneClick('x'.repeat(300)) });
    // Past the router's parameter length no route matches (404); under it, the schema's bound refuses (400).
    expect([400, 404]).toContain(tooLong.statusCode);
    expect(tooLong.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
