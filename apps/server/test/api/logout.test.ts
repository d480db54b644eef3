import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo';
import { revokeTokensIssuedBefore } from '../../src/lib/tokens-revocation';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const signInParent = () => TestClient.logIn(t.app, DEMO_ACCOUNTS.parent.email, DEMO_ACCOUNTS.parent.password);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /api/logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const familyComputer = await signInParent();
    const phone = await signInParent();
    const response = await familyComputer.post('/api/logout');
    expect(response.statusCode).toBe(204);

    const after = await familyComputer.get('/api/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    expect((await familyComputer.post('/api/logout')).statusCode).toBe(401);
    // Signing out on the shared computer leaves the parent's phone signed in.
    expect((await phone.get('/api/me')).statusCode).toBe(200);
  });

  it('needs the XSRF header like every other write, and keeps the token when refused', async () => {
    const client = await signInParent();
    const refused = await client.inject({ method: 'POST', url: '/api/logout', headerOverrides: { 'x-xsrf-token': undefined } });
    expect(refused.statusCode).toBe(403);
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });
});

describe('revocation of older tokens (a credential change)', () => {
  const setValidAfter = (at: Date | null) =>
    t.db
      .updateTable('users')
      .set({ tokens_valid_after: at?.toISOString() ?? null })
      .where('id', '=', t.school.users.parent)
      .execute();

  it('refuses tokens issued before, and accepts one issued in the same second but after it', async () => {
    const before = await signInParent();
    // Start early in a second so that the revocation and the next sign-in fall in the same second.
    await sleep(1010 - (Date.now() % 1000));
    const revokedAt = new Date();
    await setValidAfter(revokedAt);
    await sleep(5);
    // Signed directly (as login does, without argon2's delay) so that it surely falls in the same second.
    const after = new TestClient(t.app, await t.app.deps.tokens.sign(t.school.users.parent, ['ROLE_PARENT', 'ROLE_USER']), null);
    expect(Math.floor(Date.now() / 1000)).toBe(Math.floor(revokedAt.getTime() / 1000));

    expect((await before.get('/api/me')).statusCode).toBe(401);
    expect((await after.get('/api/me')).statusCode).toBe(200);
    await setValidAfter(null);
  });

  it('signs a user out of every device when a credential changes', async () => {
    const computer = await signInParent();
    const phone = await signInParent();
    const otherFamily = await TestClient.logIn(t.app, DEMO_ACCOUNTS.parent2.email, DEMO_ACCOUNTS.parent2.password);
    await revokeTokensIssuedBefore(t.db, t.school.users.parent);
    expect((await computer.get('/api/me')).statusCode).toBe(401);
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect((await otherFamily.get('/api/me')).statusCode).toBe(200);
    expect((await (await signInParent()).get('/api/me')).statusCode).toBe(200);
    await setValidAfter(null);
  });
});
