import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * Nothing personal in a cache: every JSON answer of the API, success or refusal, tells the browser
 * and any proxy not to store it (a shared family computer keeps no child's data after sign-out).
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

describe('Cache-Control: no-store on JSON answers', () => {
  it('is on every GET of the route table, as the Martin parent, whatever the answer', async () => {
    const parent = await t.as('parent');
    const lea = String(t.school.children.lea);
    const gets = t.app.routeTable.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'weekOffset' ? '0' : name === 'entityType' ? 'child' : lea));
      const response = await parent.get(url);
      if (!isJson(response.headers['content-type'])) continue;
      expect(response.headers['cache-control'], `${route.method} ${url} (${response.statusCode})`).toContain('no-store');
    }
  });

  it('is on the answers a user sees first: /api/me, the login token, and refusals', async () => {
    const parent = await t.as('parent');
    const answers = [
      await parent.get('/api/me'),
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'parent@example.com', password: 'Parent123!' } }),
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'parent@example.com', password: 'wrong' } }),
      await t.anonymous.get('/api/me'),
      await parent.get('/api/no-such-route'),
      await parent.get('/api/child/abc'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 401, 404, 400]);
    for (const response of answers) {
      expect(isJson(response.headers['content-type']), response.body).toBe(true);
      expect(response.headers['cache-control'], `${response.statusCode} ${response.body.slice(0, 80)}`).toContain('no-store');
    }
  });
});
