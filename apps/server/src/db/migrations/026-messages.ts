import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * Conversations between families and the school (decision 102):
 * - `conversations`: one per family (or per student, `student_only`) and one staff side: a teacher, or the
 *   office as a whole. `announcement_id` is set when a reply to an announcement opened it (announcements come
 *   later, so no foreign key yet). `last_message_at` orders the lists; `awaiting_staff_since` is when the
 *   family's oldest unanswered message reached the school, so the office's "waiting too long" list is an
 *   index read. `closed_at`: the office closed it, nobody writes any more.
 * - `messages`: never edited nor deleted; `deliver_at` is when the other side sees it (the end of quiet
 *   hours, or at once); `from_family` says which side wrote it, so a side sees its own at once.
 * - `message_files`, `message_reads` (read receipts), `message_reports` (safeguarding), and
 *   `messaging_pauses` (a family's, or with no family the whole school's, new conversations paused).
 */
export function messagesMigration(engine: Engine): Migration {
  const withId = (db: Kysely<any>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db, 'conversations')
        .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('student_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('staff_kind', 'text', (c) => c.notNull())
        .addColumn('teacher_id', 'integer', (c) => c.references('teachers.id'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('started_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('opened_by_family', 'integer', (c) => c.notNull())
        .addColumn('announcement_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('visible_from', 'text', (c) => c.notNull())
        .addColumn('last_message_at', 'text', (c) => c.notNull())
        .addColumn('awaiting_staff_since', 'text')
        .addColumn('closed_at', 'text')
        .addColumn('closed_by', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema
        .createIndex('conversations_family_id_last_message_at_idx')
        .on('conversations')
        .columns(['family_id', 'last_message_at', 'id'])
        .execute();
      await db.schema
        .createIndex('conversations_teacher_id_last_message_at_idx')
        .on('conversations')
        .columns(['teacher_id', 'last_message_at', 'id'])
        .execute();
      await db.schema
        .createIndex('conversations_staff_kind_last_message_at_idx')
        .on('conversations')
        .columns(['staff_kind', 'last_message_at', 'id'])
        .execute();
      await db.schema
        .createIndex('conversations_child_id_last_message_at_idx')
        .on('conversations')
        .columns(['child_id', 'last_message_at', 'id'])
        .execute();
      await db.schema.createIndex('conversations_awaiting_staff_since_idx').on('conversations').column('awaiting_staff_since').execute();

      await withId(db, 'messages')
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id'))
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('from_family', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('deliver_at', 'text', (c) => c.notNull())
        .addColumn('urgent', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('messages_conversation_id_id_idx').on('messages').columns(['conversation_id', 'id']).execute();

      await db.schema
        .createTable('message_files')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id'))
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
        .addPrimaryKeyConstraint('message_files_pkey', ['message_id', 'file_id'])
        .execute();
      await db.schema
        .createTable('message_reads')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('read_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('message_reads_pkey', ['message_id', 'user_id'])
        .execute();
      await withId(db, 'message_reports')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id'))
        .addColumn('reported_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .addColumn('resolved_by', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema.createIndex('message_reports_message_id_idx').on('message_reports').column('message_id').execute();
      await withId(db, 'messaging_pauses')
        .addColumn('family_id', 'integer', (c) => c.references('families.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('paused_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('lifted_at', 'text')
        .addColumn('lifted_by', 'integer', (c) => c.references('users.id'))
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['messaging_pauses', 'message_reports', 'message_reads', 'message_files', 'messages', 'conversations']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
