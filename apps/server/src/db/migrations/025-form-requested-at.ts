import type { Kysely, Migration } from 'kysely';

/**
 * `form_requests.requested_at`: when the pupil's family was asked, so the office's send section says
 * when the form went out (decision 100); null for the requests made before, whose day is not known.
 * Optional questions need no migration: a question stored without `required` reads as required
 * through the contract's default, so the forms already sent stay as they were.
 */
export const formRequestedAtMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('form_requests').addColumn('requested_at', 'text').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('form_requests').dropColumn('requested_at').execute();
  },
};
