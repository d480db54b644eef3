import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Engine } from '../../db/engine';
import type { Database } from '../../db/schema';

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters for our widest tables. */
export const CHUNK_ROWS = 500;

type Table = keyof Database;

/**
 * Buffers rows of one table and writes them CHUNK_ROWS to a statement: one round trip and one
 * statement per chunk instead of per row is what makes a million rows a matter of seconds.
 */
export function createSink<T extends Table>(db: Db, table: T) {
  let buffer: Array<Insertable<Database[T]>> = [];
  let written = 0;
  const flush = async () => {
    if (buffer.length === 0) return;
    const rows = buffer;
    buffer = [];
    // Kysely cannot narrow the values' type from a generic table name; the rows are typed by T above.
    await db
      .insertInto(table)
      .values(rows as never)
      .execute();
    written += rows.length;
  };
  return {
    async add(row: Insertable<Database[T]>) {
      buffer.push(row);
      if (buffer.length >= CHUNK_ROWS) await flush();
    },
    async addAll(rows: Iterable<Insertable<Database[T]>>) {
      for (const row of rows) await this.add(row);
    },
    /** Writes what is left; answers how many rows the sink wrote in all. */
    async close(): Promise<number> {
      await flush();
      return written;
    },
  };
}

export type Sink<T extends Table> = ReturnType<typeof createSink<T>>;

/**
 * The seed gives ids itself (it knows every reference before writing). SQLite's AUTOINCREMENT follows
 * explicit ids on its own; a PostgreSQL serial does not, so its sequence is moved past the largest id.
 */
export async function moveSequencesPastIds(db: Db, engine: Engine, tables: readonly Table[]): Promise<void> {
  if (engine !== 'postgres') return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
