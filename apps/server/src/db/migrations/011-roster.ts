import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * The school's data from its management system (decision 069):
 * - `roster_rows`: the last source row of each record, per OneRoster file, so a delta file (or a file
 *   the manifest marks absent) is read against what the earlier imports said.
 * - `roster_links`: which Carnet record each source record became, and the values the import last
 *   wrote there: an update touches only the fields whose source value changed, so what a family edited
 *   in Carnet stays until the school's system changes it.
 * - `roster_imports`: the history of applied imports (a dry run leaves none).
 * - `children.birth_date`: the pupils' birth dates (demographics).
 */
export function rosterMigration(engine: Engine): Migration {
  const withId = (db: Kysely<any>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('roster_rows')
        /** The OneRoster file without '.csv': 'users', 'classes', … */
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('sourced_id', 'text', (c) => c.notNull())
        /** JSON of the row's cells, by column name. */
        .addColumn('row', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('roster_rows_pkey', ['file', 'sourced_id'])
        .execute();

      await withId(db, 'roster_links')
        /** 'term', 'yearGroup', 'class', 'teachingGroup', 'teacher', 'family', 'pupil', 'guardian', 'account', 'enrollment'. */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('source_key', 'text', (c) => c.notNull())
        .addColumn('local_id', 'integer', (c) => c.notNull())
        /** JSON of the values the import last wrote. */
        .addColumn('mapped', 'text', (c) => c.notNull())
        /** 0 once the source dropped the record (a person is deactivated, never deleted). */
        .addColumn('is_active', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('roster_links_kind_source_key').unique().on('roster_links').columns(['kind', 'source_key']).execute();

      await withId(db, 'roster_imports')
        .addColumn('at', 'text', (c) => c.notNull())
        /** The office member who applied it from the console; null from the command line. */
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        /** JSON {counts, invitations, accountsWithoutEmail, ignoredRows}. */
        .addColumn('summary', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('roster_imports_at_idx').on('roster_imports').column('at').execute();

      await db.schema.alterTable('children').addColumn('birth_date', 'text').execute();
    },
    async down(): Promise<void> {
      throw new Error('011-roster cannot be undone: it holds the links to the school management system.');
    },
  };
}
