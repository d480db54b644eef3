import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { accountPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * Several server processes behind a balancer must count together, or each would allow its own
 * share again. Two apps here share one Redis (TEST_REDIS_URL, or REDIS_URL), under a key prefix of
 * their own so that parallel runs never meet.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const PER_ADDRESS = 3;
const WRITES = 3;

describe.skipIf(!redisUrl)('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  const prefix = `carnet-test-${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
  const env = {
    REDIS_URL: redisUrl!,
    REDIS_KEY_PREFIX: prefix,
    LOGIN_MAX_PER_IP: String(PER_ADDRESS),
    WRITE_MAX_PER_USER: String(WRITES),
  };
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
  });
  const keysUnderPrefix = async () => {
    const redis = new Redis(redisUrl!);
    try {
      return await redis.keys(`${prefix}*`);
    } finally {
      await redis.quit();
    }
  };
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const login = (t: TestContext, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody@example.com', password: 'wrong' }, remoteAddress: ip });

  it('counts login attempts from one address on every process', async () => {
    const ip = '10.7.0.1';
    expect((await login(first, ip)).statusCode).toBe(401);
    expect((await login(second, ip)).statusCode).toBe(401);
    expect((await login(first, ip)).statusCode).toBe(401);
    expect((await login(second, ip)).statusCode).toBe(429);
    expect((await login(first, ip)).statusCode).toBe(429);
    expect((await login(second, '10.7.0.2')).statusCode).toBe(401);
  });

  it("counts one account's writes on every process", async () => {
    // Both databases hold the same demo school, so the parent has the same id on both.
    const [onFirst, onSecond] = await Promise.all([first.as('parent'), second.as('parent')]);
    const write = (client: typeof onFirst, note: string) =>
      client.post('/api/family/update-financial', { source: 'Enterprise', observation: note });
    expect((await write(onFirst, 'one')).statusCode).toBe(200);
    expect((await write(onSecond, 'two')).statusCode).toBe(200);
    expect((await write(onFirst, 'three')).statusCode).toBe(200);
    const refused = await write(onSecond, 'four');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('writes well-formed keys that hold no sign-in name or typed address in clear', async () => {
    const names = ['Elodie.Durand@Example.com', 'léa martin:*\tx', 'parent@example.com'];
    for (const username of names) {
      const response = await first.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'wrong' },
        remoteAddress: '10.7.1.1',
      });
      expect(response.statusCode).toBe(401);
    }
    const forgot = await second.app.inject({
      method: 'POST',
      url: accountPaths.forgotPassword,
      payload: { email: 'Someone.Else@Example.org' },
      remoteAddress: '2001:db8:7::1',
    });
    expect(forgot.statusCode).toBe(202);
    // The e-mail is counted after the answer.
    await vi.waitFor(async () => expect((await keysUnderPrefix()).some((key) => key.includes('account-mails:'))).toBe(true));
    const keys = (await keysUnderPrefix()).map((key) => key.slice(prefix.length));
    const hashed = '[A-Za-z0-9_-]{43}';
    const address = '[0-9a-f.:/]+';
    const wellFormed = new RegExp(`^rate-limit:([a-z-]+:${address}|[a-z-]+:(${address}:)?${hashed})$`);
    for (const key of keys) expect(key).toMatch(wellFormed);
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^rate-limit:login-failures:10.7.1.1:${hashed}$`))]));
    const everyKey = keys.join('\n').toLowerCase();
    for (const clear of ['elodie', 'durand', 'léa', 'lea martin', 'parent@', 'someone', 'example', 'undefined'])
      expect(everyKey).not.toContain(clear);
  });

  it('keeps its keys under REDIS_KEY_PREFIX', async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe('a Redis that cannot be reached', () => {
  it('does not stop families signing in or writing: the limits are skipped, and the answers come at once', async () => {
    const t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', LOGIN_MAX_PER_IP: '1' } });
    try {
      const started = Date.now();
      const parent = await t.as('parent');
      expect((await parent.post('/api/family/update-financial', { source: 'Enterprise', observation: 'x' })).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });
});
