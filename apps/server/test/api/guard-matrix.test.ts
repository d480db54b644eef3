import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { forgedTokens } from '../helpers/forged-tokens';
import { crossFamilyProbes, martinIds, martinSecrets, SCHOOL_WIDE, sendProbe } from '../helpers/cross-family-probes';
import { countWrites } from '../helpers/write-counter';

/**
 * Generated from the app's own route table, so a new route cannot escape it: every non-public /api
 * route refuses anonymous and forged callers, and parent-only routes refuse a student.
 */
let t: TestContext;
let routes: TestContext['app']['routeTable'];
/** The routes a family account may call: the cross-family probes walk these. */
let familyRoutes: TestContext['app']['routeTable'];
const isStaffRoute = (route: { url: string }) => route.url.startsWith('/api/staff/');
const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

/** Rows written so far (test-only triggers, decision 085): one read where a snapshot read every table. */
let rowsWritten: () => Promise<number>;
beforeAll(async () => {
  t = await buildTestApp();
  ({ writes: rowsWritten } = await countWrites(t.db, t.engine));
  routes = t.app.routeTable.filter((r) => !r.isPublic);
  familyRoutes = routes.filter((r) => r.roles.length === 0 || r.roles.includes('ROLE_PARENT'));
});
afterAll(async () => t.close());

describe('authorization matrix', () => {
  it('knows every route the web app calls', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/me');
    expect(urls).toContain('PATCH /api/me');
    expect(urls).toContain('POST /api/family/update-financial');
    expect(urls).toContain('POST /api/logout');
    expect(urls).toContain('GET /api/me/calendar-feed');
    expect(urls).toContain('POST /api/me/calendar-feed/reset');
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

  it('answers 403 to every POST, PATCH, PUT and DELETE without, or with a wrong, X-XSRF-TOKEN', async () => {
    const parent = await t.as('parent');
    const writes = routes.filter((r) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method));
    expect(writes.map((r) => r.method)).toContain('DELETE');
    expect(writes.map((r) => `${r.method} ${r.url}`)).toContain('PUT /api/me/notification-preferences');
    expect(writes.length).toBeGreaterThan(0);
    const before = await rowsWritten();
    // A valid body too, so only the XSRF check stands between the request and a write.
    const valid = await parent.inject({
      method: 'POST',
      url: '/api/family/update-financial',
      payload: { source: 'Enterprise', observation: 'forged by another site' },
      headerOverrides: { 'x-xsrf-token': undefined },
    });
    expect(valid.statusCode).toBe(403);
    const office = await t.as('office');
    for (const route of writes) {
      // Each route with an account it admits, so only the XSRF check can refuse.
      const client = isStaffRoute(route) ? office : parent;
      for (const header of [undefined, `${client.xsrf}x`, 'forged.value']) {
        const response = await client.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          payload: {},
          headerOverrides: { 'x-xsrf-token': header },
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${header}`).toBe(403);
        expect(response.json().code).toBe('XSRF_INVALID');
      }
    }
    expect(await rowsWritten()).toBe(before);
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

describe('the calendar feed outside /api (its secret is the only credential)', () => {
  it('answers one bare 404 to a wrong secret whoever asks, signed in or not, and opens with the right one alone', async () => {
    const martin = await t.as('parent');
    const url = new URL((await martin.get('/api/me/calendar-feed')).json().url as string).pathname;
    const secret = url.slice('/cal/'.length, -'.ics'.length);
    const wrong = `/cal/${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}.ics`;
    const tokens = await forgedTokens(t.jwtSecret, t.school.users.parent);
    const dubois = await t.as('parent2');
    const refusals = [
      await t.anonymous.get(wrong),
      await dubois.get(wrong),
      await martin.get(wrong),
      ...(await Promise.all(
        Object.values(tokens).map((token) => t.app.inject({ url: wrong, headers: { authorization: `Bearer ${token}` } })),
      )),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(refusals[0]!.body);
      expect(refused.body).not.toMatch(/Martin|Léa|calendar/i);
    }
    expect((await t.anonymous.get(url)).statusCode).toBe(200);
  });
});

describe('the staff side', () => {
  const call = (client: Awaited<ReturnType<TestContext['as']>>, route: { method: string; url: string }) =>
    client.inject({ method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} });
  const staffRoutes = () => routes.filter(isStaffRoute);
  const officeOnly = () => staffRoutes().filter((r) => !r.roles.includes('ROLE_TEACHER'));

  it('names staff roles, and only those, on every staff route (the server refuses to start otherwise)', () => {
    expect(staffRoutes().length).toBeGreaterThan(1);
    for (const route of staffRoutes()) {
      expect(route.roles.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      expect(
        route.roles.every((role) => role === 'ROLE_ADMIN' || role === 'ROLE_TEACHER'),
        `${route.method} ${route.url}`,
      ).toBe(true);
    }
    expect(officeOnly().length).toBeGreaterThan(0);
    // People are made by hand by the office alone (decision 098): never by a teacher.
    expect(officeOnly().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/staff/families', 'POST /api/staff/families/:id/members']),
    );
  });

  it('answers 403 to a parent and a student on every staff route, and changes nothing', async () => {
    const before = await rowsWritten();
    for (const account of ['parent', 'student'] as const) {
      const client = await t.as(account);
      for (const route of staffRoutes()) {
        const response = await call(client, route);
        expect(response.statusCode, `${account} ${route.method} ${route.url}`).toBe(403);
        expect(response.json().code, `${account} ${route.method} ${route.url}`).toBe('FORBIDDEN');
      }
    }
    expect(await rowsWritten()).toBe(before);
  });

  it('answers 403 to a teacher on every office-only route', async () => {
    const teacher = await t.as('teacher');
    for (const route of officeOnly()) {
      const response = await call(teacher, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers 403 to the office and a teacher on every family route: staff see families only through the preview', async () => {
    const everyAccount = routes.filter((r) => r.roles.length === 0).map((r) => `${r.method} ${r.url}`);
    expect(everyAccount.sort()).toEqual([
      // The live channel (decision 103): each account hears only what it is told.
      'GET /api/live',
      'GET /api/me',
      'PATCH /api/me',
      'POST /api/live/cookie',
      'POST /api/logout',
      'POST /api/me/password',
      'POST /api/me/sign-out-everywhere',
    ]);
    for (const account of ['office', 'teacher'] as const) {
      const client = await t.as(account);
      for (const route of routes.filter((r) => !isStaffRoute(r) && r.roles.length > 0)) {
        const response = await call(client, route);
        expect(response.statusCode, `${account} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});

describe("the Dubois parent on the Martins' ids", () => {
  const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
  const leaked = (body: string, secrets: string[]) => secrets.filter((secret) => body.includes(secret));

  it('has a probe for every route with a path parameter, and no probe for a route that is gone', async () => {
    const probes = crossFamilyProbes(await martinIds(t.db, t.school), t.school);
    const withParams = familyRoutes.filter((r) => r.url.includes(':')).map(key);
    expect(
      withParams.filter((route) => !(route in probes)),
      'routes with an id but no cross-family probe',
    ).toEqual([]);
    expect(
      Object.keys(probes).filter((route) => !familyRoutes.some((r) => key(r) === route)),
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
        const before = await rowsWritten();
        const response = await sendProbe(dubois, call);
        const where = `${route} as ${call.method} ${call.url}`;
        expect(response.statusCode, where).toBe(404);
        expect(response.json(), where).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
        expect(leaked(response.body, secrets), where).toEqual([]);
        expect(await rowsWritten(), where).toBe(before);
      }
    }
  });

  it('shows none of their data on any route without a parameter', async () => {
    const secrets = await martinSecrets(t.db, t.school);
    const dubois = await t.as('parent2');
    const reads = familyRoutes.filter((r) => r.method === 'GET' && !r.url.includes(':'));
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      const response = await dubois.get(route.url);
      expect(response.statusCode, route.url).toBe(200);
      expect(leaked(response.body, secrets), route.url).toEqual([]);
    }
  });
});
