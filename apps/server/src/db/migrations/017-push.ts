import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * Web Push (decision 073): one row per device that turned notifications on. The endpoint is
 * the push service's address for that browser, unique: a device belongs to one account at a time.
 * Rows go with their account (ON DELETE CASCADE), and when it is deactivated (push/push-subscriptions).
 */
export function pushMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table =
        engine === 'postgres'
          ? db.schema.createTable('push_subscriptions').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('push_subscriptions').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        /** The device's P-256 public key and its authentication secret (base64url), to encrypt for it. */
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        /** The last time the push service took a message for it. */
        .addColumn('last_success_at', 'text')
        .execute();
      await db.schema.createIndex('push_subscriptions_user_id_idx').on('push_subscriptions').columns(['user_id', 'created_at']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('push_subscriptions').execute();
    },
  };
}
