import { type Kysely, type Migration, sql } from 'kysely';

/**
 * `unread_messages` (decision 108): one row per account and message of the other side it has not read,
 * written with the message for each account of the side that will read it, and deleted when that account
 * opens the conversation. A row carries the message's `deliver_at`, so a held message counts from its
 * delivery as every other read of decision 102. The unread counts and each conversation's unread number
 * then read the account's own rows by the primary key's prefix, however long the history.
 *
 * The rows of what is unread now are filled here, with the same rule as the service's: the family side is
 * the child's family's parents (the student alone for `student_only`), the staff side the teacher's account
 * or every office account, active accounts only, and not for an account that already read the message.
 */
export const unreadMessagesMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('unread_messages')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id'))
      .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id'))
      .addColumn('deliver_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('unread_messages_pkey', ['user_id', 'conversation_id', 'message_id'])
      .execute();
    // The retention job deletes a pupil's conversations with everything hanging on them.
    await db.schema.createIndex('unread_messages_conversation_id_idx').on('unread_messages').column('conversation_id').execute();
    await sql`
      insert into unread_messages (user_id, conversation_id, message_id, deliver_at)
      select u.id, m.conversation_id, m.id, m.deliver_at
      from messages as m
      inner join conversations as c on c.id = m.conversation_id
      inner join children as ch on ch.id = c.child_id
      inner join users as u on u.deactivated_at is null and (
        (m.from_family = 1 and c.staff_kind = 'office' and u.roles like '%ROLE_ADMIN%')
        or (m.from_family = 1 and c.staff_kind = 'teacher' and u.teacher_id = c.teacher_id)
        or (m.from_family = 0 and c.student_only = 1 and u.child_id = c.child_id and u.roles not like '%ROLE_PARENT%')
        or (m.from_family = 0 and c.student_only = 0 and u.family_id = ch.family_id and u.roles like '%ROLE_PARENT%')
      )
      where not exists (select 1 from message_reads as r where r.message_id = m.id and r.user_id = u.id)
    `.execute(db);
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('unread_messages').execute();
  },
};
