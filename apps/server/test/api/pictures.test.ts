import { apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR_PNG, makeAvatarPng } from '../../src/lib/png';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The colours the demo seed paints its avatars with, so the answer can be checked byte for byte. */
const BERNARD_PNG = makeAvatarPng('#2563eb');
const LEA_PNG = makeAvatarPng('#f472b6');
const NOAH_PNG = makeAvatarPng('#60a5fa');

describe('GET /api/picture/teacher/:id', () => {
  it("answers any signed-in user with the teacher's picture, kept in no HTTP cache", async () => {
    for (const account of ['parent', 'student', 'parent2'] as const) {
      const response = await (await t.as(account)).get(apiPaths.picture('teacher', t.school.teachers.bernard));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(BERNARD_PNG)).toBe(true);
    }
  });

  it('answers the default avatar for a teacher without a picture', async () => {
    await t.db.updateTable('teachers').set({ picture_file_id: null }).where('id', '=', t.school.teachers.girard).execute();
    const response = await (await t.as('parent')).get(apiPaths.picture('teacher', t.school.teachers.girard));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(DEFAULT_AVATAR_PNG)).toBe(true);
  });

  it('answers 404 for an unknown teacher', async () => {
    const response = await (await t.as('parent')).get(apiPaths.picture('teacher', 999_999));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /api/picture/child/:id', () => {
  it("answers a parent with their child's picture and the student with her own", async () => {
    for (const account of ['parent', 'student'] as const) {
      const response = await (await t.as(account)).get(apiPaths.picture('child', t.school.children.lea));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(LEA_PNG)).toBe(true);
    }
    const noah = await (await t.as('parent2')).get(apiPaths.picture('child', t.school.children.noah));
    expect(noah.rawPayload.equals(NOAH_PNG)).toBe(true);
  });

  it('answers the default avatar for a child without a picture (Hugo)', async () => {
    const response = await (await t.as('parent')).get(apiPaths.picture('child', t.school.children.hugo));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(DEFAULT_AVATAR_PNG)).toBe(true);
  });

  it('answers 404 to the Dubois parent for Léa and to the student for Hugo, as for a missing id, with no image', async () => {
    const missing = await (await t.as('parent2')).get(apiPaths.picture('child', 999_999));
    expect(missing.statusCode).toBe(404);
    const foreign = await (await t.as('parent2')).get(apiPaths.picture('child', t.school.children.lea));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.headers['content-type']).toContain('application/json');
    expect(foreign.rawPayload.includes(Buffer.from('PNG'))).toBe(false);
    const brother = await (await t.as('student')).get(apiPaths.picture('child', t.school.children.hugo));
    expect(brother.statusCode).toBe(404);
    expect(brother.json()).toEqual(missing.json());
  });
});

describe('GET /api/picture: refusals', () => {
  it('answers 401 without a token', async () => {
    for (const url of [apiPaths.picture('teacher', t.school.teachers.bernard), apiPaths.picture('child', t.school.children.lea)]) {
      const response = await t.anonymous.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.rawPayload.includes(Buffer.from('PNG'))).toBe(false);
    }
  });

  it('answers 400 for an unknown entity type or a malformed id', async () => {
    const parent = await t.as('parent');
    const urls = ['/api/picture/parent/1', '/api/picture/family/1', ...['abc', '-1', '0', '2.5'].map((id) => `/api/picture/child/${id}`)];
    for (const url of urls) {
      const response = await parent.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
