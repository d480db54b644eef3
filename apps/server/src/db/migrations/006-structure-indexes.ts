import type { Kysely, Migration } from 'kysely';

/**
 * The office edits the school's structure: a term's name is unique within its school year
 * (the database, not only a check, keeps two offices saving at once from doubling it), and the
 * structure page's counts and the "is it empty?" checks before a delete read classes by year group and
 * teaching groups by class.
 */
export const structureIndexesMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('school_terms_school_year_name_key').unique().on('school_terms').columns(['school_year', 'name']).execute();
    await db.schema.createIndex('classes_year_group_id_idx').on('classes').column('year_group_id').execute();
    await db.schema.createIndex('subjects_class_id_idx').on('subjects').column('class_id').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('subjects_class_id_idx').execute();
    await db.schema.dropIndex('classes_year_group_id_idx').execute();
    await db.schema.dropIndex('school_terms_school_year_name_key').execute();
  },
};
