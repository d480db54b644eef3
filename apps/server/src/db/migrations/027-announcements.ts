import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * Announcements (decision 105): the office, or a teacher for their own groups, writes to an audience's families.
 * - `announcements`: who sent it (a teacher's also names the teacher, so a reply reaches them), the audience as
 *   chosen (JSON) and in words, the text, whether it asks for an acknowledgement, and when the families see it
 *   (`deliver_at`: quiet hours, as for messages). The counts of families, reads and acknowledgements are kept
 *   on the row, so the sender's list reads no family rows.
 * - `announcement_families`: one row per family reached, read and acknowledged once (first time and who
 *   kept); `deliver_at` and the family's name are copied so the family's list and the sender's page of
 *   families each walk an index.
 * - `announcement_pupils`: the pupils of the audience in each family, and whom a reply may be about; their
 *   first name and "Hugo Martin (3B)" as they were when it was sent, so a page of families reads no pupil row.
 * - `announcement_files`: its attachments, as `message_files` are a message's.
 */
export function announcementsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table =
        engine === 'postgres'
          ? db.schema.createTable('announcements').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('announcements').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('sender_kind', 'text', (c) => c.notNull())
        .addColumn('teacher_id', 'integer', (c) => c.references('teachers.id'))
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('audience_label', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('asks_acknowledgement', 'integer', (c) => c.notNull())
        .addColumn('is_urgent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('deliver_at', 'text', (c) => c.notNull())
        .addColumn('reminded_at', 'text')
        .addColumn('families_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('read_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('acknowledged_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The office's list (every one, newest first) and a teacher's own.
      await db.schema.createIndex('announcements_created_at_idx').on('announcements').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('announcements_sender_id_created_at_idx')
        .on('announcements')
        .columns(['sender_id', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('announcement_families')
        .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id'))
        .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id'))
        .addColumn('family_name', 'text', (c) => c.notNull())
        .addColumn('deliver_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .addColumn('acknowledged_at', 'text')
        .addColumn('acknowledged_by', 'integer', (c) => c.references('users.id'))
        .addPrimaryKeyConstraint('announcement_families_pkey', ['announcement_id', 'family_id'])
        .execute();
      await db.schema
        .createIndex('announcement_families_family_id_deliver_at_idx')
        .on('announcement_families')
        .columns(['family_id', 'deliver_at', 'announcement_id'])
        .execute();
      await db.schema
        .createIndex('announcement_families_announcement_id_family_name_idx')
        .on('announcement_families')
        .columns(['announcement_id', 'family_name', 'family_id'])
        .execute();

      await db.schema
        .createTable('announcement_pupils')
        .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id'))
        .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('pupil_label', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcement_pupils_pkey', ['announcement_id', 'family_id', 'child_id'])
        .execute();
      // Retention deletes a pupil's rows by pupil.
      await db.schema.createIndex('announcement_pupils_child_id_idx').on('announcement_pupils').column('child_id').execute();

      await db.schema
        .createTable('announcement_files')
        .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
        .addPrimaryKeyConstraint('announcement_files_pkey', ['announcement_id', 'file_id'])
        .execute();
      await db.schema.createIndex('conversations_announcement_id_idx').on('conversations').columns(['announcement_id', 'family_id']).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('conversations_announcement_id_idx').execute();
      for (const table of ['announcement_files', 'announcement_pupils', 'announcement_families', 'announcements']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
