import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { type DemoSchool, seedDemoSchool } from '../../src/demo';
import { createPostgresDatabase } from './postgres-database';
import { schoolToday } from './school-day';
import { testEngine } from './test-database';

/**
 * The demo school, migrated and seeded once per run of the API suite: each test file then gets its
 * own copy (a copied SQLite file, or CREATE DATABASE ... TEMPLATE on PostgreSQL) instead of seeding
 * its own. Seeding took 4 to 9 s a file on PostgreSQL on a busy machine, most of that suite's time.
 * Each file still owns a fresh database with the same rows; `school` holds the ids the seed returned,
 * the same in every copy.
 */
export type SeededTemplate =
  { engine: 'sqlite'; sqliteFile: string; school: DemoSchool } | { engine: 'postgres'; name: string; school: DemoSchool };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testEngine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-test-template-'));
    const sqliteFile = path.join(dir, 'carnet.sqlite');
    const handle = openDatabase({ sqliteFile });
    try {
      await migrateToLatest(handle.db, handle.engine);
      project.provide('seededTemplate', { engine: 'sqlite', sqliteFile, school: await seedDemoSchool(handle.db, schoolToday()) });
    } finally {
      // Closing checkpoints the WAL into the file, so a plain copy of the file is the whole database.
      await handle.close();
    }
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }

  // A template must have no open connection when it is copied: this one is closed before any test starts.
  const { name, url, drop } = await createPostgresDatabase('template');
  const handle = openDatabase({ databaseUrl: url, poolSize: 4 });
  try {
    await migrateToLatest(handle.db, handle.engine);
    project.provide('seededTemplate', { engine: 'postgres', name, school: await seedDemoSchool(handle.db, schoolToday()) });
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
  await handle.close();
  return drop;
}
