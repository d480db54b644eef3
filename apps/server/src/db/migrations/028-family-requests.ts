import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * A family's own word on attendance (decision 107): "Report an absence" and "Ask for leave".
 * - `family_requests`: one row per request, for one child and a range of school days (`from_date` to
 *   `to_date`, calendar dates). `kind` 'absence' is a report (state 'reported', nothing to decide);
 *   'leave' waits for the office ('pending', then 'granted' or 'refused' with a note). Kept apart from
 *   `registry_entries`: the roll call's record and the family's word are set side by side, never merged.
 * Indexes: the family's list (child, id), the office's day (from_date: a request spans at most
 *   FAMILY_REQUEST_MAX_SPAN_DAYS, so the day's requests are a bounded range) and the pending leave.
 */
export function familyRequestsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table =
        engine === 'postgres'
          ? db.schema.createTable('family_requests').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('family_requests').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('from_date', 'text', (c) => c.notNull())
        .addColumn('to_date', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('certificate_file_id', 'integer', (c) => c.references('files.id'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
        .addColumn('decided_at', 'text')
        .addColumn('decision_note', 'text')
        .execute();
      await db.schema.createIndex('family_requests_child_id_id_idx').on('family_requests').columns(['child_id', 'id']).execute();
      await db.schema.createIndex('family_requests_from_date_idx').on('family_requests').columns(['from_date', 'id']).execute();
      await db.schema.createIndex('family_requests_state_id_idx').on('family_requests').columns(['state', 'id']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('family_requests').execute();
    },
  };
}
