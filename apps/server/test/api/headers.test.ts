import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@carnet/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { App } from '../../src/types';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import type { TestClient } from '../helpers/test-client';

/**
 * The security headers the architecture fixes (the spec names none): on the HTML page, on API answers and
 * on every download of the route table: a CSP without inline script that forbids framing, nosniff,
 * a referrer policy, and Content-Disposition with a safe name on every file.
 */
let t: TestContext;
let parent: TestClient;
let withWebApp: App;
let webDist: string;
beforeAll(async () => {
  t = await buildTestApp();
  parent = await t.as('parent');
  // The web build may be absent when the API suite runs: serve a page of our own through the spa plugin.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Carnet</title></head><body><div id="root"></div></body></html>',
  );
  withWebApp = await buildApp({ ...t.app.deps, config: { ...t.app.deps.config, webDistDir: webDist } }, { logger: false });
  await withWebApp.ready();
});
afterAll(async () => {
  await withWebApp.close();
  fs.rmSync(webDist, { recursive: true, force: true });
  await t.close();
});

function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  const entries = header
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...values]): [string, string[]] => [name!.toLowerCase(), values]);
  return new Map(entries);
}

function expectSecurityHeaders(response: LightMyRequestResponse, where: string) {
  const csp = cspDirectives(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${where}: script-src`).toBeDefined();
  expect(scripts, `${where}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${where}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${where}: script-src`).not.toContain('*');
  expect(csp.get('frame-ancestors'), `${where}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${where}: object-src`).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options'], `${where}: nosniff`).toBe('nosniff');
  expect(response.headers['referrer-policy'], `${where}: referrer policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

describe('security headers', () => {
  it('are on the HTML page served for /login', async () => {
    const response = await withWebApp.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expectSecurityHeaders(response, 'GET /login');
  });

  it('are on API answers, refusals and unknown paths alike', async () => {
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['GET /api/me', await parent.get(apiPaths.me)],
      ['GET /api/family', await parent.get(apiPaths.family)],
      ['GET /api/me anonymous', await t.anonymous.get(apiPaths.me)],
      ['POST /api/login refused', await t.anonymous.post(apiPaths.login, { username: 'nobody@example.com', password: 'x' })],
      ['GET /api/nothing-here', await parent.get('/api/nothing-here')],
    ];
    for (const [where, response] of answers) expectSecurityHeaders(response, where);
  });

  it('are on every download of the route table, with an attachment Content-Disposition', async () => {
    const [documents, reports, newsletters, child] = await Promise.all(
      [apiPaths.documents, apiPaths.reports, apiPaths.newsletters, apiPaths.child(t.school.children.lea)].map(async (url) =>
        (await parent.get(url)).json(),
      ),
    );
    const certificate = [...child.medicalInfos, ...child.allergies].flatMap(
      (record: { certificates: Array<{ id: number }> }) => record.certificates,
    )[0];
    // One id of the Martins per download route; a new download route without one fails below.
    const sampleIds: Record<string, number | undefined> = {
      '/api/documents/:id/download': documents[0]?.id,
      '/api/report/:id/download': reports[0]?.id,
      '/api/newsletter/:id/download': newsletters[0]?.id,
      '/api/certificate/:id/download': certificate?.id,
    };
    const downloads = t.app.routeTable.filter((r) => r.method === 'GET' && r.url.endsWith('/download'));
    expect(downloads.length).toBeGreaterThanOrEqual(4);
    for (const route of downloads) {
      const id = sampleIds[route.url];
      expect(id, `a sample id for ${route.url}`).toBeDefined();
      const response = await parent.get(route.url.replace(':id', String(id)));
      expect(response.statusCode, route.url).toBe(200);
      expect(response.headers['content-type'], route.url).not.toMatch(/html|xml|javascript/);
      expect(response.headers['content-disposition'], route.url).toMatch(/^attachment; filename="[^"/\\]+"; filename\*=UTF-8''[^"/\\\s]+$/);
      expectSecurityHeaders(response, route.url);
    }
  });

  it('serve pictures as images with nosniff, never as a page', async () => {
    const response = await parent.get(apiPaths.picture('child', t.school.children.lea));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
    expectSecurityHeaders(response, 'picture');
  });
});
