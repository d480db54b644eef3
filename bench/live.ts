/**
 * npm run bench:live: 500 parents with the portal open (GET /api/live) when the office publishes one
 * newsletter to the whole school (decision 103). Measured from the start of the
 * publishing transaction (notifications written for every family account, then the tell after the
 * commit) to the moment each page's stream delivers its event: p50, p99 and the slowest.
 *
 * One process holds the server and the 500 pages (real sockets, Node's fetch reading each stream), on
 * the large school of npm run bench (data-bench/sqlite, or DATA_DIR): both ends share one thread, so the
 * figures are an upper bound of what the server alone costs.
 *
 *   npm run bench:live                  # 500 pages
 *   PAGES=1000 npm run bench:live
 */
import { inTransaction } from '../apps/server/src/lib/transaction';
import { notifyEveryone } from '../apps/server/src/modules/notifications/notify';
import { parentsWithEldestChild } from './lib/home-mix';
import { hearAll, openLivePages, quantile } from './lib/live-pages';
import { largeSchoolApp } from './lib/large-school-app';

const PAGES = Number(process.env.PAGES ?? 500);
const WAIT_MS = 30_000;

const { app, db, tokens, baseUrl, close } = await largeSchoolApp({ secret: 'the-live-bench-signs-its-own-tokens', now: () => new Date() });
const parents = (await parentsWithEldestChild(db).execute()).slice(0, PAGES);
if (parents.length < PAGES) throw new Error(`the school has ${parents.length} parents, fewer than ${PAGES} pages`);

const started = performance.now();
const pageTokens = await Promise.all(parents.map((p) => tokens.sign(p.id, ['ROLE_PARENT', 'ROLE_USER'])));
const pages = await openLivePages(baseUrl, pageTokens, 'notifications');
console.log(`${pages.length} pages open in ${((performance.now() - started) / 1000).toFixed(1)} s; ${app.live.listenerCount()} listening`);

const publishing = performance.now();
await inTransaction(db, (trx) =>
  notifyEveryone(trx, { subject: 'newsletter', subjectId: null, kind: 'legacy', params: { text: 'Live bench' } }),
);
const committed = performance.now();
const delays = (await hearAll(pages, WAIT_MS)).map((at) => (at === null ? null : at - publishing));
const missed = delays.filter((d) => d === null).length;
if (missed > 0) throw new Error(`${missed} of ${pages.length} pages did not hear within ${WAIT_MS} ms`);
const at = (q: number) => quantile(delays, q);
const ms = (value: number) => `${Math.round(value)} ms`;

console.log(`| pages | publish to commit | p50 | p99 | slowest |`);
console.log('|---|---|---|---|---|');
console.log(`| ${delays.length} | ${ms(committed - publishing)} | ${ms(at(0.5))} | ${ms(at(0.99))} | ${ms(at(1))} |`);
await close();
process.exit(at(0.99) < 2000 ? 0 : 1);
