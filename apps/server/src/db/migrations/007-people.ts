import type { Kysely, Migration } from 'kysely';

/**
 * The office's people pages (decision 065): a family's page shows the history of its contacts' changes,
 * read from the audit log by record, which would otherwise scan the whole log on every visit.
 */
export const peopleMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id', 'at']).execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('audit_log_entity_idx').execute();
  },
};
