import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect';

export type TableSnapshot = Record<string, unknown[]>;

// Kysely's own bookkeeping tables: no request may touch them, and they hold nothing of the school.
const isMigrationTable = (name: string) => name.startsWith('kysely_');

/** Bytes become their hash, so a snapshot of every stored file stays small to hold and compare. */
function comparable(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `sha256:${crypto.createHash('sha256').update(value).digest('hex')}`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

// Introspection is the slow part on PostgreSQL, and the schema does not change during a test file.
const tablesByDb = new WeakMap<Db, ReturnType<typeof introspect>>();
const introspect = async (db: Db) => (await db.introspection.getTables()).filter((table) => !isMigrationTable(table.name));
function schoolTables(db: Db) {
  const known = tablesByDb.get(db) ?? introspect(db);
  tablesByDb.set(db, known);
  return known;
}

/**
 * Every row of every table of the school, ordered by all its columns, as plain values: two
 * snapshots are equal exactly when no request wrote anything. Tables are found by introspection,
 * so a table added later is covered without touching this file.
 */
export async function snapshotTables(db: Db): Promise<TableSnapshot> {
  const tables = await schoolTables(db);
  const snapshot: TableSnapshot = {};
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    const columns = table.columns.map((column) => column.name);
    const orderBy = sql.join(columns.map((column) => sql.ref(column)));
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)} order by ${orderBy}`.execute(db);
    snapshot[table.name] = rows.map((row) => Object.fromEntries(columns.map((column) => [column, comparable(row[column])])));
  }
  return snapshot;
}
