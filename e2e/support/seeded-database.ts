import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startServer } from './server';

/**
 * The demo school migrated and seeded once per run of the journeys, by the server itself (as `npm start`
 * does): each journey file's server then starts on its own copy of the file, as the API suite's files
 * do (apps/server/test/helpers/seeded-template.ts), instead of migrating and seeding its own (2 to 6 s
 * a file on a busy 2-core machine). The server closes the database when it stops, which checkpoints
 * the WAL into the file: a plain copy of it is the whole database.
 */
export async function seedDatabase(bundle: string): Promise<{ file: string; remove: () => Promise<void> }> {
  const server = await startServer({}, { bundle, keepData: true });
  await server.stop();
  const dataDir = path.dirname(server.databaseFile);
  return { file: server.databaseFile, remove: () => rm(dataDir, { recursive: true, force: true }) };
}
