import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

const FAILURES_PER_ADDRESS = 3;
const SLOWDOWN_AFTER = 6;
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_MAX_FAILURES_PER_USER: String(FAILURES_PER_ADDRESS),
      LOGIN_SLOWDOWN_AFTER_FAILURES: String(SLOWDOWN_AFTER),
      LOGIN_MAX_PER_IP: '8',
    },
  });
});
afterAll(async () => t.close());

const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

const expectRefused = async (username: string, password: string, ip: string) => {
  const refused = await login(username, password, ip);
  expect(refused.statusCode, `${username} from ${ip}`).toBe(429);
  expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
};

describe('login rate limits', () => {
  it('stops an address that keeps failing on a user name, while the owner signs in from their own address', async () => {
    const attacker = '10.0.0.66';
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) expect((await login('parent@example.com', 'wrong', attacker)).statusCode).toBe(401);
    // Refused before the password is checked: the right one does not help from there.
    await expectRefused('parent@example.com', 'Parent123!', attacker);
    await expectRefused('parent@example.com', 'wrong', attacker);

    expect((await login('parent@example.com', 'Parent123!', '10.0.0.9')).statusCode).toBe(200);
    expect((await login('parent2@example.com', 'Parent123!', attacker)).statusCode).toBe(200);
  });

  it('past many failures on one user name from many addresses, gives each address one try and still lets the owner in', async () => {
    const user = 'student@example.com';
    for (let i = 1; i <= SLOWDOWN_AFTER; i++) expect((await login(user, 'wrong', `10.2.0.${i}`)).statusCode).toBe(401);
    // Under attack, an address that has failed once on this user name waits...
    await expectRefused(user, 'wrong', '10.2.0.1');
    // ...a new address gets one try, then waits too.
    expect((await login(user, 'wrong', '10.2.0.50')).statusCode).toBe(401);
    await expectRefused(user, 'wrong', '10.2.0.50');
    // The owner, who has not failed, is never locked out by someone else's guesses.
    expect((await login(user, 'Student123!', '10.2.0.99')).statusCode).toBe(200);
  });

  it('refuses an address after too many attempts, other addresses still work', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 8; i++) expect((await login(`user${i}@example.com`, 'wrong', ip)).statusCode).toBe(401);
    await expectRefused('parent2@example.com', 'Parent123!', ip);
    expect((await login('parent2@example.com', 'Parent123!', '10.1.1.2')).statusCode).toBe(200);
  });
});
