import { LIVE_TOPICS, apiPaths, livePaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo';
import { inTransaction } from '../../src/lib/transaction';
import { notifyAccounts } from '../../src/modules/notifications/notify';
import { notifyStaff } from '../../src/modules/notifications/staff-notify';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { forgedTokens } from '../helpers/forged-tokens';
import { staysQuiet, streamsOfTheFile } from '../helpers/live-client';
import { TestClient } from '../helpers/test-client';
import { publishNewsletter, uniqueTitle } from './staff-publishing-fixtures';

/**
 * The live channel in one process, without Redis (decision 103): GET /api/live tells an open page to
 * look again once what concerns its account has committed, and nothing else.
 */
const WITHIN_MS = 2000;
const HEARTBEAT_MS = 200;
let t: TestContext;
const { open, closeAll } = streamsOfTheFile();
const unseenCount = async (token: string) => {
  const response = await t.app.inject({ url: apiPaths.notifications, headers: { authorization: `Bearer ${token}` } });
  return (response.json() as Array<{ seen: boolean }>).filter((n) => !n.seen).length;
};
const notice = { subject: 'newsletter', subjectId: null, kind: 'legacy', params: { text: 'Live' } } as const;

beforeAll(async () => {
  t = await buildTestApp({ env: { LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) } });
});
afterAll(async () => {
  closeAll();
  await t.close();
});

describe('GET /api/live', () => {
  it("tells a parent's open page to look again at 'notifications' when the office publishes to the family, within 2 s", async () => {
    const parent = await t.as('parent');
    const stream = await open(t.app, { token: parent.token! });
    expect(stream.status).toBe(200);
    const before = await unseenCount(parent.token!);
    const started = Date.now();
    await publishNewsletter(t, uniqueTitle('Live'), { kind: 'pupils', ids: [t.school.children.lea] });
    const event = await stream.next('notifications', WITHIN_MS, 0);
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    // Only a topic and an id: what changed is read again through the usual route.
    expect(event).toEqual({ id: expect.stringMatching(/^\d+$/), topic: 'notifications' });
    expect(stream.lines.join('\n')).not.toMatch(/Live \d|newsletter|Léa/);
    expect(await unseenCount(parent.token!)).toBe(before + 1);
  });

  it("tells the office's open page when a staff notification is written", async () => {
    const office = await t.as('office');
    const stream = await open(t.app, { token: office.token! });
    await inTransaction(t.app.deps.db, (trx) =>
      notifyStaff(trx, [t.school.users.office], {
        subject: 'form returned',
        subjectId: null,
        link: '',
        kind: 'legacy',
        params: { text: 'Live' },
      }),
    );
    await stream.next('notifications', WITHIN_MS, 0);
  });

  it('tells nobody before the commit, and nothing at all when the transaction rolls back', async () => {
    const parent = await t.as('parent');
    const stream = await open(t.app, { token: parent.token! });
    const db = t.app.deps.db;
    let releaseCommit = () => {};
    const committing = inTransaction(db, async (trx) => {
      await notifyAccounts(trx, [t.school.users.parent], notice);
      await new Promise<void>((resolve) => (releaseCommit = resolve));
    });
    const isQuietBeforeCommit = await staysQuiet(stream, 'notifications', 300);
    releaseCommit();
    await committing;
    expect(isQuietBeforeCommit).toBe(true);
    await stream.next('notifications', WITHIN_MS);

    const heard = stream.events.length;
    const before = await unseenCount(parent.token!);
    await expect(
      inTransaction(db, async (trx) => {
        await notifyAccounts(trx, [t.school.users.parent], notice);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await staysQuiet(stream, 'notifications', 500, heard)).toBe(true);
    expect(await unseenCount(parent.token!)).toBe(before);
  });

  it('tells only the accounts concerned', async () => {
    const dubois = await t.as('parent2');
    const stream = await open(t.app, { token: dubois.token! });
    const martin = await open(t.app, { token: (await t.as('parent')).token! });
    await inTransaction(t.app.deps.db, (trx) => notifyAccounts(trx, [t.school.users.parent], notice));
    await martin.next('notifications', WITHIN_MS, 0);
    expect(await staysQuiet(stream, 'notifications', 300, 0)).toBe(true);
  });

  it('tells a page that reconnects with Last-Event-ID to look again at every topic', async () => {
    const parent = await t.as('parent');
    const fresh = await open(t.app, { token: parent.token! });
    const back = await open(t.app, { token: parent.token!, lastEventId: '41' });
    for (const topic of LIVE_TOPICS) await back.next(topic, WITHIN_MS, 0);
    expect(await staysQuiet(fresh, 'notifications', 300, 0)).toBe(true);
  });

  it('sends heartbeat comments while nothing happens', async () => {
    const stream = await open(t.app, { token: (await t.as('teacher')).token! });
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect(stream.lines.filter((line) => line.startsWith(':')).length).toBeGreaterThanOrEqual(2);
    expect(stream.events).toEqual([]);
  });

  it('refuses anonymous and forged callers with 401 {code, message}, in the header or in the cookie', async () => {
    const anonymous = await open(t.app, {});
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.lines[0]!)).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    for (const token of Object.values(await forgedTokens(t.jwtSecret, t.school.users.parent))) {
      for (const auth of [{ token }, { cookie: `carnet-live=${token}` }]) {
        const refused = await open(t.app, auth);
        expect(refused.status, JSON.stringify(auth)).toBe(401);
        expect(JSON.parse(refused.lines[0]!)).toEqual({
          code: expect.stringMatching(/UNAUTHENTICATED|TOKEN_EXPIRED/),
          message: expect.any(String),
        });
      }
    }
  });

  it('answers JSON (the topics) to a caller that does not ask for an event stream', async () => {
    const response = await (await t.as('parent')).get(livePaths.stream);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ topics: [...LIVE_TOPICS] });
  });
});

describe('a process whose Redis is away', () => {
  it('starts, and still tells the pages open on it', async () => {
    const alone = await t.secondApp({ REDIS_URL: 'redis://127.0.0.1:1', LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) });
    const stream = await open(alone, { token: (await t.as('parent')).token! });
    await inTransaction(alone.deps.db, (trx) => notifyAccounts(trx, [t.school.users.parent], notice));
    await stream.next('notifications', WITHIN_MS, 0);
  });
});

describe('POST /api/live/cookie', () => {
  it('sets an HttpOnly cookie, for the stream only, that opens it as the header would', async () => {
    const parent = await t.as('parent');
    const response = await parent.post(livePaths.cookie);
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'carnet-live');
    expect(cookie).toMatchObject({ value: parent.token, path: '/api/live', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.maxAge).toBeGreaterThan(60);
    const stream = await open(t.app, { cookie: `carnet-live=${cookie?.value}` });
    expect(stream.status).toBe(200);
    await inTransaction(t.app.deps.db, (trx) => notifyAccounts(trx, [t.school.users.parent], notice));
    await stream.next('notifications', WITHIN_MS, 0);
  });

  it('refuses without XSRF and anonymously, and sets no cookie', async () => {
    const parent = await t.as('parent');
    const noXsrf = await parent.inject({ method: 'POST', url: livePaths.cookie, headerOverrides: { 'x-xsrf-token': undefined } });
    expect(noXsrf.statusCode).toBe(403);
    const anonymous = await t.anonymous.post(livePaths.cookie);
    expect(anonymous.statusCode).toBe(401);
    for (const refused of [noXsrf, anonymous]) expect(refused.cookies.find((c) => c.name === 'carnet-live')).toBeUndefined();
  });
});

describe('a session that ends', () => {
  it('closes the stream at the next heartbeat once its token is signed out', async () => {
    // A session of its own: the other tests' clients stay signed in.
    const client = await TestClient.logIn(t.app, DEMO_ACCOUNTS.parent2.email, DEMO_ACCOUNTS.parent2.password);
    const stream = await open(t.app, { token: client.token! });
    expect(stream.status).toBe(200);
    expect((await client.post(apiPaths.logout)).statusCode).toBe(204);
    await stream.ended(HEARTBEAT_MS * 5);
    const again = await open(t.app, { token: client.token! });
    expect(again.status).toBe(401);
  });

  it('closes the stream of a deactivated account', async () => {
    const student = await t.as('student');
    const stream = await open(t.app, { token: student.token! });
    await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', t.school.users.student).execute();
    try {
      await stream.ended(HEARTBEAT_MS * 5);
    } finally {
      await t.db.updateTable('users').set({ deactivated_at: null }).where('id', '=', t.school.users.student).execute();
    }
  });
});
