import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { LANGUAGES, type TLanguage } from '@carnet/contract';
import { callerLanguage } from '../i18n/caller-language';
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

/** Written by the web build beside index.html (apps/web/route-preloads.ts): an address, its first screen's chunks. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
type RoutePreloads = Record<string, { files: string[]; byLanguage: Partial<Record<TLanguage, string[]>> }>;

/**
 * The page for each address the build named, in each language: index.html listing that screen's chunks
 * and its catalogs, so the browser fetches them while it parses the entry, instead of once the entry
 * has run and asks for them (decision 091). Any other address gets the plain page.
 */
export function pagesByAddress(html: string, preloads: RoutePreloads): Map<string, Record<TLanguage, string>> {
  const pages = new Map<string, Record<TLanguage, string>>();
  const page = (files: string[]) =>
    html.replace(
      '</head>',
      `${files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`).join('')}</head>`,
    );
  for (const [address, { files, byLanguage }] of Object.entries(preloads)) {
    pages.set(
      address,
      Object.fromEntries(LANGUAGES.map((language) => [language, page([...files, ...(byLanguage[language] ?? [])])])) as Record<
        TLanguage,
        string
      >,
    );
  }
  return pages;
}

function readRoutePreloads(root: string): RoutePreloads {
  const file = path.join(root, ROUTE_PRELOADS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads) : {};
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
  const pages = pagesByAddress(indexHtml, readRoutePreloads(root));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    // A chunk of an older build is gone: a 404 lets the browser report it, where the page would be run as a script.
    if (isHashedAssetUrl(pathname)) throw new AppError('NOT_FOUND', 'request.noFile', { path: pathname });
    return (
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language')
        .type('text/html; charset=utf-8')
        // The catalogs of the language the page will most likely speak: the browser's, as the login page
        // picks it (a saved choice lives in the browser, which the server cannot read; a wrong guess costs a file).
        .send(pages.get(pathname)?.[callerLanguage(request, app.deps.config.defaultLanguage, null)] ?? indexHtml)
    );
  });
});
