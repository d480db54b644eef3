import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { forgedTokens } from '../helpers/forged-tokens';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('POST /api/login', () => {
  it('signs in each demo account and answers a token', async () => {
    for (const account of ['parent', 'student', 'parent2'] as const) {
      const client = await t.as(account);
      expect(client.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
  });

  it('refuses a wrong password with 401 and the same message as an unknown e-mail', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'parent@example.com', password: 'nope' } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 400 with {code, message} for a malformed body', async () => {
    for (const payload of ['{"username":', JSON.stringify({ username: 'a' }), JSON.stringify({ username: 'a', password: 'b', extra: 1 })]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });

  it('sets the XSRF-TOKEN cookie', async () => {
    const client = await t.as('parent');
    expect(client.xsrf).toMatch(/^[\w-]+\.[\w-]+$/);
    // Script-readable on purpose (double submit), but never sent by another site.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'parent@example.com', password: 'Parent123!' },
    });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
  });
});

describe('GET /api/me', () => {
  it('answers the parent with the family children', async () => {
    const response = await (await t.as('parent')).get('/api/me');
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me.roles).toEqual(['ROLE_PARENT', 'ROLE_USER']);
    expect(me.familyInfo.name).toBe('Martin');
    expect(me.familyInfo.children.map((c: { firstName: string }) => c.firstName)).toEqual(['Léa', 'Hugo']);
  });

  it('answers the student with herself as the only child', async () => {
    const me = (await (await t.as('student')).get('/api/me')).json();
    expect(me.roles[0]).toBe('ROLE_STUDENT');
    expect(me.familyInfo.children).toEqual([{ id: t.school.children.lea, firstName: 'Léa', lastName: 'Martin' }]);
  });

  it('answers 401 without a token, with a tampered token, an expired one and alg none', async () => {
    const parent = await t.as('parent');
    const [header, payload] = parent.token!.split('.');
    const { expired, otherKey, none } = await forgedTokens(t.jwtSecret, t.school.users.parent);
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'UNAUTHENTICATED'],
      [`${header}.${payload}.AAAA`, 'UNAUTHENTICATED'],
      [expired, 'TOKEN_EXPIRED'],
      [otherKey, 'UNAUTHENTICATED'],
      [none, 'UNAUTHENTICATED'],
    ];
    for (const [token, code] of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(code);
    }
  });
});

describe('the API as a whole', () => {
  it('answers 404 {code, message} for an unknown /api path', async () => {
    const response = await (await t.as('parent')).get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document listing every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const route of t.app.routeTable) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(paths).toContain(openApiPath);
    }
  });
});
