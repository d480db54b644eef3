import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/connect';
import { createTokenService } from '../../apps/server/src/lib/tokens';
import { resolveMailKeyRing } from '../../apps/server/src/mail/mail-keys';
import { largeSchool } from './large-school';

/**
 * The app in the bench's own process, on a real port, over the large school's SQLite file (made on first
 * use by ./large-school), with its own token service (the benches sign their parents' tokens as the
 * login does) and the clock given. `jobs: false` starts no job worker: the bench runs the jobs it times.
 */
export async function largeSchoolApp({ secret, now, jobs = true }: { secret: string; now: () => Date; jobs?: boolean }) {
  const school = await largeSchool('sqlite', 1, '');
  process.env.DATA_DIR = school.env.DATA_DIR;
  process.env.DATABASE_URL = '';
  process.env.SEED_DEMO = 'false';
  process.env.LOG_LEVEL = 'warn';
  process.env.MAX_EVENT_LOOP_DELAY_MS = '0';
  if (!jobs) process.env.JOBS_POLL_MS = '0';
  const config = loadConfig();
  const handle = openDatabase({ sqliteFile: school.sqliteFile });
  const tokens = createTokenService(secret, 3600);
  const app = await buildApp(
    { db: handle.db, engine: handle.engine, config, tokens, mailKeys: resolveMailKeyRing(config, tokens.sealKey), now },
    { logger: false },
  );
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    await handle.close();
  };
  return { app, db: handle.db, tokens, baseUrl, close };
}
