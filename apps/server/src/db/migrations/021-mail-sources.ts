import type { Kysely, Migration } from 'kysely';

/**
 * Queued mail that can be rebuilt (decision 089):
 * - `jobs.source`: what wrote an e-mail ('invitation', 'reset', 'password-changed', 'notice', 'digest',
 *   'booking'), so an unreadable one can be written anew from its cause; null for other jobs and for
 *   e-mail queued before this migration.
 * - `jobs.problem`: why the last attempt can never succeed, as a code the office's page words in its
 *   language ('keyMissing': sealed with a key this server does not hold; 'damaged'); null otherwise.
 */
export const mailSourcesMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('jobs').addColumn('source', 'text').execute();
    await db.schema.alterTable('jobs').addColumn('problem', 'text').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('jobs').dropColumn('problem').execute();
    await db.schema.alterTable('jobs').dropColumn('source').execute();
  },
};
