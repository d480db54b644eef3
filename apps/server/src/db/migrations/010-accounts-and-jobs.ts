import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../engine';

/**
 * Real accounts and durable work (decision 067):
 * - `users.activated_at` (null until the person sets their own password), `users.family_member_id`
 *   (the family contact a parent account was made for) and `users.invited_at`.
 * - `account_links`: one-time links and letter codes, stored as SHA-256 hashes, for activation and
 *   password reset; a link works once and until its expiry.
 * - `jobs`: work written in the same transaction as its cause (e-mail now; push, digests and imports
 *   later), claimed by one worker at a time, retried with backoff.
 */
export function accountsAndJobsMigration(engine: Engine): Migration {
  const withId = (db: Kysely<any>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').addColumn('activated_at', 'text').execute();
      await db.schema.alterTable('users').addColumn('invited_at', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('family_member_id', 'integer', (c) => c.references('family_members.id'))
        .execute();
      // Every account so far was made with its password (the demo school): it counts as activated.
      await db
        .updateTable('users')
        .set({ activated_at: sql`created_at` })
        .execute();
      await db.schema.createIndex('users_family_member_id_idx').on('users').column('family_member_id').execute();

      await withId(db, 'account_links')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        /** 'invitation', 'letter' (a code typed at /activate) or 'reset'. */
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('account_links_user_id_idx').on('account_links').columns(['user_id', 'purpose']).execute();

      await withId(db, 'jobs')
        /** 'email' for now. */
        .addColumn('kind', 'text', (c) => c.notNull())
        /** JSON; for an e-mail, the message sealed with a key derived from JWT_SECRET (it may carry a link). */
        .addColumn('payload', 'text', (c) => c.notNull())
        /** 'pending', 'running', 'done' or 'failed' (gave up; the office may resend). */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_after', 'text', (c) => c.notNull())
        /** While running: when the claim lapses, so a crashed worker's job is taken up again. */
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('done_at', 'text')
        /** What the office sees in the list without opening the sealed payload. */
        .addColumn('summary_to', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary_subject', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema.createIndex('jobs_status_run_after_idx').on('jobs').columns(['status', 'run_after']).execute();
      await db.schema.createIndex('jobs_user_id_idx').on('jobs').column('user_id').execute();
    },
    async down(): Promise<void> {
      throw new Error('010-accounts-and-jobs cannot be undone: it holds accounts and unsent mail.');
    },
  };
}
