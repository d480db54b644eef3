import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backupSqlite } from './backup';

/** npm run backup: writes DATA_DIR/backups/carnet-<time>.sqlite (SQLite), or explains pg_dump (PostgreSQL). */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump (see docs/operations.md).');
    process.exit(2);
  }
  const target = await backupSqlite(path.join(config.dataDir, 'carnet.sqlite'), path.join(config.dataDir, 'backups'));
  console.log(`Backup written to ${target}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
