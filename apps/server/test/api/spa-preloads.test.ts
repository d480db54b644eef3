import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * The first screens' chunks named in the page (decision 091): the web build writes route-preloads.json,
 * and the page sent for `/` or `/login` lists those chunks and the catalogs of the browser's language.
 */
let t: TestContext;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-web-preloads-'));
const preloads = {
  '/': {
    files: ['/assets/app-shell-A1.js', '/assets/home-page-B2.js'],
    byLanguage: { en: ['/assets/messages-signed-in-en-C3.js'], fr: ['/assets/messages-signed-in-fr-D4.js'] },
  },
  '/login': { files: ['/assets/login-page-E5.js'], byLanguage: { en: ['/assets/messages-en-F6.js'], fr: ['/assets/messages-fr-G7.js'] } },
};

beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>Carnet</title></head><body></body></html>');
  fs.writeFileSync(path.join(distDir, 'route-preloads.json'), JSON.stringify(preloads));
  t = await buildTestApp({ env: { DEFAULT_LANGUAGE: 'en' }, config: { webDistDir: distDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string, acceptLanguage?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe("the first screen's chunks, named in the page", () => {
  it("lists the home page's chunks and the French catalogs for a French browser, in the head", async () => {
    const response = await page('/', 'fr-FR,fr;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(preloaded(response.body)).toEqual(['/assets/app-shell-A1.js', '/assets/home-page-B2.js', '/assets/messages-signed-in-fr-D4.js']);
    expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
    // The page depends on the browser's language: a cache must not hand the French one to an English browser.
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
  });

  it("lists the login page's chunk with the school's language when the browser names none Carnet speaks", async () => {
    expect(preloaded((await page('/login', 'de-DE')).body)).toEqual(['/assets/login-page-E5.js', '/assets/messages-en-F6.js']);
    expect(preloaded((await page('/login')).body)).toEqual(['/assets/login-page-E5.js', '/assets/messages-en-F6.js']);
  });

  it('lists nothing for an address the build did not name, and the query string does not change the page', async () => {
    expect(preloaded((await page('/meetings', 'fr')).body)).toEqual([]);
    expect(preloaded((await page('/login?from=%2F', 'fr')).body)).toEqual(['/assets/login-page-E5.js', '/assets/messages-fr-G7.js']);
  });
});
