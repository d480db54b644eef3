import type { Db } from '../../db/connect';
import { toDbBool } from '../../db/values';
import { familyAccountsOf, staffAccountsOf } from './messages.publish';
import { recordUnread } from './unread-messages';

/**
 * Conversations and messages written as they stand, for the demo school and the tests (conventions,
 * habit 6): no quiet hours, no job, no notification; the past of a school that already talks.
 */
export async function createConversation(
  db: Db,
  c: {
    familyId: number;
    childId: number;
    staffKind: 'teacher' | 'office';
    teacherId?: number | null;
    subject: string;
    startedBy: number;
    byFamily: boolean;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('conversations')
    .values({
      family_id: c.familyId,
      child_id: c.childId,
      student_only: 0,
      staff_kind: c.staffKind,
      teacher_id: c.teacherId ?? null,
      subject: c.subject,
      started_by: c.startedBy,
      opened_by_family: toDbBool(c.byFamily),
      announcement_id: null,
      created_at: c.at,
      visible_from: c.at,
      last_message_at: c.at,
      awaiting_staff_since: null,
      closed_at: null,
      closed_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A delivered message; `readBy` the accounts that read it, at `readAt`; unread for the other side's others. */
export async function createMessage(
  db: Db,
  m: { conversationId: number; authorId: number; byFamily: boolean; body: string; at: string; readBy?: number[]; readAt?: string },
): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({
      conversation_id: m.conversationId,
      author_id: m.authorId,
      from_family: toDbBool(m.byFamily),
      body: m.body,
      created_at: m.at,
      deliver_at: m.at,
      urgent: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const conversation = await db
    .selectFrom('conversations')
    .select(['child_id', 'student_only', 'staff_kind', 'teacher_id'])
    .where('id', '=', m.conversationId)
    .executeTakeFirstOrThrow();
  const readers = m.byFamily ? await staffAccountsOf(db, conversation) : await familyAccountsOf(db, conversation);
  const readBy = new Set(m.readBy ?? []);
  await recordUnread(
    db,
    { id: row.id, conversationId: m.conversationId, deliverAt: m.at },
    readers.filter((id) => !readBy.has(id)),
  );
  for (const userId of m.readBy ?? []) {
    await db
      .insertInto('message_reads')
      .values({ message_id: row.id, user_id: userId, read_at: m.readAt ?? m.at })
      .execute();
  }
  await db
    .updateTable('conversations')
    .set({ last_message_at: m.at, awaiting_staff_since: m.byFamily ? m.at : null })
    .where('id', '=', m.conversationId)
    .execute();
  return row.id;
}
