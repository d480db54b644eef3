import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { App } from '../types';

type SchoolLinks = Pick<App['deps']['config'], 'schoolWebsiteUrl' | 'shopUrl' | 'schoolOfficeEmail'>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The school's links are server configuration (SCHOOL_WEBSITE_URL, SHOP_URL, SCHOOL_OFFICE_EMAIL), so a
 * school sets them at start, not at build. They travel in a meta tag: the CSP forbids inline script.
 */
export function withSchoolLinks(html: string, links: SchoolLinks): string {
  const content = JSON.stringify({
    schoolWebsiteUrl: links.schoolWebsiteUrl,
    shopUrl: links.shopUrl,
    schoolOfficeEmail: links.schoolOfficeEmail,
  });
  return html.replace('</head>', `<meta name="carnet-school-links" content="${escapeAttribute(content)}" /></head>`);
}

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
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = withSchoolLinks(fs.readFileSync(indexFile, 'utf8'), app.deps.config);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route GET ${request.url.split('?')[0]}` });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
