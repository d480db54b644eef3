import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import { type Engine, engineOf } from './engine';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbHandle = {
  db: Db;
  engine: Engine;
  close: () => Promise<void>;
};

// PostgreSQL returns bigint counts as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function openDatabase(options: {
  databaseUrl?: string;
  sqliteFile?: string;
  poolSize?: number;
  /** Sees every statement run (the query-plan test reads the real SQL of each route). */
  log?: (event: LogEvent) => void;
}): DbHandle {
  const engine = engineOf(options.databaseUrl);
  if (engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection killed by the server (restart, failover, DROP DATABASE in tests) must not
    // crash the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: options.log });
    return { db, engine, close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? path.resolve('data/carnet.sqlite');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log: options.log });
  return { db, engine, close: () => db.destroy() };
}

const STATEMENT_CACHE_MAX = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running our small indexed reads.
 * The API issues a bounded set of SQL texts, so their prepared statements are kept and reused
 * (better-sqlite3 runs each synchronously, so one statement is never in use twice at a time).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_MAX) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
