import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

/**
 * Input that once reached the database or the router raw: a NUL character (PostgreSQL refuses it in
 * text, which answered 500) and URLs that are not valid percent-encoding (Fastify's own error shape).
 * Both engines must refuse them with 400 and the API's {code, message}, and change nothing.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const refusal = { code: 'VALIDATION_ERROR', message: expect.any(String) };

describe('a NUL character in any text', () => {
  it('is refused in the login name and the password, before any account is looked up', async () => {
    for (const payload of [
      { username: 'parent@example.com\u0000', password: 'Parent123!' },
      { username: '\u0000', password: 'x' },
      { username: 'parent@example.com', password: 'Parent123!\u0000' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(refusal);
    }
  });

  it('is refused in a signed-in write, and nothing changes', async () => {
    const parent = await t.as('parent');
    const before = await snapshotTables(t.db);
    const response = await parent.post('/api/family/update-financial', { source: 'Individual', observation: 'paid\u0000 in cash' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('is refused in a query string and a path parameter', async () => {
    const parent = await t.as('parent');
    for (const url of ['/api/notification?filter=%00', `/api/child/${t.school.children.lea}%00`, '/api/picture/child%00/1']) {
      const response = await parent.get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.statusCode, url).not.toBe(200);
      expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    const query = await parent.get('/api/notification?filter=%00');
    expect(query.statusCode).toBe(400);
  });
});

describe('a URL that is not valid percent-encoding', () => {
  it("answers 400 with the API's {code, message} and no store", async () => {
    const parent = await t.as('parent');
    for (const url of ['/api/child/%E0%A4%A', '/api/%', '/api/picture/child/%ZZ']) {
      const response = await parent.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(refusal);
      expect(response.headers['cache-control'], url).toContain('no-store');
    }
  });

  it('answers a path parameter longer than the router admits with the same shape', async () => {
    const parent = await t.as('parent');
    const response = await parent.get(`/api/child/${'1'.repeat(200)}`);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});
