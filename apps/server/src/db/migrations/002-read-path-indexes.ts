import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for the reads the benchmark measures, so they stay index lookups as the tables grow:
 * the notification list (newest first, without sorting all of a user's notifications) and the
 * child page's medical and exit-permission tabs, which are read by child.
 */
const INDEXES: Array<[table: string, columns: string[]]> = [
  ['notifications', ['user_id', 'created_at', 'id']],
  ['medical_infos', ['child_id']],
  ['allergies', ['child_id']],
  ['syringes', ['allergy_id']],
  ['certificates', ['child_id']],
  ['exit_permissions', ['child_id']],
];

const nameOf = (table: string, columns: string[]) => `${table}_${columns.join('_')}_idx`;

export const readPathIndexesMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    for (const [table, columns] of INDEXES) await db.schema.createIndex(nameOf(table, columns)).on(table).columns(columns).execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    for (const [table, columns] of INDEXES) await db.schema.dropIndex(nameOf(table, columns)).execute();
  },
};
