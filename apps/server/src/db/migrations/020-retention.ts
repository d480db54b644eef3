import { type Kysely, type Migration, sql } from 'kysely';

/** The account the retention job and the new-year command write the audit log as (decision 078). */
export const SYSTEM_ACCOUNT_EMAIL = 'system@carnet.invalid';

/**
 * Retention and the new school year (decision 078):
 * - `children.left_on`: the day a pupil left (school's calendar), set with `deactivated_at` by the office,
 *   the roster import and the new-year roll; retention counts from it. Pupils deactivated before this
 *   migration get their deactivation's day. `children.retention_done_at`: every kind of their records
 *   went; the row stays, stripped, because the append-only audit log refers to it.
 * - `classes.closed_at`, `meetings.archived_at`, `forms.archived_at`: the roll closes and archives them;
 *   families still read archived evenings and forms, but cannot book or answer them.
 * - `retention_settings`: months kept per kind, the office's; a missing row is the kind's default.
 * - `school_years`: one row per school year the school rolled into; its key makes the roll run once.
 *   The year this migration runs in is written as the starting one, so a first roll moves to the next.
 * - One system account (no role, no password, deactivated): the audit log needs a user for the lines
 *   the daily job and the command-line roll write, and nobody can sign in as it.
 */
export function retentionMigration(startingSchoolYear: string): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('children').addColumn('left_on', 'text').execute();
      await db.schema.alterTable('children').addColumn('retention_done_at', 'text').execute();
      await db.schema.alterTable('classes').addColumn('closed_at', 'text').execute();
      await db.schema.alterTable('meetings').addColumn('archived_at', 'text').execute();
      await db.schema.alterTable('forms').addColumn('archived_at', 'text').execute();
      await db
        .updateTable('children')
        .set({ left_on: sql`substr(deactivated_at, 1, 10)` })
        .where('deactivated_at', 'is not', null)
        .execute();
      await db.schema.createIndex('children_left_on_idx').on('children').column('left_on').execute();

      await db.schema
        .createTable('retention_settings')
        .addColumn('kind', 'text', (c) => c.primaryKey())
        .addColumn('months', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema
        .createTable('school_years')
        .addColumn('school_year', 'text', (c) => c.primaryKey())
        .addColumn('rolled_at', 'text')
        .addColumn('rolled_by', 'integer', (c) => c.references('users.id'))
        .addColumn('summary', 'text', (c) => c.notNull())
        .execute();
      await db
        .insertInto('school_years')
        .values({ school_year: startingSchoolYear, rolled_at: null, rolled_by: null, summary: '{}' })
        .execute();

      await db
        .insertInto('users')
        .values({
          email: SYSTEM_ACCOUNT_EMAIL,
          password_hash: '!',
          roles: '',
          first_name: 'Carnet',
          last_name: '(automatic)',
          family_id: null,
          child_id: null,
          created_at: new Date().toISOString(),
          deactivated_at: new Date().toISOString(),
        })
        .execute();
    },
    async down(): Promise<void> {
      throw new Error('020-retention cannot be undone: records were deleted by retention.');
    },
  };
}
