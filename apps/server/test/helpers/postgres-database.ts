import crypto from 'node:crypto';
import pg from 'pg';

/** One statement on TEST_DATABASE_URL's server (CREATE or DROP DATABASE cannot run inside a pool's transaction). */
async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export type PostgresDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A new PostgreSQL database on TEST_DATABASE_URL's server, named `carnet_<purpose>_<pid>_<random>` so
 * parallel runs never meet; a copy of `templateName` when given. `drop` removes it, connections and all.
 */
export async function createPostgresDatabase(purpose: string, templateName?: string): Promise<PostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `carnet_${purpose}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await runAsAdmin(adminUrl, templateName ? `CREATE DATABASE ${name} TEMPLATE ${templateName}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
