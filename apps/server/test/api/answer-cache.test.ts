import type { AddressInfo } from 'node:net';
import SQLite from 'better-sqlite3';
import { apiPaths, type TMe, type TNotification } from '@carnet/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/lib/tokens';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import type { TestClient } from '../helpers/test-client';

/**
 * The answer cache (plugins/answer-cache.ts, lib/kept-answers.ts) and the kept callers of the guard,
 * on SQLite, over real HTTP: kept answers are served by the server in front of Fastify, which
 * Fastify's inject does not go through. A repeated read is answered from memory with the bytes and
 * headers Fastify sent; any write, here or from another connection, shows on the next read; a kept
 * answer never reaches another token or cookie, nor outlives its token.
 */
let t: TestContext;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

const counts = () => ({ ...t.app.answerCache!.cache.counts });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

type Answer = { status: number; headers: Headers; body: string };
async function get(path: string, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}
const as = async (client: TestClient, path: string) => get(path, client.headers());
/** Every header but the date, which Node sets on each answer. */
const headersOf = (answer: Answer) => [...answer.headers].filter(([name]) => name !== 'date');

describe.runIf(process.env.TEST_ENGINE !== 'postgres')('answer cache on SQLite', () => {
  it('answers a repeated read from memory, with the bytes and headers Fastify sent', async () => {
    const parent = await t.as('parent');
    const first = await as(parent, apiPaths.notifications);
    const before = counts();
    const second = await as(parent, apiPaths.notifications);
    expect(counts().hits).toBe(before.hits + 1);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('shows a write made through the API on the next read', async () => {
    const parent = await t.as('parent');
    const unseen = (answer: Answer) => (JSON.parse(answer.body) as TNotification[]).filter((n) => !n.seen);
    await as(parent, apiPaths.notifications);
    expect(unseen(await as(parent, apiPaths.notifications)).length).toBeGreaterThan(0);
    expect((await as(parent, apiPaths.readAllNotifications)).status).toBe(200);
    expect(unseen(await as(parent, apiPaths.notifications))).toEqual([]);
  });

  it('shows a write committed by another connection (another process, the sqlite3 shell) on the next read', async () => {
    const parent = await t.as('parent');
    await as(parent, apiPaths.me);
    expect((JSON.parse((await as(parent, apiPaths.me)).body) as TMe).firstName).not.toBe('Renamed');
    const [main] = (await sql<{ file: string }>`pragma database_list`.execute(t.db)).rows;
    const other = new SQLite(main!.file);
    other.prepare('update users set first_name = ? where id = ?').run('Renamed', t.school.users.parent);
    other.close();
    // Another process's write reaches this one in a later turn of the event loop, like the request after it.
    await nextTurn();
    expect((JSON.parse((await as(parent, apiPaths.me)).body) as TMe).firstName).toBe('Renamed');
  });

  it("never serves one caller's kept answer to another", async () => {
    const parent = await t.as('parent');
    const student = await t.as('student');
    const parent2 = await t.as('parent2');
    const email = async (client: TestClient) => (JSON.parse((await as(client, apiPaths.me)).body) as TMe).email;
    for (let i = 0; i < 2; i += 1) {
      expect(await email(parent)).toBe('parent@example.com');
      expect(await email(parent2)).toBe('parent2@example.com');
      expect(await email(student)).toBe('student@example.com');
    }
    // Hugo's page, kept for his parent, stays out of reach of his sister's account and of the Dubois family.
    const hugo = apiPaths.child(t.school.children.hugo);
    expect([(await as(parent, hugo)).status, (await as(parent, hugo)).status]).toEqual([200, 200]);
    expect((await as(student, hugo)).status).toBe(404);
    expect((await as(parent2, hugo)).status).toBe(404);
    // The same token with another XSRF cookie is another key: Fastify answers it, and sets a valid cookie.
    const withForeignCookie = await get(hugo, parent.headers({ cookie: 'XSRF-TOKEN=forged.value' }));
    expect(withForeignCookie.status).toBe(200);
    expect(withForeignCookie.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
  });

  it('keeps no refused answer, and no answer that sets a cookie', async () => {
    const parent2 = await t.as('parent2');
    const lea = apiPaths.child(t.school.children.lea);
    const before = counts();
    expect([(await as(parent2, lea)).status, (await as(parent2, lea)).status]).toEqual([404, 404]);
    // Without the XSRF cookie, each answer carries a new one of its own.
    const withoutCookie = parent2.headers({ cookie: undefined });
    const first = await get(apiPaths.me, withoutCookie);
    const second = await get(apiPaths.me, withoutCookie);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    expect(second.headers.get('set-cookie')).not.toBe(first.headers.get('set-cookie'));
    expect(counts().hits).toBe(before.hits);
  });

  it("refuses a revoked token even though the caller's answers were kept", async () => {
    const parent2 = await t.as('parent2');
    expect([(await as(parent2, apiPaths.me)).status, (await as(parent2, apiPaths.me)).status]).toEqual([200, 200]);
    await t.db
      .updateTable('users')
      .set({ tokens_valid_after: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', t.school.users.parent2)
      .execute();
    expect((await as(parent2, apiPaths.me)).status).toBe(401);
  });

  it('refuses a token once it has expired, although its answer was kept', async () => {
    const parent = await t.as('parent');
    // A token of the same key that lives one second (the tokens' expiry has a precision of a second).
    const shortLived = await createTokenService(t.jwtSecret, 1).sign(t.school.users.parent, ['ROLE_PARENT', 'ROLE_USER']);
    const headers = parent.headers({ authorization: `Bearer ${shortLived}` });
    const first = await get(apiPaths.me, headers);
    const before = counts();
    expect([first.status, (await get(apiPaths.me, headers)).status]).toEqual([200, 200]);
    expect(counts().hits).toBe(before.hits + 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await get(apiPaths.me, headers);
    expect(late.status).toBe(401);
    expect(JSON.parse(late.body)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('answers a read that changes something (mark all as seen) anew every time', async () => {
    const student = await t.as('student');
    await as(student, apiPaths.readAllNotifications);
    const before = counts();
    await as(student, apiPaths.readAllNotifications);
    expect(counts()).toEqual({ hits: before.hits, misses: before.misses + 1 });
    expect(t.app.answerCache!.cache.entryCount).toBe(0);
  });
});

describe('answer cache switched off', () => {
  it('keeps nothing with ANSWER_CACHE_MB=0, and nothing on PostgreSQL', async () => {
    const off = await buildTestApp({ env: { ANSWER_CACHE_MB: '0' } });
    try {
      expect(off.app.answerCache).toBeNull();
      const parent = await off.as('parent');
      expect((await parent.get(apiPaths.me)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
    if (process.env.TEST_ENGINE === 'postgres') expect(t.app.answerCache).toBeNull();
  });
});
