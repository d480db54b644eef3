import { addDays, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishDocument } from '../../src/modules/documents/documents.publish';
import { headerOf } from '../helpers/mail-headers';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';

const PUBLIC_URL = 'https://carnet.example.edu';
const ZONE = 'Europe/Paris';
const today = schoolToday();
const at = (dayOffset: number, time: string) => new Date(zonedInstant(addDays(today, dayOffset), time, ZONE));

let smtp: SmtpCapture;
let t: TestContext;
/** The app's clock: the tests walk it through the school's days. */
let clock = at(0, '10:00');

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL, DIGEST_TIME: '17:00' }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  // The demo's notifications count as told already: each test publishes its own.
  await t.db.updateTable('notifications').set({ emailed_at: new Date().toISOString() }).execute();
  await t.db.updateTable('users').set({ language: null }).execute();
  smtp.messages.length = 0;
});

const digestJobs = () =>
  t.db.selectFrom('jobs').select(['run_after', 'status']).where('kind', '=', 'digest').where('status', '=', 'pending').execute();
const publishToLea = (title: string) =>
  publishDocument(t.db, { childId: t.school.children.lea, title, type: 'Letter', date: today, lines: ['Hello'] });
/** Moves the clock and runs what is due, as the worker's next poll would. */
async function runAt(when: Date) {
  clock = when;
  await t.app.jobs.runDue();
}

describe('the daily digest', () => {
  it('exists once, waiting for DIGEST_TIME; nothing goes before it, one e-mail after, none the next day when nothing is new', async () => {
    expect(await digestJobs()).toEqual([{ run_after: at(0, '17:00').toISOString(), status: 'pending' }]);
    await publishToLea('Trip letter');
    await runAt(at(0, '16:59'));
    expect(smtp.messages).toEqual([]);

    await runAt(at(0, '17:01'));
    const [digest] = await smtp.waitForCount(1);
    expect(digest?.to).toEqual(['parent@example.com']);
    expect(digest?.subject).toBe('Today in Carnet: 1 new, not yet read');
    expect(digest?.text).toContain('New document for Léa: Trip letter');
    expect(digest?.text).toContain(`${PUBLIC_URL}/documents`);
    expect(digest?.text).toContain(`${PUBLIC_URL}/account/notifications`);
    expect(headerOf(digest, 'list-unsubscribe')).toMatch(/\/api\/notification-preferences\/one-click\/\d+\.digest\.[\w-]{43}>$/);
    expect(headerOf(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The next run waits for tomorrow, and it is the only one.
    expect(await digestJobs()).toEqual([{ run_after: at(1, '17:00').toISOString(), status: 'pending' }]);

    await runAt(at(1, '17:01'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
    expect(await digestJobs()).toEqual([{ run_after: at(2, '17:00').toISOString(), status: 'pending' }]);
  });

  it('lists only what is unseen, in the family member’s language', async () => {
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', t.school.users.parent).execute();
    await publishToLea('Sortie au musée');
    const readId = await publishToLea('Déjà lu');
    const seen = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('subject', '=', 'document')
      .where('subject_id', '=', readId)
      .executeTakeFirstOrThrow();
    expect((await (await t.as('parent')).get(`/api/notification/read/${seen.id}`)).statusCode).toBe(200);

    await runAt(at(2, '17:01'));
    const [digest] = await smtp.waitForCount(1);
    expect(digest?.subject).toBe('Aujourd’hui dans Carnet\u00a0: 1 nouveauté(s) non lue(s)');
    expect(digest?.text).toContain('Nouveau document pour Léa\u00a0: Sortie au musée');
    expect(digest?.text).not.toContain('Déjà lu');
    expect(digest?.raw).toMatch(/^Content-Language: fr/m);
  });

  it('leaves out kinds sent at once or kept in the app, and accounts with nothing unseen', async () => {
    await (await t.as('parent')).put('/api/me/notification-preferences', { preferences: [{ kind: 'document', channel: 'inApp' }] });
    await publishToLea('In the app only');
    await runAt(at(3, '17:01'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toEqual([]);
    await (await t.as('parent')).put('/api/me/notification-preferences', { preferences: [{ kind: 'document', channel: 'digest' }] });
  });
});
