import type { Kysely, Migration } from 'kysely';

/**
 * Tokens signed out before their expiry, by their `jti`. A row is needed only until the token would
 * have expired anyway, so the table stays as small as the number of recent sign-outs.
 */
export const revokedTokensMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('revoked_tokens')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('revoked_tokens_expires_at_idx').on('revoked_tokens').column('expires_at').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('revoked_tokens').execute();
  },
};
