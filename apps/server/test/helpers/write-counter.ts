import { sql } from 'kysely';
import type { Db } from '../../src/db/connect';
import type { Engine } from '../../src/db/engine';

const COUNTER = 'test_write_count';

/**
 * Test-only triggers on every table of the school that count each row inserted, updated or deleted in
 * the one row of `test_write_count`: a request wrote nothing exactly when the count did not move. The
 * count is written in the writing statement's own transaction, so a write rolled back leaves it as it
 * was. One read after each request, where comparing a snapshot of every table (./table-snapshot) read
 * all of them (decision 085). Tables are found by introspection, so a table added later is counted too.
 *
 * Only for a test file's own database: it adds a table and triggers the product never has.
 */
export async function countWrites(db: Db, engine: Engine): Promise<{ writes: () => Promise<number>; tables: string[] }> {
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView && !table.name.startsWith('kysely_'))
    .map((table) => table.name);
  await sql`create table ${sql.table(COUNTER)} (n bigint not null)`.execute(db);
  await sql`insert into ${sql.table(COUNTER)} (n) values (0)`.execute(db);
  const bump = sql.raw(`update ${COUNTER} set n = n + 1`);
  if (engine === 'postgres') {
    await sql`create function test_count_write() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`.execute(db);
    for (const table of tables) {
      await sql`create trigger test_count_write after insert or update or delete on ${sql.table(table)}
        for each row execute function test_count_write()`.execute(db);
    }
  } else {
    // SQLite's triggers each answer one kind of statement.
    for (const table of tables) {
      for (const event of ['insert', 'update', 'delete']) {
        const name = sql.id(`test_count_${event}_${table}`);
        await sql`create trigger ${name} after ${sql.raw(event)} on ${sql.table(table)} begin ${bump}; end`.execute(db);
      }
    }
  }
  const writes = async () => {
    const { rows } = await sql<{ n: number | string }>`select n from ${sql.table(COUNTER)}`.execute(db);
    return Number(rows[0]!.n);
  };
  return { writes, tables };
}

/** The tables that carry the counting triggers, in name order, as the engine's own catalog lists them. */
export async function triggeredTables(db: Db, engine: Engine): Promise<string[]> {
  const { rows } =
    engine === 'postgres'
      ? await sql<{ name: string }>`select distinct event_object_table as name from information_schema.triggers
          where trigger_name = 'test_count_write'`.execute(db)
      : await sql<{ name: string }>`select tbl_name as name from sqlite_master where type = 'trigger' and name like 'test_count_%'
          group by tbl_name having count(*) = 3`.execute(db);
  return rows.map((row) => row.name).sort();
}
