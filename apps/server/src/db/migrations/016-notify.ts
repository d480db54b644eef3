import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Notifications beyond the tab (decision 071): each family account's channel per kind of news (a missing
 * row is the kind's default, so a default may improve later for everyone who never chose), and which
 * notifications have gone out by e-mail already (at once, or in a digest), so none is told twice.
 */
export const notifyMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('notification_preferences')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
      .execute();
    await db.schema.alterTable('notifications').addColumn('emailed_at', 'text').execute();
    // What families were told before e-mail existed is not mailed in the first digest.
    await db.updateTable('notifications').set({ emailed_at: new Date().toISOString() }).execute();
    // The digest's read: unseen and not yet e-mailed. Partial, so it holds only the few rows still
    // waiting and the bell's indexes (user_id, seen) and (user_id, created_at, id) stay as they were.
    await db.schema
      .createIndex('notifications_undelivered_idx')
      .on('notifications')
      .column('user_id')
      .where(sql.ref('emailed_at'), 'is', null)
      .where(sql.ref('seen'), '=', 0)
      .execute();
  },
  async down(): Promise<void> {
    throw new Error('016-notify cannot be undone: it holds the families’ choices.');
  },
};
