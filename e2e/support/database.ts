import SQLite from 'better-sqlite3';
import { ACCOUNTS } from './accounts';
import type { Credentials } from './session';

/**
 * Adds a parent whose family has no child, a case the demo school does not hold, straight into the
 * running server's SQLite file (WAL lets both write). The account shares the Dubois parent's password.
 */
export function addChildlessParent(databaseFile: string): Credentials {
  const db = new SQLite(databaseFile);
  try {
    const email = `no-child-${Date.now()}@example.com`;
    const now = new Date().toISOString();
    db.transaction(() => {
      const family = db.prepare("insert into families (name) values ('Leroy')").run();
      db.prepare(
        `insert into users (email, password_hash, roles, first_name, last_name, family_id, created_at)
         select ?, password_hash, roles, 'Anne', 'Leroy', ?, ? from users where email = ?`,
      ).run(email, family.lastInsertRowid, now, ACCOUNTS.parent2.email);
    })();
    return { email, password: ACCOUNTS.parent2.password };
  } finally {
    db.close();
  }
}
