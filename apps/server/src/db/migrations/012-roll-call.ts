import type { Kysely, Migration } from 'kysely';

/**
 * The teachers' roll call (decision 070): a register per lesson (who took it, when, when corrected), and
 * the registry entries it writes point at their lesson, so a correction the same day finds them.
 * The office records why a pupil was absent (`reason`), beside the existing `excused` flag.
 */
export const rollCallMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('registers')
      .addColumn('lesson_id', 'integer', (c) => c.primaryKey().references('lessons.id').onDelete('cascade'))
      .addColumn('taken_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('taken_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('registry_entries')
      .addColumn('lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable('registry_entries')
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    // One entry per pupil and lesson; entries written otherwise (no lesson) are not concerned.
    await db.schema
      .createIndex('registry_entries_lesson_child_key')
      .unique()
      .on('registry_entries')
      .columns(['lesson_id', 'child_id'])
      .execute();
    await db.schema.createIndex('registry_entries_date_idx').on('registry_entries').column('date').execute();
  },
  async down(): Promise<void> {
    throw new Error('012-roll-call cannot be undone: it holds the registers teachers took.');
  },
};
