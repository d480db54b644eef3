import { type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * Publishing from the office (decision 063): a publication records who published what to
 * which audience and whether it was withdrawn; each row it created (newsletter, document, report)
 * points back to it and carries its own `withdrawn_at`, so the family lists stay one query without a
 * join. A newsletter is whole-school, or read by the families of the pupils it reached, resolved when
 * it was published and kept in `publication_pupils`.
 */
export function publicationsMigration(engine: Engine): Migration {
  const withId = (db: Kysely<any>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db, 'publications')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('pupils_reached', 'integer', (c) => c.notNull())
        .addColumn('accounts_reached', 'integer', (c) => c.notNull())
        .addColumn('withdrawn_at', 'text')
        .addColumn('withdrawn_by', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema.createIndex('publications_kind_created_at_idx').on('publications').columns(['kind', 'created_at']).execute();

      await db.schema
        .createTable('publication_pupils')
        .addColumn('publication_id', 'integer', (c) => c.notNull().references('publications.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addPrimaryKeyConstraint('publication_pupils_pk', ['publication_id', 'child_id'])
        .execute();

      for (const table of ['newsletters', 'documents', 'reports']) {
        await db.schema
          .alterTable(table)
          .addColumn('publication_id', 'integer', (c) => c.references('publications.id'))
          .execute();
        await db.schema.alterTable(table).addColumn('withdrawn_at', 'text').execute();
        await db.schema.createIndex(`${table}_publication_id_idx`).on(table).column('publication_id').execute();
      }
      // Every newsletter so far was for the whole school.
      await db.schema
        .alterTable('newsletters')
        .addColumn('is_whole_school', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(): Promise<void> {
      throw new Error('008-publications cannot be undone: publications are part of the audit trail.');
    },
  };
}
