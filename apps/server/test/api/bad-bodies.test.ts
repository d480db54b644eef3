import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/** Every write of the route table refuses malformed and oversized bodies with {code, message}. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const writes = () => t.app.routeTable.filter((r) => !r.isPublic && ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method));
const concrete = (url: string) => url.replace(/:(\w+)/g, '1');
/** Routes that take multipart/form-data only: any JSON body is the wrong media type (413 for size is tested in registry.test.ts). */
const MULTIPART_ONLY = new Set(['/api/registry/certificate']);
const expectedFor = (url: string, status: number) => (MULTIPART_ONLY.has(url) ? 415 : status);
/** Routes whose own body limit is above 8 MB (a batch of reports): their 413 is tested in staff-publishing-reports.test.ts. */
// Routes that take more than 8 MB on purpose: their own tests send them a body past their limit.
// A message carries up to three 10 MB attachments: messages.test.ts refuses a file over 10 MB (413).
const LARGE_BODIES = new Set([
  '/api/staff/publications/reports',
  '/api/staff/roster/import',
  '/api/messages',
  '/api/messages/:id',
  '/api/staff/messages',
  '/api/staff/messages/:id',
  // An announcement and a reply to one carry a message's attachments: announcements.test.ts sends one over 10 MB (413).
  '/api/staff/announcements',
  '/api/announcements/:id/reply',
  // A lesson note and homework carry attachments too: homework.test.ts sends one over 10 MB (413).
  '/api/staff/homework/lessons/:lessonId/note',
  '/api/staff/homework',
  '/api/staff/homework/:id',
]);
/** Staff routes refuse a parent before reading the body (403): each route is called by someone it admits. */
const callerFor = (route: { roles: string[] }) => t.as(route.roles.includes('ROLE_ADMIN') ? 'office' : 'parent');

describe('bad bodies on every write', () => {
  it('covers the writes added since (calendar feed reset)', () => {
    expect(writes().map((r) => `${r.method} ${r.url}`)).toContain('POST /api/me/calendar-feed/reset');
  });

  it('answers 400 to malformed JSON', async () => {
    for (const route of writes()) {
      const response = await (
        await callerFor(route)
      ).inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        payload: '{"oops": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(expectedFor(route.url, 400));
      expect(response.json()).toMatchObject({
        code: expect.stringMatching(/VALIDATION_ERROR|UNSUPPORTED_MEDIA_TYPE/),
        message: expect.any(String),
      });
    }
  });

  it('answers 413 to a huge JSON body', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(8 * 1024 * 1024) });
    for (const route of writes().filter((r) => !LARGE_BODIES.has(r.url))) {
      const response = await (
        await callerFor(route)
      ).inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        payload: huge,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(expectedFor(route.url, 413));
      expect(response.json().code).toMatch(/PAYLOAD_TOO_LARGE|UNSUPPORTED_MEDIA_TYPE/);
    }
  });

  it('answers 415 to an unknown content type', async () => {
    for (const route of writes()) {
      const response = await (
        await callerFor(route)
      ).inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        payload: '<xml/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('bad path parameters on every route', () => {
  it('answers 400 to ids that are not plain digits', async () => {
    const withParams = t.app.routeTable.filter((r) => !r.isPublic && /:(?!weekOffset)\w+/.test(r.url));
    expect(withParams.length).toBeGreaterThan(5);
    for (const route of withParams) {
      for (const bad of ['0x1', '1e1', '-1', '0', 'abc', '99999999999']) {
        // Week offsets may be 0 or negative; every other parameter is an id or a closed list.
        const url = route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'weekOffset' ? '0' : encodeURIComponent(bad)));
        const response = await (
          await callerFor(route)
        ).inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
        expect(response.statusCode, `${route.method} ${url}`).toBe(400);
        expect(response.json().code).toBe('VALIDATION_ERROR');
      }
    }
  });
});
