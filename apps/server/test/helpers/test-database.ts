import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LogEvent } from 'kysely';
import { type DbHandle, openDatabase } from '../../src/db/connect';
import { createPostgresDatabase } from './postgres-database';
import type { SeededTemplate } from './seeded-template';

/** Which engine this run of the API suite uses: SQLite unless TEST_ENGINE=postgres. */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A fresh database for one test file: a temporary SQLite file, or a new PostgreSQL database created
 * from TEST_DATABASE_URL and dropped afterwards. Empty, or a copy of `template` (./seeded-template).
 */
export type TestDbHandle = DbHandle & {
  /** Another handle on the same database, as a second server process would open it. */
  reopen: () => DbHandle;
};

export async function createTestDatabase(template?: SeededTemplate, log?: (event: LogEvent) => void): Promise<TestDbHandle> {
  if (testEngine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-test-'));
    const sqliteFile = path.join(dir, 'carnet.sqlite');
    if (template?.engine === 'sqlite') fs.copyFileSync(template.sqliteFile, sqliteFile);
    const handle = openDatabase({ sqliteFile, log });
    return {
      ...handle,
      reopen: () => openDatabase({ sqliteFile }),
      close: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const database = await createPostgresDatabase('test', template?.engine === 'postgres' ? template.name : undefined);
  const handle = openDatabase({ databaseUrl: database.url, poolSize: 20, log });
  return {
    ...handle,
    reopen: () => openDatabase({ databaseUrl: database.url, poolSize: 5 }),
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
