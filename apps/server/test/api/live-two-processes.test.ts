import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/types';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { staysQuiet, streamsOfTheFile } from '../helpers/live-client';
import { publishNewsletter, uniqueTitle } from './staff-publishing-fixtures';

/**
 * The live channel across processes (decision 103): two apps on one database, each with its own
 * handle and its own fan-out, as two server processes; Redis publish/subscribe carries a tell from
 * one to the pages open on the other. A third app without REDIS_URL hears only itself.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const WITHIN_MS = 2000;

describe.skipIf(!redisUrl)('live updates through Redis (TEST_REDIS_URL)', () => {
  const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `carnet-test-live-${process.pid}-${crypto.randomBytes(4).toString('hex')}:` };
  let a: TestContext;
  let b: App;
  let alone: App;
  const { open, closeAll } = streamsOfTheFile();
  const publishToLea = () => publishNewsletter(a, uniqueTitle('Live'), { kind: 'pupils', ids: [a.school.children.lea] });

  beforeAll(async () => {
    a = await buildTestApp({ env });
    b = await a.secondApp(env);
    alone = await a.secondApp({});
  });
  afterAll(async () => {
    closeAll();
    await a.close();
  });

  it('a notification written through process A reaches a page open on process B within 2 s', async () => {
    const token = (await a.as('parent')).token!;
    const opening = Date.now();
    const onB = await open(b, { token });
    const onA = await open(a.app, { token });
    // The stream opens at once, not with its first heartbeat (25 s here): the page reads again then.
    expect(Date.now() - opening).toBeLessThan(WITHIN_MS);
    const started = Date.now();
    await publishToLea();
    await onB.next('notifications', WITHIN_MS, 0);
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    // A's own page hears it once, through Redis like B's, not twice.
    const first = await onA.next('notifications', WITHIN_MS, 0);
    expect(await staysQuiet(onA, 'notifications', 300, onA.events.indexOf(first) + 1)).toBe(true);
  });

  it('a process without REDIS_URL hears only what it tells itself', async () => {
    const token = (await a.as('parent')).token!;
    const onAlone = await open(alone, { token });
    const onB = await open(b, { token });
    await publishToLea();
    await onB.next('notifications', WITHIN_MS, 0);
    expect(await staysQuiet(onAlone, 'notifications', 300, 0)).toBe(true);
  });
});
