/**
 * npm run bench:fixed-cost: the CPU time one read costs the server process through the whole app
 * (every hook, the guard, the route, the answer's check and serialization), measured in-process with
 * Fastify's inject, one request after another, on the large school of npm run bench (data-bench/sqlite,
 * or DATA_DIR). No sockets and no load generator on the same cores: a steadier figure than requests a
 * second on a shared machine, to compare two checkouts run one after the other (decision 093).
 *
 *   npm run bench:fixed-cost                       # the five reads of the home page, as a parent of the school
 *   URLS=/api/me,/api/food/0 npm run bench:fixed-cost
 */
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/connect';
import { createTokenService } from '../apps/server/src/lib/tokens';
import { resolveMailKeyRing } from '../apps/server/src/mail/mail-keys';
import { BENCH_CACHE } from './lib/large-school';
import { parentsWithEldestChild } from './lib/home-mix';

const ROUNDS = 5;
const REQUESTS = 2000;

process.env.DATA_DIR ??= path.join(BENCH_CACHE, 'sqlite');
process.env.DATABASE_URL = '';
process.env.SEED_DEMO = 'false';
process.env.LOG_LEVEL = 'warn';
process.env.MAX_EVENT_LOOP_DELAY_MS = '0';
// The child's page counts as a write (it records the health read); a person never sends 2,000 a minute.
process.env.WRITE_MAX_PER_USER = '1000000';
const config = loadConfig();
const handle = openDatabase({ sqliteFile: path.join(config.dataDir, 'carnet.sqlite') });
const tokens = createTokenService('the-fixed-cost-bench-signs-its-own-tokens', 3600);
const app = await buildApp(
  { db: handle.db, engine: handle.engine, config, tokens, mailKeys: resolveMailKeyRing(config, tokens.sealKey), now: () => new Date() },
  { logger: false },
);
await app.ready();
const parent = await parentsWithEldestChild(handle.db).executeTakeFirstOrThrow();
const token = await tokens.sign(parent.id, ['ROLE_PARENT', 'ROLE_USER']);
const first = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
const headers = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}` };
const urls = (process.env.URLS ?? `/api/me,/api/notification,/api/child/${parent.child_id},/api/documents,/api/food/0`).split(',');

async function cpuPerRequest(url: string, count: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

console.log(`| read | CPU µs per request, lowest of ${ROUNDS} rounds of ${REQUESTS} | median |`);
console.log('|---|---|---|');
for (const url of urls) {
  await cpuPerRequest(url, REQUESTS / 2); // warm-up: compiled code, prepared statements
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await cpuPerRequest(url, REQUESTS));
  rounds.sort((a, b) => a - b);
  console.log(
    `| GET ${url.replace(String(parent.child_id), '{id}')} | ${rounds[0]!.toFixed(0)} | ${rounds[Math.floor(ROUNDS / 2)]!.toFixed(0)} |`,
  );
}
await app.close();
await handle.close();
