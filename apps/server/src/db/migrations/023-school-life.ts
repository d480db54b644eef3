import type { Kysely, Migration } from 'kysely';

/**
 * Absence notices that wait, and conduct that stays with staff (decision 096):
 * - `school_settings`: the school's own settings, one row per name, the office's; a missing row is the
 *   setting's default (the delay before a register's absence notices go out, first).
 * - `register_notices`: what a pupil's family was last told about a lesson's register (the mark as it
 *   was when the notices went), so the delayed job tells only what changed since, and a correction
 *   after the notice went is told as one.
 * - `concerns.staff_only`: a pastoral concern the family is never told of nor shown.
 */
export const schoolLifeMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('school_settings')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema
      .createTable('register_notices')
      .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
      .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
      .addColumn('statut', 'text', (c) => c.notNull())
      .addColumn('told_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('register_notices_pkey', ['lesson_id', 'child_id'])
      .execute();
    await db.schema
      .alterTable('concerns')
      .addColumn('staff_only', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('concerns').dropColumn('staff_only').execute();
    await db.schema.dropTable('register_notices').execute();
    await db.schema.dropTable('school_settings').execute();
  },
};
