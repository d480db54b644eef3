/**
 * npm run bench: the school's evening on the large school of `npm run seed:large` (decision 079), with no
 * response cache. (a) 200 parents at once reading their home page; (b) 1,000 families booking the
 * parents' evening in the same second, beside the same transaction run bare; (c) the home page again on
 * a school with a tenth of the history; (d) each read of the home page beside its floor, a bare
 * node:http handler running the same SQL. Prints figures and ratios; asserts nothing.
 *
 *   npm run bench                       # SQLite; the schools are seeded once into data-bench/
 *   npm run bench -- --engine postgres  # PostgreSQL on TEST_DATABASE_URL's server (databases carnet_bench_school*)
 *   npm run bench -- --only booking     # (b) alone (seeds only the full school): on PostgreSQL with two server processes
 *   BENCH_SECONDS=15 BENCH_FAMILIES=1000 BENCH_PARENTS=200 (the defaults); BENCH_PUPILS=200 for a small school to try it out
 *   npm run bench -- --only reads,capacity  # some scenarios only (bench/lib/only.ts); (e) capacity: bench/lib/capacity.ts
 */
import crypto from 'node:crypto';
import { todayIn } from '@carnet/contract';
import { type Db, openDatabase } from '../apps/server/src/db/connect';
import { createTokenService } from '../apps/server/src/lib/tokens';
import { startServer, type RunningServer } from '../apps/server/test/helpers/start-server';
import { runBookingScenario } from './lib/booking-scenario';
import { benchParents, HOME_MIX, type LoadFigures, loadMix, startFloorServer } from './lib/home-mix';
import { capacity } from './lib/capacity';
import { largeSchool, type SchoolDatabase } from './lib/large-school';
import { fmt } from './lib/measure';
import { runs, runsAlone } from './lib/only';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PARENTS = Number(process.env.BENCH_PARENTS ?? 200);
const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 1000);
const FLOOR_CONNECTIONS = 50;
const engine =
  process.argv.includes('--engine') && process.argv[process.argv.indexOf('--engine') + 1] === 'postgres'
    ? 'postgres'
    : process.env.DATABASE_URL
      ? 'postgres'
      : 'sqlite';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const jwtSecret = crypto.randomBytes(32).toString('hex');

async function startOn(school: SchoolDatabase): Promise<RunningServer> {
  return startServer({
    ...school.env,
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'false',
    // The rush sends 1,000 requests at once; the default of 512 in flight would shed half of them (503).
    MAX_CONCURRENT_REQUESTS: '5000',
  });
}

/**
 * The signed XSRF cookie the server hands to any signed-in caller (it is not tied to an account); asked
 * as a parent of the school (account 1 is Carnet's own, deactivated one since migration 020).
 */
async function xsrfCookie(baseUrl: string, db: Db): Promise<string> {
  const parent = await db.selectFrom('users').select('id').where('roles', 'like', '%ROLE_PARENT%').orderBy('id').executeTakeFirstOrThrow();
  const token = await createTokenService(jwtSecret, 3600).sign(parent.id, ['ROLE_PARENT', 'ROLE_USER']);
  const response = await fetch(`${baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('no XSRF cookie');
  return cookie.split(';')[0]!.slice('XSRF-TOKEN='.length);
}

const mixRow = (name: string, f: LoadFigures) =>
  `| ${name} | ${f.requests} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} (${f.non2xx} non-2xx, ${f.timeouts} timeouts) | ${fmt(f.cpuUsPerRequest, 0)} |`;

/** The home page's run (a); with `measured` false, only its warm-up, for the scenarios that follow. */
async function homePage(school: SchoolDatabase, label: string, measured = true) {
  const server = await startOn(school);
  const handle = openDatabase({ databaseUrl: school.databaseUrl, sqliteFile: school.sqliteFile });
  try {
    const xsrf = await xsrfCookie(server.url, handle.db);
    const parents = await benchParents(handle.db, PARENTS, jwtSecret, xsrf);
    const pid = server.process.pid ?? 0;
    await loadMix(server.url, pid, parents, HOME_MIX, { connections: PARENTS, seconds: 5 }); // warm-up: code and the database's pages
    const figures = measured ? await loadMix(server.url, pid, parents, HOME_MIX, { connections: PARENTS, seconds: SECONDS }) : null;
    return { server, handle, parents, xsrf, figures, row: figures ? mixRow(label, figures) : '' };
  } catch (error) {
    await server.stop();
    await handle.close();
    throw error;
  }
}

async function main() {
  const full = await largeSchool(engine, 1, adminUrl);
  const today = todayIn('Europe/Paris');
  const booking = () =>
    runBookingScenario(full, {
      processes: engine === 'postgres' ? 2 : 1,
      families: FAMILIES,
      jwtSecret,
      today,
      startOn,
      xsrfCookie,
    });
  if (runsAlone('booking')) {
    console.log(`engine: ${engine}; full school: ${full.label}; (b) only; started ${new Date().toISOString()}`);
    for (const line of await booking()) console.log(line);
    console.log(`finished ${new Date().toISOString()}`);
    return;
  }
  const lean = runs('history') ? await largeSchool(engine, 0.1, adminUrl) : null;
  console.log(
    `engine: ${engine}; full school: ${full.label}; a tenth of the history: ${lean?.label ?? '-'}; ${SECONDS} s per run; started ${new Date().toISOString()}`,
  );

  // (a), (d) and (e) on the full school.
  const a = await homePage(full, `(a) ${PARENTS} parents, full history`, runs('home') || runs('history'));
  const { server, handle, parents } = a;
  const pid = server.process.pid ?? 0;
  const readRows: string[] = [];
  try {
    const floor = runs('reads') ? await startFloorServer(full.env) : null;
    if (floor)
      try {
        // A fresh process: its first seconds compile code and prepare statements.
        await loadMix(floor.url, floor.process.pid ?? 0, parents, HOME_MIX, { connections: FLOOR_CONNECTIONS, seconds: 3 });
        for (const pathOf of HOME_MIX) {
          const floorFigures = await loadMix(floor.url, floor.process.pid ?? 0, parents, [pathOf], {
            connections: FLOOR_CONNECTIONS,
            seconds: SECONDS,
          });
          const carnet = await loadMix(server.url, pid, parents, [pathOf], { connections: FLOOR_CONNECTIONS, seconds: SECONDS });
          const name = pathOf({ userId: 0, childId: 0, headers: {} }).replace('/0', '/{id}').replace('/api/food/{id}', '/api/food/0');
          readRows.push(
            `| GET ${name} | ${floorFigures.rps} | ${fmt(floorFigures.cpuUsPerRequest, 0)} | ${floorFigures.errors} | ${carnet.rps} | ${carnet.p50} | ${carnet.p99} | ${fmt(carnet.cpuUsPerRequest, 0)} | ${carnet.errors} | ${fmt(carnet.rps / Math.max(1, floorFigures.rps), 2)} |`,
          );
        }
      } finally {
        floor.close();
      }
    if (floor) {
      console.log(
        `\n(d) each read at ${FLOOR_CONNECTIONS} connections, beside its floor (bare node:http, same SQL through the same db layer, JSON)`,
      );
      console.log(
        '| read | floor req/s | floor CPU µs | floor errors | Carnet req/s | p50 ms | p99 ms | Carnet CPU µs | errors | ratio to floor |',
      );
      console.log('|---|---|---|---|---|---|---|---|---|---|');
      for (const row of readRows) console.log(row);
    }
    if (runs('capacity'))
      await capacity({
        engine,
        school: full,
        db: handle.db,
        server,
        parents,
        // A second process as on a second machine: its own DATA_DIR, the same database and secret (decision 076).
        startSecondServer: () => startOn({ ...full, env: { DATABASE_URL: full.env.DATABASE_URL ?? '' } }),
      });
    if (a.figures) {
      console.log(
        '\n(a) the home page: each connection one parent at a time, reading /api/me, /api/notification, /api/child/{id}, /api/documents, /api/food/0, /api/homework/due-next in turn',
      );
      console.log('| run | answers | req/s | p50 ms | p99 ms | errors | server CPU µs/answer |');
      console.log('|---|---|---|---|---|---|---|');
      console.log(a.row);
    }
  } finally {
    await server.stop();
    await handle.close().catch(() => undefined);
  }

  // (b) the booking rush on server processes of its own (two on PostgreSQL), then the same bookings bare.
  if (runs('booking')) for (const line of await booking()) console.log(line);

  // (c) the home page on the school with a tenth of the history.
  const aFigures = a.figures;
  if (lean && aFigures) {
    const c = await homePage(lean, `(c) ${PARENTS} parents, a tenth of the history`);
    await c.server.stop();
    await c.handle.close();
    const cFigures = c.figures!;
    console.log('\n(c) the home page with 10x less history, beside (a)');
    console.log('| run | answers | req/s | p50 ms | p99 ms | errors | server CPU µs/answer |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(a.row);
    console.log(c.row);
    console.log(
      `full history against a tenth: p99 ${fmt(aFigures.p99 / Math.max(1, cFigures.p99), 2)}x, CPU per answer ${fmt(aFigures.cpuUsPerRequest / cFigures.cpuUsPerRequest, 2)}x, req/s ${fmt(aFigures.rps / cFigures.rps, 2)}x`,
    );
  }
  console.log(`finished ${new Date().toISOString()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
