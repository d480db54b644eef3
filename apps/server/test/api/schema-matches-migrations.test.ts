import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { declaredSchema } from '../helpers/declared-schema';
import { createTestDatabase, testEngine } from '../helpers/test-database';

/**
 * src/db/schema.ts is what every query is type-checked against, and the migrations are what the
 * database really holds: nothing else ties them. A column added by a migration and forgotten in the
 * schema cannot be queried; one declared and never migrated type-checks and fails at run time; a
 * nullability that differs lets `null` through where the code thinks it cannot be. So the migrated
 * database, on each engine, is compared with the schema's source.
 */
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await migrateToLatest(handle.db, handle.engine);
});
afterAll(async () => handle?.close());

/** Kysely's own bookkeeping, which no query of Carnet's names. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * SQLite reports a primary key column as nullable unless NOT NULL was written beside it (an integer key
 * is the row id and can never be null; a text key written by Kysely's schema builder could, but no
 * code writes null there, as the schema's type says). Its key columns are therefore read as not null.
 */
async function sqlitePrimaryKey(table: string): Promise<Set<string>> {
  if (handle.engine !== 'sqlite') return new Set();
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(handle.db);
  return new Set(rows.map((row) => row.name));
}

async function migratedTables() {
  const tables = (await handle.db.introspection.getTables()).filter((table) => !table.isView && !MIGRATION_TABLES.has(table.name));
  const described = await Promise.all(
    tables.map(async (table) => {
      const key = await sqlitePrimaryKey(table.name);
      return [table.name, table.columns.map((c) => ({ name: c.name, isNullable: c.isNullable && !key.has(c.name) }))] as const;
    }),
  );
  return new Map(described);
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe(`schema.ts against the migrated database (${testEngine})`, () => {
  it('declares exactly the tables the migrations create', async () => {
    expect(sorted(declaredSchema().keys())).toEqual(sorted((await migratedTables()).keys()));
  });

  it('declares exactly the columns of each table, with the same nullability', async () => {
    const migrated = await migratedTables();
    const mismatches: string[] = [];
    for (const [table, declared] of declaredSchema()) {
      const real = new Map((migrated.get(table) ?? []).map((c) => [c.name, c]));
      for (const column of declared) {
        const found = real.get(column.name);
        if (!found) mismatches.push(`${table}.${column.name}: declared, not migrated`);
        else if (found.isNullable !== column.isNullable)
          mismatches.push(`${table}.${column.name}: declared ${column.isNullable ? 'nullable' : 'not null'}, migrated the other way`);
        real.delete(column.name);
      }
      for (const name of real.keys()) mismatches.push(`${table}.${name}: migrated, not declared`);
    }
    expect(mismatches).toEqual([]);
  });

  it('would see a column the schema forgot (the comparison can fail)', async () => {
    const declared = declaredSchema().get('users') ?? [];
    const real = (await migratedTables()).get('users') ?? [];
    // Leaving one declared column out must leave one migrated column unmatched.
    const withoutOne = declared.slice(1).map((c) => c.name);
    expect(real.filter((c) => !withoutOne.includes(c.name)).map((c) => c.name)).toEqual([declared[0]?.name]);
  });
});
