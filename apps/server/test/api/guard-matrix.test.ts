import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { forgedTokens } from '../helpers/forged-tokens';
import { crossFamilyProbes, martinIds, martinSecrets, SCHOOL_WIDE } from '../helpers/cross-family-probes';
import { snapshotTables } from '../helpers/table-snapshot';

/**
 * Generated from the app's own route table, so a new route cannot escape it: every non-public /api
 * route refuses anonymous and forged callers, and parent-only routes refuse a student.
 */
let t: TestContext;
let routes: TestContext['app']['routeTable'];
const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

beforeAll(async () => {
  t = await buildTestApp();
  routes = t.app.routeTable.filter((r) => !r.isPublic);
});
afterAll(async () => t.close());

describe('authorization matrix', () => {
  it('knows every route the web app calls', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/me');
    expect(urls).toContain('PATCH /api/me');
    expect(urls).toContain('POST /api/family/update-financial');
    expect(urls).toContain('POST /api/logout');
    expect(routes.length).toBeGreaterThan(1);
  });

  it('answers 401 {code, message} to anonymous and forged callers on every route', async () => {
    const tokens = await forgedTokens(t.jwtSecret, t.school.users.parent);
    for (const route of routes) {
      for (const [kind, token] of [['anonymous', undefined], ...Object.entries(tokens)] as const) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${kind} ${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toMatchObject({
          code: expect.stringMatching(/UNAUTHENTICATED|TOKEN_EXPIRED/),
          message: expect.any(String),
        });
      }
    }
  });

  it('answers 403 to a student on every parent-only route', async () => {
    const student = await t.as('student');
    const parentOnly = routes.filter((r) => r.roles.length > 0 && !r.roles.includes('ROLE_STUDENT') && !r.roles.includes('ROLE_USER'));
    for (const route of parentOnly) {
      const response = await student.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toMatch(/FORBIDDEN|XSRF_INVALID/);
    }
  });

  it('answers 403 to every POST and PATCH without, or with a wrong, X-XSRF-TOKEN', async () => {
    const parent = await t.as('parent');
    const writes = routes.filter((r) => r.method === 'POST' || r.method === 'PATCH');
    expect(writes.length).toBeGreaterThan(0);
    const before = await snapshotTables(t.db);
    // A valid body too, so only the XSRF check stands between the request and a write.
    const valid = await parent.inject({
      method: 'POST',
      url: '/api/family/update-financial',
      payload: { source: 'Enterprise', observation: 'forged by another site' },
      headerOverrides: { 'x-xsrf-token': undefined },
    });
    expect(valid.statusCode).toBe(403);
    for (const route of writes) {
      for (const header of [undefined, `${parent.xsrf}x`, 'forged.value']) {
        const response = await parent.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          payload: {},
          headerOverrides: { 'x-xsrf-token': header },
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${header}`).toBe(403);
        expect(response.json().code).toBe('XSRF_INVALID');
      }
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses a token issued before the account revoked its tokens', async () => {
    const parent = await t.as('parent');
    expect((await parent.get('/api/me')).statusCode).toBe(200);
    await t.db
      .updateTable('users')
      .set({ tokens_valid_after: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', t.school.users.parent)
      .execute();
    expect((await parent.get('/api/me')).statusCode).toBe(401);
    await t.db.updateTable('users').set({ tokens_valid_after: null }).where('id', '=', t.school.users.parent).execute();
  });
});

describe("the Dubois parent on the Martins' ids", () => {
  const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
  const leaked = (body: string, secrets: string[]) => secrets.filter((secret) => body.includes(secret));

  it('has a probe for every route with a path parameter, and no probe for a route that is gone', async () => {
    const probes = crossFamilyProbes(await martinIds(t.db, t.school), t.school);
    const withParams = routes.filter((r) => r.url.includes(':')).map(key);
    expect(
      withParams.filter((route) => !(route in probes)),
      'routes with an id but no cross-family probe',
    ).toEqual([]);
    expect(
      Object.keys(probes).filter((route) => !routes.some((r) => key(r) === route)),
      'probes of routes that no longer exist',
    ).toEqual([]);
  });

  it('answers 404 {code, message} with none of their data, and changes nothing', async () => {
    const probes = crossFamilyProbes(await martinIds(t.db, t.school), t.school);
    const secrets = await martinSecrets(t.db, t.school);
    expect(secrets).toEqual(expect.arrayContaining(['Léa', 'Hugo', 'Martin']));
    const dubois = await t.as('parent2');
    for (const [route, calls] of Object.entries(probes)) {
      if (calls === SCHOOL_WIDE) continue;
      for (const call of calls) {
        const before = await snapshotTables(t.db);
        const response = await dubois.inject({
          method: call.method,
          url: call.url,
          payload: call.payload as string,
          headers: call.headers,
        });
        const where = `${route} as ${call.method} ${call.url}`;
        expect(response.statusCode, where).toBe(404);
        expect(response.json(), where).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
        expect(leaked(response.body, secrets), where).toEqual([]);
        expect(await snapshotTables(t.db), where).toEqual(before);
      }
    }
  });

  it('shows none of their data on any route without a parameter', async () => {
    const secrets = await martinSecrets(t.db, t.school);
    const dubois = await t.as('parent2');
    const reads = routes.filter((r) => r.method === 'GET' && !r.url.includes(':'));
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      const response = await dubois.get(route.url);
      expect(response.statusCode, route.url).toBe(200);
      expect(leaked(response.body, secrets), route.url).toEqual([]);
    }
  });
});
