import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/** The built web app, its history fallback, and the school's links taken from the server's configuration. */
let t: TestContext;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-web-dist-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Carnet</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({
    env: {
      SCHOOL_WEBSITE_URL: 'https://www.lycee-exemple.fr/?a=1&b="2"',
      SHOP_URL: 'https://boutique.lycee-exemple.fr',
      SCHOOL_OFFICE_EMAIL: 'vie-scolaire@lycee-exemple.fr',
      DEFAULT_LANGUAGE: 'fr',
      SCHOOL_TIME_ZONE: 'Indian/Reunion',
    },
    config: { webDistDir: distDir },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the web app as served', () => {
  it('serves index.html for a client route, with the configured school links, language and time zone in a meta tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/meetings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const content = /<meta name="carnet-school-links" content="([^"]*)"/.exec(response.body)?.[1];
    expect(content).toBeDefined();
    const decoded = content!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({
      schoolWebsiteUrl: 'https://www.lycee-exemple.fr/?a=1&b="2"',
      shopUrl: 'https://boutique.lycee-exemple.fr',
      schoolOfficeEmail: 'vie-scolaire@lycee-exemple.fr',
      defaultLanguage: 'fr',
      schoolTimeZone: 'Indian/Reunion',
    });
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    const parent = await t.as('parent');
    const response = await parent.get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("answers a missing API path or asset in the school's language, or the browser's", async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toEqual({ code: 'NOT_FOUND', message: 'Aucun fichier /assets/gone-1234.js' });
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/no-such-call' });
    // A signed-in caller's saved language wins, though no route (and so no guard) knows the path.
    const parent = await t.as('parent');
    expect((await parent.patch(apiPaths.me, { language: 'en' })).statusCode).toBe(200);
    const saved = await parent.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-language': 'fr' } });
    expect(saved.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/no-such-call' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-language': 'fr' } });
    expect(anonymous.json()).toEqual({ code: 'NOT_FOUND', message: 'Aucune route GET /api/no-such-call' });
  });
});
