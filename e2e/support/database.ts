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

/**
 * Gives the Dubois family years of history (decision 075), straight into the running server's SQLite file:
 * `notifications` old, seen notifications of the parent, and `entries` registry entries and `documents`
 * documents of Noah from three school years ago, before the registry's and the documents' window: all
 * invoices but the last, a type of its own ('Certificate') that only 'Show older' brings.
 */
export function addDuboisHistory(databaseFile: string, counts: { notifications: number; entries: number; documents?: number }): void {
  const db = new SQLite(databaseFile);
  try {
    db.transaction(() => {
      const parent = db.prepare('select id, family_id from users where email = ?').get(ACCOUNTS.parent2.email) as {
        id: number;
        family_id: number;
      };
      const child = db.prepare('select id from children where family_id = ? order by id limit 1').get(parent.family_id) as { id: number };
      const notification = db.prepare(
        // A notification is a kind and its parameters (decision 095): an old one keeps its words as 'legacy'.
        "insert into notifications (user_id, subject, subject_id, kind, params, created_at, seen, link) values (?, 'newsletter', null, 'legacy', ?, ?, 1, '')",
      );
      for (let i = 0; i < counts.notifications; i++) {
        notification.run(
          parent.id,
          JSON.stringify({ text: `Archived notice ${i + 1}` }),
          new Date(Date.UTC(2023, 0, 1) + (counts.notifications - i) * 86_400_000).toISOString(),
        );
      }
      const entry = db.prepare("insert into registry_entries (child_id, date, statut, excused) values (?, ?, 'present', 0)");
      const threeYearsAgo = new Date().getUTCFullYear() - 3;
      for (let i = 0; i < counts.entries; i++) entry.run(child.id, new Date(Date.UTC(threeYearsAgo, 2, 1 + i, 8)).toISOString());
      const file = db.prepare('select file_id from documents where child_id = ? limit 1').get(child.id) as { file_id: number };
      const document = db.prepare('insert into documents (child_id, title, type, date, file_id) values (?, ?, ?, ?, ?)');
      const documents = counts.documents ?? 0;
      for (let i = 0; i < documents; i++) {
        const date = new Date(Date.UTC(threeYearsAgo, 2, 1 + i)).toISOString().slice(0, 10);
        const isLast = i === documents - 1;
        document.run(
          child.id,
          isLast ? `Medical certificate ${threeYearsAgo}` : `Archived invoice ${i + 1}`,
          isLast ? 'Certificate' : 'Invoice',
          date,
          file.file_id,
        );
      }
    })();
  } finally {
    db.close();
  }
}
