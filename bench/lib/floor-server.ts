/**
 * The floor of a read (bench/evening.ts, scenario d): a bare node:http handler that runs the very SQL
 * the endpoint runs, through the same db layer and services (the guard's caller and revocation
 * lookups, then the route's queries), and serializes the answer as JSON. No Fastify, no hooks, no token
 * check, no schema: what is left is the database's and JSON's share of the answer.
 * The caller is named by x-bench-user and x-bench-jti (the bench sends them beside the real token).
 */
import http from 'node:http';
import path from 'node:path';
import { previousSchoolYearStart, todayIn } from '@carnet/contract';
import { openDatabase } from '../../apps/server/src/db/connect';
import { loadActor } from '../../apps/server/src/lib/actor';
import { isTokenRevoked } from '../../apps/server/src/lib/tokens-revocation';
import { getMe } from '../../apps/server/src/modules/auth/auth.service';
import { getChild } from '../../apps/server/src/modules/child/child.service';
import { listDocumentPage } from '../../apps/server/src/modules/documents/documents.service';
import { getFoodWeek } from '../../apps/server/src/modules/food/food.service';
import { getDueNext } from '../../apps/server/src/modules/homework/homework.service';
import { listNotifications } from '../../apps/server/src/modules/notifications/notifications.service';

const handle = openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqliteFile: path.join(process.env.DATA_DIR ?? 'data', 'carnet.sqlite'),
});
const { db } = handle;

async function answer(url: string, userId: number, jti: string): Promise<unknown> {
  const actor = await loadActor(db, userId);
  if (!actor || (await isTokenRevoked(db, jti))) throw new Error('unknown caller');
  if (url === '/api/me') return getMe(db, actor);
  // Worded in the reader's language (decision 095): the demo parent reads English.
  if (url === '/api/notification') return listNotifications(db, actor, 'en');
  if (url === '/api/documents') return (await listDocumentPage(db, actor, {}, previousSchoolYearStart(todayIn('Europe/Paris')))).items;
  if (url === '/api/food/0') return getFoodWeek(db, 0, todayIn('Europe/Paris'));
  if (url === '/api/homework/due-next') return getDueNext(db, actor, { now: new Date(), timeZone: 'Europe/Paris' });
  const child = /^\/api\/child\/(\d+)$/.exec(url);
  if (child) return getChild(db, actor, Number(child[1]));
  throw new Error(`no floor for ${url}`);
}

const server = http.createServer((request, response) => {
  answer(request.url ?? '', Number(request.headers['x-bench-user']), String(request.headers['x-bench-jti'])).then(
    (body) => {
      const bytes = Buffer.from(JSON.stringify(body));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
      response.end(bytes);
    },
    (error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    },
  );
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as { port: number }).port}\n`));
