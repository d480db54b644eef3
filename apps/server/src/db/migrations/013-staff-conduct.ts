import type { Kysely, Migration } from 'kysely';

/**
 * Staff write conduct and concerns (decision 070): who wrote a reward, a sanction or a concern, and when the
 * family acknowledged a concern, so the staff member who raised it sees it.
 */
export const staffConductMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .alterTable('rewards')
      .addColumn('created_by', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema
      .alterTable('concerns')
      .addColumn('raised_by', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema.alterTable('concerns').addColumn('acknowledged_at', 'text').execute();
  },
  async down(): Promise<void> {
    throw new Error('013-staff-conduct cannot be undone: it says who wrote what.');
  },
};
