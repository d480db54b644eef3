import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * The cahier de textes and the student's planner (decision 110).
 * - `lesson_notes`: what a lesson did, one per lesson (Markdown, rendered through a sanitizer), with
 *   `subject_id` copied from the lesson so a group's cahier walks (subject_id, lesson_id).
 * - `homework`: set for a teaching group (`subject_id`), from a lesson or for a date, due at a later lesson
 *   of the group or on a date (`due_date` always set: the family's and the workload's reads walk it).
 *   Withdrawn homework keeps its row (`withdrawn_at`): the cahier is an official record; reads skip it.
 * - `lesson_note_files`, `homework_files`: attachments in the shared file storage.
 * - `homework_ticks`: a student's "done", one per homework and pupil; the parents read it, the teacher a count.
 * - `student_tasks`: the student's own tasks, nobody else's to read.
 * - `subjects.archived_at`: the new school year archives each teaching group's cahier (read-only after).
 */
export function homeworkMigration(engine: Engine): Migration {
  const withId = (db: Kysely<any>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db, 'lesson_notes')
        .addColumn('lesson_id', 'integer', (c) => c.notNull().unique().references('lessons.id'))
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('lesson_notes_subject_id_idx').on('lesson_notes').columns(['subject_id', 'lesson_id']).execute();
      await db.schema
        .createTable('lesson_note_files')
        .addColumn('note_id', 'integer', (c) => c.notNull().references('lesson_notes.id'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
        .addPrimaryKeyConstraint('lesson_note_files_pkey', ['note_id', 'file_id'])
        .execute();

      await withId(db, 'homework')
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
        .addColumn('set_in_lesson_id', 'integer', (c) => c.references('lessons.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('due_lesson_id', 'integer', (c) => c.references('lessons.id'))
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'text')
        .addColumn('withdrawn_at', 'text')
        .execute();
      await db.schema.createIndex('homework_subject_id_due_date_idx').on('homework').columns(['subject_id', 'due_date']).execute();
      await db.schema.createIndex('homework_set_in_lesson_id_idx').on('homework').column('set_in_lesson_id').execute();
      await db.schema
        .createTable('homework_files')
        .addColumn('homework_id', 'integer', (c) => c.notNull().references('homework.id'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
        .addPrimaryKeyConstraint('homework_files_pkey', ['homework_id', 'file_id'])
        .execute();
      await db.schema
        .createTable('homework_ticks')
        .addColumn('homework_id', 'integer', (c) => c.notNull().references('homework.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('done_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('homework_ticks_pkey', ['homework_id', 'child_id'])
        .execute();
      // Retention and the data export read a pupil's ticks.
      await db.schema.createIndex('homework_ticks_child_id_idx').on('homework_ticks').column('child_id').execute();

      await withId(db, 'student_tasks')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text')
        .addColumn('done_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('student_tasks_child_id_idx').on('student_tasks').columns(['child_id', 'id']).execute();

      await db.schema.alterTable('subjects').addColumn('archived_at', 'text').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('subjects').dropColumn('archived_at').execute();
      for (const table of ['student_tasks', 'homework_ticks', 'homework_files', 'homework', 'lesson_note_files', 'lesson_notes']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
