import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * Lesson series (decision 066, the office's timetable): the lessons the office creates for a teaching group
 * on a weekday and a week pattern remember their series, so its future lessons can be deleted together
 * while the past ones stay. Lessons by date serve the overlap checks (same teacher, same room).
 */
export function lessonSeriesMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table =
        engine === 'postgres'
          ? db.schema.createTable('lesson_series').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('lesson_series').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
        .addColumn('weekday', 'integer', (c) => c.notNull())
        .addColumn('start_hour', 'text', (c) => c.notNull())
        .addColumn('end_hour', 'text', (c) => c.notNull())
        .addColumn('hall_name', 'text', (c) => c.notNull())
        .addColumn('first_date', 'text', (c) => c.notNull())
        .addColumn('last_date', 'text', (c) => c.notNull())
        .addColumn('pattern', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('lessons')
        .addColumn('series_id', 'integer', (c) => c.references('lesson_series.id'))
        .execute();
      await db.schema.createIndex('lessons_series_id_date_idx').on('lessons').columns(['series_id', 'date']).execute();
      await db.schema.createIndex('lessons_date_start_hour_idx').on('lessons').columns(['date', 'start_hour']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('lessons_date_start_hour_idx').execute();
      await db.schema.dropIndex('lessons_series_id_date_idx').execute();
      await db.schema.alterTable('lessons').dropColumn('series_id').execute();
      await db.schema.dropTable('lesson_series').execute();
    },
  };
}
