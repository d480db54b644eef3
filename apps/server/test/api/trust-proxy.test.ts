import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * Behind a reverse proxy every request comes from the proxy's address. With TRUST_PROXY the client's
 * own address (X-Forwarded-For) and scheme (X-Forwarded-Proto) are used by the per-address login
 * limit, the security log and the XSRF cookie's Secure flag; without it those headers, which any
 * client can write, change nothing.
 */
const PROXY = '127.0.0.1';
const PER_ADDRESS = 3;
const offLog: string[] = [];
const onLog: string[] = [];
let off: TestContext;
let on: TestContext;
beforeAll(async () => {
  off = await buildTestApp({ logTo: offLog, env: { LOGIN_MAX_PER_IP: String(PER_ADDRESS) } });
  on = await buildTestApp({ logTo: onLog, env: { LOGIN_MAX_PER_IP: String(PER_ADDRESS), TRUST_PROXY: PROXY } });
});
afterAll(async () => {
  await off.close();
  await on.close();
});
beforeEach(() => {
  offLog.length = 0;
  onLog.length = 0;
});

const login = (t: TestContext, from: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'nobody@example.com', password: 'wrong' },
    remoteAddress: from,
    headers,
  });

const loggedAddresses = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { event?: string; ip?: string })
    .filter((e) => e.event === 'login_failed')
    .map((e) => e.ip);

const xsrfCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'XSRF-TOKEN');

describe('TRUST_PROXY off (the default)', () => {
  it('counts attempts per connecting address whatever X-Forwarded-For says, and logs that address', async () => {
    const client = '10.3.0.1';
    for (let i = 1; i <= PER_ADDRESS; i++) {
      expect((await login(off, client, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(401);
    }
    expect((await login(off, client, { 'x-forwarded-for': '198.51.100.77' })).statusCode).toBe(429);
    expect(loggedAddresses(offLog)).toEqual(Array.from({ length: PER_ADDRESS }, () => client));
  });

  it('does not mark the XSRF cookie Secure because of X-Forwarded-Proto', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'x-forwarded-proto': 'https' } });
    expect(xsrfCookie(response)?.secure).toBeFalsy();
  });
});

describe('TRUST_PROXY set to the proxy address', () => {
  it("counts attempts per client address from X-Forwarded-For, and logs the client's address", async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await login(on, PROXY, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(401);
    }
    expect((await login(on, PROXY, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    // Another client behind the same proxy is not held back by the first one.
    expect((await login(on, PROXY, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(401);
    expect(loggedAddresses(onLog)).toEqual([...Array.from({ length: PER_ADDRESS }, () => '203.0.113.1'), '203.0.113.2']);
  });

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    expect((await login(on, '10.3.9.9', { 'x-forwarded-for': '203.0.113.50' })).statusCode).toBe(401);
    expect(loggedAddresses(onLog)).toEqual(['10.3.9.9']);
  });

  it('marks the XSRF cookie Secure when the client came over https', async () => {
    const overHttps = await on.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(xsrfCookie(overHttps)?.secure).toBe(true);
    const overHttp = await on.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(xsrfCookie(overHttp)).toBeDefined();
    expect(xsrfCookie(overHttp)?.secure).toBeFalsy();
  });
});
