import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for the family reads of a school with years of history (decision 075), so each stays
 * an index lookup as the tables grow; test/api/query-plans.test.ts checks the plans on both engines.
 * - notifications by (user, seen, subject, subject_id): the unseen ones of a subject (`hasNotification`),
 *   the badge's unseen count and 'mark all as read' read only the unseen rows, never the years of seen ones.
 * - newsletters by (publish_date, id): a page of the newest (or of those before a cursor) walks the index
 *   from its newest end and stops after the page, instead of sorting every newsletter ever sent.
 */
const INDEXES: Array<[table: string, columns: string[]]> = [
  ['notifications', ['user_id', 'seen', 'subject', 'subject_id']],
  ['newsletters', ['publish_date', 'id']],
];

const nameOf = (table: string, columns: string[]) => `${table}_${columns.join('_')}_idx`;

export const boundedReadsMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    for (const [table, columns] of INDEXES) await db.schema.createIndex(nameOf(table, columns)).on(table).columns(columns).execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    for (const [table, columns] of INDEXES) await db.schema.dropIndex(nameOf(table, columns)).execute();
  },
};
