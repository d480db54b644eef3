import type { TMessageFileUpload, TMessageSent } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { toDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { createFile } from '../../lib/files';
import { recordAudit } from '../audit/audit';
import type { Side } from './conversation-reach';
import { decodeMessageFile } from './message-files';
import { familyAccountsOf, queueMessageDelivery, staffAccountsOf } from './messages.publish';
import { deliveryTime, type QuietHours } from './quiet-hours';
import { recordUnread } from './unread-messages';

export type NewMessage = { body: string; files?: TMessageFileUpload[] | undefined; isUrgent?: boolean | undefined };
export type Writing = { actor: Actor; side: Side; now: Date; quiet: QuietHours };

/** Decoded before any write, so a bad attachment refuses the whole message and nothing is written. */
export const decodeFiles = (input: NewMessage) => (input.files ?? []).map(decodeMessageFile);

/**
 * Adds a message to a conversation, inside the caller's transaction: its files, the conversation's order
 * and its wait for a staff reply, its readers' unread rows, and the delivery job due when the readers may see it (quiet hours; an
 * urgent message, the office's only, goes at once and is audited). Answers when it arrives.
 */
export async function addMessage(trx: Db, conversationId: number, input: NewMessage, writing: Writing): Promise<TMessageSent> {
  const { actor, side, now } = writing;
  const conversation = await trx
    .selectFrom('conversations')
    .select(['closed_at', 'last_message_at', 'awaiting_staff_since', 'child_id', 'student_only', 'staff_kind', 'teacher_id'])
    .where('id', '=', conversationId)
    .executeTakeFirstOrThrow();
  if (conversation.closed_at !== null) throw new AppError('CONFLICT', 'messages.closed');
  const files = decodeFiles(input);
  const isUrgent = input.isUrgent === true;
  const deliverAt = isUrgent ? now : deliveryTime(now, writing.quiet);
  const message = await trx
    .insertInto('messages')
    .values({
      conversation_id: conversationId,
      author_id: actor.userId,
      from_family: toDbBool(side === 'family'),
      body: input.body,
      created_at: now.toISOString(),
      deliver_at: deliverAt.toISOString(),
      urgent: toDbBool(isUrgent),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const file of files) {
    await trx
      .insertInto('message_files')
      .values({ message_id: message.id, file_id: await createFile(trx, file) })
      .execute();
  }
  const deliverIso = deliverAt.toISOString();
  await trx
    .updateTable('conversations')
    .set({
      last_message_at: deliverIso > conversation.last_message_at ? deliverIso : conversation.last_message_at,
      // The family waits from its first unanswered message; any staff message answers it.
      awaiting_staff_since: side === 'family' ? (conversation.awaiting_staff_since ?? deliverIso) : null,
    })
    .where('id', '=', conversationId)
    .execute();
  // Unread for the other side's accounts from its delivery on (decision 108); the job tells them then.
  const readers = side === 'family' ? await staffAccountsOf(trx, conversation) : await familyAccountsOf(trx, conversation);
  await recordUnread(trx, { id: message.id, conversationId, deliverAt: deliverIso }, readers);
  await queueMessageDelivery(trx, message.id, now, deliverAt);
  if (isUrgent) {
    await recordAudit(trx, actor, {
      action: 'create',
      entity: 'message',
      entityId: message.id,
      childId: conversation.child_id,
      after: { urgent: true },
    });
  }
  return { conversationId, messageId: message.id, deliverAt: deliverIso, isDeferred: deliverAt.getTime() > now.getTime() };
}

export type NewConversation = {
  familyId: number;
  childId: number;
  isStudentOnly: boolean;
  staffKind: 'teacher' | 'office';
  teacherId: number | null;
  subject: string;
  announcementId?: number | null;
};

/** Opens a conversation and writes its first message; the other side sees it from that message's delivery. */
export async function openConversation(trx: Db, conversation: NewConversation, first: NewMessage, writing: Writing): Promise<TMessageSent> {
  const now = writing.now.toISOString();
  const isUrgent = first.isUrgent === true;
  const visibleFrom = (isUrgent ? writing.now : deliveryTime(writing.now, writing.quiet)).toISOString();
  const row = await trx
    .insertInto('conversations')
    .values({
      family_id: conversation.familyId,
      child_id: conversation.childId,
      student_only: toDbBool(conversation.isStudentOnly),
      staff_kind: conversation.staffKind,
      teacher_id: conversation.teacherId,
      subject: conversation.subject,
      started_by: writing.actor.userId,
      opened_by_family: toDbBool(writing.side === 'family'),
      announcement_id: conversation.announcementId ?? null,
      created_at: now,
      visible_from: visibleFrom,
      last_message_at: now,
      awaiting_staff_since: null,
      closed_at: null,
      closed_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return addMessage(trx, row.id, first, writing);
}
