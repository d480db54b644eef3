import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { forgedTokens } from '../helpers/forged-tokens';

/**
 * ASVS V16: the events a school's IT person needs to see an attack (failed and refused logins, forged
 * or revoked tokens, role and XSRF refusals) reach the log as JSON lines with an `event`, who and from
 * where; and no password, token or XSRF value is ever written there.
 */
const logLines: string[] = [];
const WRONG_PASSWORD = 'Wrong-Secret-4821';
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ logTo: logLines, env: { LOGIN_MAX_FAILURES_PER_USER: '2' } });
});
afterAll(async () => t.close());
beforeEach(() => {
  logLines.length = 0;
});

type LogEntry = Record<string, unknown> & { event?: string };
const events = (name: string): LogEntry[] => logLines.map((line) => JSON.parse(line) as LogEntry).filter((entry) => entry.event === name);

const login = (username: string, password: string, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

describe('security events in the log', () => {
  it('records a failed login with the user name and address, never the password', async () => {
    expect((await login('parent2@example.com', WRONG_PASSWORD)).statusCode).toBe(401);
    expect(events('login_failed')).toEqual([expect.objectContaining({ user: 'parent2@example.com', ip: '10.9.0.1', level: 40 })]);
    expect(logLines.join('\n')).not.toContain(WRONG_PASSWORD);
  });

  it('records a refused login, with why, once an address has failed too often on a user name', async () => {
    for (let i = 0; i < 2; i++) await login('nobody@example.com', WRONG_PASSWORD);
    expect((await login('nobody@example.com', WRONG_PASSWORD)).statusCode).toBe(429);
    expect(events('login_refused')).toEqual([
      expect.objectContaining({
        user: 'nobody@example.com',
        ip: '10.9.0.1',
        reason: 'failures from this address',
        retryAfter: expect.any(Number),
      }),
    ]);
  });

  it('records a successful login without writing the token', async () => {
    const response = await login('student@example.com', 'Student123!');
    expect(response.statusCode).toBe(200);
    expect(events('login_succeeded')).toEqual([expect.objectContaining({ user: 'student@example.com', userId: t.school.users.student })]);
    const log = logLines.join('\n');
    expect(log).not.toContain(response.json().token);
    expect(log).not.toContain('Student123!');
  });

  it('records a token signed with another key, and a revoked one, with the route', async () => {
    const forged = (await forgedTokens(t.jwtSecret, t.school.users.parent)).otherKey;
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(401);
    expect(events('token_refused')).toEqual([expect.objectContaining({ reason: 'invalid', method: 'GET', route: '/api/me' })]);
    expect(logLines.join('\n')).not.toContain(forged);

    const parent2 = await t.as('parent2');
    await t.db
      .updateTable('users')
      .set({ tokens_valid_after: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', t.school.users.parent2)
      .execute();
    expect((await parent2.get('/api/me')).statusCode).toBe(401);
    expect(events('token_refused')).toContainEqual(expect.objectContaining({ reason: 'revoked', userId: t.school.users.parent2 }));
  });

  it('records a student refused a parent-only route, and a write without the XSRF header', async () => {
    const parentOnly = t.app.routeTable.find(
      (route) =>
        route.method === 'GET' &&
        !route.url.includes(':') &&
        route.roles.length > 0 &&
        !route.roles.includes('ROLE_STUDENT') &&
        !route.roles.includes('ROLE_USER'),
    );
    expect(parentOnly).toBeDefined();
    const student = await t.as('student');
    expect((await student.get(parentOnly!.url)).statusCode).toBe(403);
    expect(events('access_denied')).toEqual([
      expect.objectContaining({ userId: t.school.users.student, method: 'GET', route: parentOnly!.url }),
    ]);

    const parent = await t.as('parent');
    const write = await parent.inject({
      method: 'POST',
      url: '/api/family/update-financial',
      payload: { source: 'Enterprise', observation: 'x' },
      headerOverrides: { 'x-xsrf-token': undefined },
    });
    expect(write.statusCode).toBe(403);
    expect(events('xsrf_refused')).toEqual([
      expect.objectContaining({ userId: t.school.users.parent, method: 'POST', route: '/api/family/update-financial' }),
    ]);
    const log = logLines.join('\n');
    expect(log).not.toContain(parent.token!);
    expect(log).not.toContain(parent.xsrf!);
  });
});
