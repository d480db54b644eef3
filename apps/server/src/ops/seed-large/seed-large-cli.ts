import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { todayIn } from '@carnet/contract';
import { parseSeedSize, UsageError } from './options';
import { LARGE_SCHOOL_PASSWORD, NotEmptyError, seedLargeSchool } from './seed-large';

/**
 * npm run seed:large -- [--pupils 2000 ...]: a large made-up school in an empty database (DATA_DIR's
 * SQLite file, or DATABASE_URL), for load tests and demonstrations. Exit 0 when seeded, 1 when the
 * database is not empty or the seed failed, 2 when the command is used wrongly.
 */
async function main() {
  const size = parseSeedSize(process.argv.slice(2));
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'carnet.sqlite') });
  try {
    const started = performance.now();
    await migrateToLatest(handle.db, handle.engine);
    const today = todayIn(config.schoolTimeZone, new Date());
    const { counts, signIns } = await seedLargeSchool(handle.db, handle.engine, size, today);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'carnet.sqlite');
    console.log(
      `Seeded the large school into ${where} in ${seconds} s (today ${today}, ${size.years} school years x ${size.historyScale} of history, seed ${size.seed}).`,
    );
    console.log(
      Object.entries(counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', '),
    );
    console.log(`\nSign in with the password ${LARGE_SCHOOL_PASSWORD} (every account has it):`);
    console.log('| who | e-mail | |');
    console.log('|---|---|---|');
    for (const s of signIns) console.log(`| ${s.who} | ${s.email} | ${s.detail} |`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof ConfigError || error instanceof NotEmptyError) console.error(error.message);
  else console.error(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
