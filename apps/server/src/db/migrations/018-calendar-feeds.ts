import type { Kysely, Migration } from 'kysely';

/**
 * Calendar feeds (decision 074):
 * - `calendar_feeds`: one feed secret per family account. The feed is found by the SHA-256 of the
 *   secret; the secret itself is kept sealed (AES-256-GCM, key derived from JWT_SECRET) so the
 *   "Subscribe" screen can show the address again, while a copy of the database alone opens no feed.
 *   Resetting replaces the row's hash: the old address answers 404 at once.
 * - `meeting_bookings.sequence`: how many times the office moved a booking, the SEQUENCE of its
 *   calendar event, so a calendar app knows the newer confirmation replaces the older.
 */
export const calendarFeedsMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('sealed_secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('meeting_bookings')
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(): Promise<void> {
    throw new Error('018-calendar-feeds cannot be undone: families subscribed to their feeds.');
  },
};
