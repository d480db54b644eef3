import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Seeded schools are kept here between runs (git ignores it): seeding the large one takes minutes. */
export const BENCH_CACHE = path.join(ROOT, 'data-bench');

/** Where a seeded school lives: the server's environment for it, and how the bench opens it itself. */
export type SchoolDatabase = { label: string; env: Record<string, string>; databaseUrl?: string; sqliteFile?: string };

async function seed(env: Record<string, string>, args: string[]): Promise<void> {
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/ops/seed-large/seed-large-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    maxBuffer: 10 * 1024 * 1024,
  });
  console.log(`seeded (${((performance.now() - started) / 1000).toFixed(1)} s wall-clock, with Node's start): ${stdout.split('\n')[0]}`);
}

/**
 * The large school at this history scale, seeded once: on SQLite into data-bench/, on PostgreSQL into
 * a database named after it on the server of `adminUrl`. DATA_DIR or DATABASE_URL, when set, is taken
 * as it is for the full school (seeded first if it is empty).
 */
export async function largeSchool(engine: 'sqlite' | 'postgres', historyScale: number, adminUrl: string): Promise<SchoolDatabase> {
  // BENCH_PUPILS makes a smaller school, to try the bench out quickly.
  const pupils = process.env.BENCH_PUPILS;
  const args = [...(historyScale === 1 ? [] : ['--history-scale', String(historyScale)]), ...(pupils ? ['--pupils', pupils] : [])];
  const suffix = `${pupils ? `-pupils-${pupils}` : ''}${historyScale === 1 ? '' : `-history-${historyScale}`}`;
  if (engine === 'sqlite') {
    const dataDir =
      historyScale === 1 && process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(BENCH_CACHE, `sqlite${suffix}`);
    const sqliteFile = path.join(dataDir, 'carnet.sqlite');
    if (!fs.existsSync(sqliteFile)) await seed({ DATA_DIR: dataDir, DATABASE_URL: '' }, args);
    return { label: `SQLite ${path.relative(ROOT, sqliteFile)}`, env: { DATA_DIR: dataDir }, sqliteFile };
  }
  let databaseUrl = historyScale === 1 ? process.env.DATABASE_URL : undefined;
  if (!databaseUrl) {
    const name = `carnet_bench_school${suffix.replace(/[^a-z0-9]/g, '_')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const hasUsers = await client
    .query('select 1 from users limit 1')
    .then((r) => (r.rowCount ?? 0) > 0)
    .catch(() => false);
  await client.end();
  if (!hasUsers) await seed({ DATABASE_URL: databaseUrl }, args);
  const dataDir = path.join(BENCH_CACHE, `postgres${suffix}`);
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    label: `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    databaseUrl,
  };
}
