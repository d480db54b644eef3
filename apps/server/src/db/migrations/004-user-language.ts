import type { Kysely, Migration } from 'kysely';

/**
 * The language a person chose, kept with their account so it follows them to any device. Null until
 * they choose: then the browser's language, or the school's, is used.
 */
export const userLanguageMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('users').addColumn('language', 'text').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};
