import SQLite from 'better-sqlite3';
import { apiPaths, type TMe, type TNotification } from '@carnet/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * The answer cache (plugins/answer-cache.ts) and the kept callers of the guard, on SQLite: a repeated
 * read is answered from memory, and any write, here or from another connection, shows on the next read.
 * The rest of the API suite runs with the cache on too, so every write-then-read test there checks it.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const counts = () => ({ ...t.app.answerCache!.counts });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe.runIf(process.env.TEST_ENGINE !== 'postgres')('answer cache on SQLite', () => {
  it('answers a repeated read from memory, with the same bytes and headers', async () => {
    const parent = await t.as('parent');
    const first = await parent.get(apiPaths.notifications);
    const before = counts();
    const second = await parent.get(apiPaths.notifications);
    expect(counts().hits).toBe(before.hits + 1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    for (const name of ['content-type', 'content-length', 'content-security-policy', 'x-content-type-options']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
  });

  it('shows a write made through the API on the next read', async () => {
    const parent = await t.as('parent');
    const unseenBefore = (await parent.get(apiPaths.notifications)).json<TNotification[]>().filter((n) => !n.seen);
    expect(unseenBefore.length).toBeGreaterThan(0);
    expect((await parent.get(apiPaths.readAllNotifications)).statusCode).toBe(200);
    const after = (await parent.get(apiPaths.notifications)).json<TNotification[]>();
    expect(after.filter((n) => !n.seen)).toEqual([]);
  });

  it('shows a write committed by another connection (another process, the sqlite3 shell) on the next read', async () => {
    const parent = await t.as('parent');
    expect((await parent.get(apiPaths.me)).json<TMe>().firstName).not.toBe('Renamed');
    const [main] = (await sql<{ file: string }>`pragma database_list`.execute(t.db)).rows;
    const other = new SQLite(main!.file);
    other.prepare('update users set first_name = ? where id = ?').run('Renamed', t.school.users.parent);
    other.close();
    // Another process's write reaches this one in a later turn of the event loop, like the request after it.
    await nextTurn();
    expect((await parent.get(apiPaths.me)).json<TMe>().firstName).toBe('Renamed');
  });

  it("never serves one caller's kept answer to another", async () => {
    const parent = await t.as('parent');
    const student = await t.as('student');
    const parent2 = await t.as('parent2');
    for (let i = 0; i < 2; i += 1) {
      expect((await parent.get(apiPaths.me)).json<TMe>().email).toBe('parent@example.com');
      expect((await parent2.get(apiPaths.me)).json<TMe>().email).toBe('parent2@example.com');
      expect((await student.get(apiPaths.me)).json<TMe>().email).toBe('student@example.com');
    }
    // Hugo's page, kept for his parent, stays out of reach of his sister's account and of the Dubois family.
    expect((await parent.get(apiPaths.child(t.school.children.hugo))).statusCode).toBe(200);
    expect((await parent.get(apiPaths.child(t.school.children.hugo))).statusCode).toBe(200);
    expect((await student.get(apiPaths.child(t.school.children.hugo))).statusCode).toBe(404);
    expect((await parent2.get(apiPaths.child(t.school.children.hugo))).statusCode).toBe(404);
    const documents = await parent2.get(apiPaths.documents);
    expect(documents.json<Array<{ child: { id: number } }>>().every((d) => d.child.id === t.school.children.noah)).toBe(true);
  });

  it('keeps no refused answer', async () => {
    const parent2 = await t.as('parent2');
    const first = await parent2.get(apiPaths.child(t.school.children.lea));
    const before = counts();
    const second = await parent2.get(apiPaths.child(t.school.children.lea));
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(counts().hits).toBe(before.hits);
  });

  it("refuses a revoked token even though the caller's roles and children were kept", async () => {
    const parent2 = await t.as('parent2');
    expect((await parent2.get(apiPaths.me)).statusCode).toBe(200);
    expect((await parent2.get(apiPaths.me)).statusCode).toBe(200);
    await t.db
      .updateTable('users')
      .set({ tokens_valid_after: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', t.school.users.parent2)
      .execute();
    expect((await parent2.get(apiPaths.me)).statusCode).toBe(401);
  });

  it('answers a read that changes something (mark all as seen) anew every time', async () => {
    const student = await t.as('student');
    await student.get(apiPaths.readAllNotifications);
    const before = counts();
    await student.get(apiPaths.readAllNotifications);
    expect(counts()).toEqual(before);
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
