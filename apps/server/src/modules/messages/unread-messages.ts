import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../lib/transaction';
import type { Conversations, Reader } from './conversation-reach';

/**
 * What each account has not read, one row per account and message (decision 108): written with the message
 * for every account of the side that will read it, counted from the message's delivery, deleted when the
 * account opens the conversation. Every unread number reads the account's own rows by the primary key
 * (user_id, conversation_id, ...), never the conversations' history.
 */
export async function recordUnread(
  trx: Db,
  message: { id: number; conversationId: number; deliverAt: string },
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .insertInto('unread_messages')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        conversation_id: message.conversationId,
        message_id: message.id,
        deliver_at: message.deliverAt,
      })),
    )
    .execute();
}

/** How many delivered messages of one conversation the reader has not read: a column of the lists. */
export const unreadInConversation = (eb: ExpressionBuilder<Database, 'conversations'>, reader: Reader) =>
  eb
    .selectFrom('unread_messages as u')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .where('u.user_id', '=', reader.userId)
    .whereRef('u.conversation_id', '=', 'conversations.id')
    .where('u.deliver_at', '<=', reader.now);

/** How many delivered messages the reader has not read, in the conversations they read now. */
export async function countUnread(db: Db, conversations: Conversations, reader: Reader): Promise<number> {
  const row = await db
    .selectFrom('unread_messages as u')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.user_id', '=', reader.userId)
    .where('u.deliver_at', '<=', reader.now)
    // Each row's conversation is looked up by its key: an account whose reach changed counts only what it reads.
    .where((eb) => eb.exists(conversations.select('conversations.id').where('conversations.id', '=', sql.ref<number>('u.conversation_id'))))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The reader opened the conversation: its delivered unread messages become read receipts (the first read
 * stays) and leave the unread rows. True when it marked some, so the writers' open pages can be told.
 */
export async function markConversationRead(db: Db, conversationId: number, reader: Reader): Promise<boolean> {
  const unread = await db
    .selectFrom('unread_messages')
    .select('message_id')
    .where('user_id', '=', reader.userId)
    .where('conversation_id', '=', conversationId)
    .where('deliver_at', '<=', reader.now)
    .execute();
  if (unread.length === 0) return false;
  const ids = unread.map((row) => row.message_id);
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('message_reads')
      .values(ids.map((id) => ({ message_id: id, user_id: reader.userId, read_at: reader.now })))
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
      .execute();
    await trx
      .deleteFrom('unread_messages')
      .where('user_id', '=', reader.userId)
      .where('conversation_id', '=', conversationId)
      .where('message_id', 'in', ids)
      .execute();
  });
  return true;
}
