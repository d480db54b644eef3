import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoSchoolIfEmpty } from './demo';
import { schoolToday } from './lib/school-day';
import { createTokenService, resolveJwtSecret } from './lib/tokens';
import { resolveMailKeyRing } from './mail/mail-keys';
import path from 'node:path';

/** Connections the kernel keeps waiting for the server to accept them (see the listen call). */
const LISTEN_BACKLOG = 4096;

async function main() {
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'carnet.sqlite') });
  await migrateToLatest(handle.db, handle.engine);
  // The real time, or a clock started at CLOCK_START that runs on from there (demonstrations, journeys).
  const offset = config.clockStart ? config.clockStart.getTime() - Date.now() : 0;
  const now = () => new Date(Date.now() + offset);
  if (config.seedDemo) await seedDemoSchoolIfEmpty(handle.db, schoolToday({ config, now }));
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtlSeconds);
  // The JWT key still opens what was queued before the ring existed (decision 089).
  const mailKeys = resolveMailKeyRing(config, tokens.sealKey);
  const app = await buildApp({ db: handle.db, engine: handle.engine, config, tokens, mailKeys, now });

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  // A parents' evening opening brings a thousand connections in the same second. Node's default queue
  // of 511 waiting connections drops the rest while the loop is busy, and those families wait for the
  // kernel's retries (1, 3, 7, 15 s...) or fail: a longer queue lets them wait their turn (decision 092).
  // The kernel caps it at net.core.somaxconn (4096 by default on Linux since 5.4).
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  app.log.info(`Carnet is up on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${handle.engine})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Carnet could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
