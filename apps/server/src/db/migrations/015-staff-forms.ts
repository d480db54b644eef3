import type { Kysely, Migration } from 'kysely';

/** Forms the office sends (decision 070): their deadline, and when each family was last reminded. */
export const staffFormsMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('forms').addColumn('deadline', 'text').execute();
    await db.schema.alterTable('form_requests').addColumn('reminded_at', 'text').execute();
    await db.schema.createIndex('form_requests_form_id_idx').on('form_requests').columns(['form_id', 'child_id']).execute();
  },
  async down(): Promise<void> {
    throw new Error('015-staff-forms cannot be undone: families answered against it.');
  },
};
