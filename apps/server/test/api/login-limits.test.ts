import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_USER: '3', LOGIN_MAX_PER_IP: '8' } });
});
afterAll(async () => t.close());

const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

describe('login rate limits', () => {
  it('refuses a user name after repeated failures, even with the right password, while others still sign in', async () => {
    for (let i = 0; i < 3; i++) expect((await login('parent@example.com', 'wrong', `10.0.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('parent@example.com', 'Parent123!', '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('parent2@example.com', 'Parent123!', '10.0.0.9')).statusCode).toBe(200);
  });

  it('refuses an address after too many attempts, other addresses still work', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 8; i++) expect((await login(`user${i}@example.com`, 'wrong', ip)).statusCode).toBe(401);
    expect((await login('student@example.com', 'Student123!', ip)).statusCode).toBe(429);
    expect((await login('student@example.com', 'Student123!', '10.1.1.2')).statusCode).toBe(200);
  });
});
