import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, openDatabase } from '../../src/db/connect';
import { createPostgresDatabase } from './postgres-database';
import { testEngine } from './test-database';

/**
 * A fresh, empty database for a server process that a test starts (startServer): the environment
 * that points the process at it, and a way for the test to open the same database itself. SQLite:
 * `carnet.sqlite` in a new DATA_DIR. PostgreSQL: a new database created from TEST_DATABASE_URL.
 */
export type ServerDatabase = {
  engine: typeof testEngine;
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: pass to startServer. */
  env: Record<string, string>;
  sqliteFile: string;
  open: () => DbHandle;
  /** Removes the database and DATA_DIR; call once every process using them has stopped. */
  drop: () => Promise<void>;
};

export async function createServerDatabase(): Promise<ServerDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-server-db-'));
  const sqliteFile = path.join(dataDir, 'carnet.sqlite');
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (testEngine === 'sqlite') {
    return {
      engine: testEngine,
      env: { DATA_DIR: dataDir },
      sqliteFile,
      open: () => openDatabase({ sqliteFile }),
      drop: async () => removeDataDir(),
    };
  }
  const database = await createPostgresDatabase('server');
  const databaseUrl = database.url;
  return {
    engine: testEngine,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    sqliteFile,
    open: () => openDatabase({ databaseUrl, poolSize: 4 }),
    drop: async () => {
      await database.drop();
      removeDataDir();
    },
  };
}
