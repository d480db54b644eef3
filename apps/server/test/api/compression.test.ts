import zlib from 'node:zlib';
import { apiPaths } from '@carnet/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/plugins/compression';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import type { TestClient } from '../helpers/test-client';

/**
 * The API's JSON answers travel compressed when the browser asks for it and they are worth it (decision
 * 093): a phone on a slow network waits for fewer bytes; the JSON it reads is the same.
 */
let t: TestContext;
let parent: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  parent = await t.as('parent');
});
afterAll(async () => t.close());

const get = (url: string, acceptEncoding?: string) =>
  parent.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

function decoded(response: LightMyRequestResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? zlib.brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? zlib.gunzipSync(response.rawPayload)
        : response.rawPayload;
  return JSON.parse(bytes.toString('utf8'));
}

describe('compressed JSON answers', () => {
  const large = () => apiPaths.child(t.school.children.lea);

  it('the answer chosen as large is over the threshold', async () => {
    const plain = await get(large());
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('a large answer comes as %s when asked (%s), smaller, and decodes to the same JSON', async (encoding, acceptEncoding) => {
    const plain = await get(large());
    const compressed = await get(large(), acceptEncoding);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(String(compressed.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.headers['cache-control']).toContain('no-store');
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decoded(compressed)).toEqual(plain.json());
  });

  it('a large answer not asked for compressed, or asked as identity, goes as it is', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(large(), acceptEncoding);
      expect(response.headers['content-encoding'] ?? 'identity', String(acceptEncoding)).toBe('identity');
      expect(response.json()).toMatchObject({ id: t.school.children.lea });
    }
  });

  it('a small answer goes as it is, even when compression is asked for', async () => {
    const response = await get(apiPaths.me, 'gzip, deflate, br');
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ roles: expect.arrayContaining(['ROLE_PARENT']) });
  });

  it('refusals are still {code, message} when compression is asked for', async () => {
    const refusals = [
      await t.anonymous.inject({ method: 'GET', url: apiPaths.me, headers: { 'accept-encoding': 'br' } }),
      await get('/api/child/abc', 'br'),
      await get(apiPaths.child(999_999), 'gzip'),
      await get('/api/no-such-route', 'br'),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([401, 400, 404, 404]);
    for (const response of refusals) expect(decoded(response)).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});
