import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * The built web app's files as a browser gets them: the brotli or gzip twin made at build when the
 * browser accepts it, with the same caching rules as the plain file (a hashed asset is kept a year and
 * never asked again; index.html and the other unhashed files are checked on every visit).
 */
let t: TestContext;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-web-compressed-'));
const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `"line ${i}"`).join(',')}];\n`;
const SCRIPT_URL = '/assets/index-Ab12Cd34.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  const scriptFile = path.join(distDir, SCRIPT_URL);
  fs.writeFileSync(scriptFile, script);
  fs.writeFileSync(`${scriptFile}.br`, brotliCompressSync(script));
  fs.writeFileSync(`${scriptFile}.gz`, gzipSync(script));
  t = await buildTestApp({ config: { webDistDir: distDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built files, precompressed', () => {
  it('sends the brotli twin of a hashed script to a browser that accepts br, cached for a year', async () => {
    const response = await get(SCRIPT_URL, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip twin when the browser accepts only gzip, with the same caching', async () => {
    const response = await get(SCRIPT_URL, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file, still immutable, to a client that accepts no encoding', async () => {
    const response = await get(SCRIPT_URL);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(script);
  });

  it('has every unhashed file and every client route checked again on each visit', async () => {
    for (const url of ['/favicon.svg', '/', '/login', '/meetings']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a hashed file that is not there with a 404, not the page', async () => {
    const response = await get('/assets/index-Zz99Zz99.js', 'br');
    expect(response.statusCode).toBe(404);
  });
});

describe('the XSRF cookie on the built files', () => {
  const setsXsrfCookie = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie'] ?? []].flat().some((line) => String(line).startsWith('XSRF-TOKEN='));

  it('is never set on a hashed asset, whichever twin is sent, so no shared cache keeps one for everyone', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await get(SCRIPT_URL, encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['set-cookie'], encoding).toBeUndefined();
    }
    expect((await get('/assets/index-Zz99Zz99.js')).headers['set-cookie']).toBeUndefined();
  });

  it('is still set on the pages and on the API answers that need it', async () => {
    for (const url of ['/', '/login', '/meetings', '/api/openapi.json']) {
      expect(setsXsrfCookie(await get(url)), url).toBe(true);
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'parent@example.com', password: 'x' } });
    expect(setsXsrfCookie(login)).toBe(true);
  });
});
