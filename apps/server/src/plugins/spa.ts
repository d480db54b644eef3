import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { App } from '../types';

type SchoolLinks = Pick<App['deps']['config'], 'schoolWebsiteUrl' | 'shopUrl' | 'schoolOfficeEmail' | 'defaultLanguage' | 'schoolTimeZone'>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The school's links, language and time zone are server configuration (SCHOOL_WEBSITE_URL, SHOP_URL,
 * SCHOOL_OFFICE_EMAIL, DEFAULT_LANGUAGE, SCHOOL_TIME_ZONE), so a school sets them at start, not at build.
 * They travel in a meta tag: the CSP forbids inline script.
 */
export function withSchoolLinks(html: string, links: SchoolLinks): string {
  const content = JSON.stringify({
    schoolWebsiteUrl: links.schoolWebsiteUrl,
    shopUrl: links.shopUrl,
    schoolOfficeEmail: links.schoolOfficeEmail,
    defaultLanguage: links.defaultLanguage,
    schoolTimeZone: links.schoolTimeZone,
  });
  return html.replace('</head>', `<meta name="carnet-school-links" content="${escapeAttribute(content)}" /></head>`);
}

/** Vite names every file under assets/ by a hash of its content: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where the hashed files are asked for: answers any cache may keep for a year, so nobody's cookie goes on them. */
export const isHashedAssetUrl = (url: string) => url.startsWith('/assets/');
const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);

/** Serves the built web app (when built) with a history fallback for client routes. */
export const spaPlugin = fp(async (app: App) => {
  const root = app.deps.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): only the API is served`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz twin of every text file (apps/web/vite.config.ts): the browser gets
    // the smallest it accepts, with no compression work per request.
    preCompressed: true,
    // `send` would otherwise add its own `Cache-Control: public, max-age=0` after setHeaders, and win.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', isHashedAsset(filePath) ? IMMUTABLE : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  const indexHtml = withSchoolLinks(fs.readFileSync(indexFile, 'utf8'), app.deps.config);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    // A chunk of an older build is gone: a 404 lets the browser report it, where the page would be run as a script.
    if (isHashedAssetUrl(pathname)) throw new AppError('NOT_FOUND', 'request.noFile', { path: pathname });
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
