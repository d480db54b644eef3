import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../../src/db/connect';
import type { SeededTemplate } from './seeded-template';

/** Which engine this run of the API suite uses: SQLite unless TEST_ENGINE=postgres. */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A fresh database for one test file: a temporary SQLite file, or a new PostgreSQL database created
 * from TEST_DATABASE_URL and dropped afterwards. Empty, or a copy of `template` (./seeded-template).
 */
export async function createTestDatabase(template?: SeededTemplate): Promise<DbHandle> {
  if (testEngine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-test-'));
    const sqliteFile = path.join(dir, 'carnet.sqlite');
    if (template?.engine === 'sqlite') fs.copyFileSync(template.sqliteFile, sqliteFile);
    const handle = openDatabase({ sqliteFile });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `carnet_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template?.engine === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
