import {
  CONVERSATION_PAGE_LIMIT,
  type TConversationListQuery,
  type TMessageSent,
  type TPageQuery,
  type TStaffConversation,
  type TStaffConversationSummary,
  type TStaffReplyRequest,
  type TStaffStartConversationRequest,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/app-error';
import { type KeysetPage, toKeysetPage } from '../../lib/keyset-page';
import { findReachablePupil } from '../../lib/staff-pupils';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { isStaffParty, officeReadableConversations, staffConversations } from './conversation-reach';
import { tellLive } from './live-seam';
import { countUnread, markConversationRead } from './unread-messages';
import { addMessage, openConversation, type Writing } from './message-write';
import { familyAccountsOf, staffAccountsOf } from './messages.publish';
import {
  type ConversationRow,
  type Conversations,
  type Reader,
  selectConversation,
  selectConversationPage,
  conversationMessagesPage,
  toSummary,
} from './messages.repository';
import type { Clock } from './messages.service';
import { readQuietHours } from './messaging-settings';

/** The staff side of conversations (decision 102): a teacher's own, the office's, and the office reading any. */
const readerOf = (actor: Actor, now: Date): Reader => ({ userId: actor.userId, side: 'staff', now: now.toISOString() });

const toStaffSummary = (row: ConversationRow): TStaffConversationSummary => ({
  ...toSummary(row),
  familyId: row.family_id,
  familyName: row.family_name ?? '',
  childLastName: row.child_last_name ?? '',
});

/** What a staff member may read: as a party, or (the office) any conversation. */
export const readableBy = (db: Db, actor: Actor, now: string): Conversations =>
  isOffice(actor) ? officeReadableConversations(db, now) : staffConversations(db, actor, now);

export async function listStaffConversations(
  db: Db,
  actor: Actor,
  query: TConversationListQuery,
  now: Date,
): Promise<KeysetPage<TStaffConversationSummary>> {
  const reader = readerOf(actor, now);
  const limit = query.limit ?? CONVERSATION_PAGE_LIMIT;
  const rows = await selectConversationPage(staffConversations(db, actor, reader.now), reader, query, limit);
  return toKeysetPage(
    rows,
    limit,
    (row) => ({ key: row.last_message_at, id: row.id }),
    (row) => [toStaffSummary(row)],
  );
}

export async function countStaffUnread(db: Db, actor: Actor, now: Date): Promise<number> {
  const reader = readerOf(actor, now);
  return countUnread(db, staffConversations(db, actor, reader.now), reader);
}

/**
 * A conversation for a staff member. A party's read marks the delivered messages read; the office reading
 * a conversation it is not a party to (a teacher's) is written in the audit log, each time.
 */
export async function getStaffConversation(
  db: Db,
  actor: Actor,
  id: number,
  page: TPageQuery,
  now: Date,
): Promise<{ conversation: TStaffConversation; next: KeysetPage<unknown>['next']; limit: number }> {
  const reader = readerOf(actor, now);
  const row = await selectConversation(readableBy(db, actor, reader.now), reader, id);
  if (!row) throw notFound('Conversation');
  const isParty = isStaffParty(actor, row);
  // The family's open pages show the read receipt as it happens.
  if (isParty) {
    if (await markConversationRead(db, id, reader)) tellLive(db, await familyAccountsOf(db, row), 'messages');
  } else await recordAudit(db, actor, { action: 'read', entity: 'conversation', entityId: id, childId: row.child_id });
  const messages = await conversationMessagesPage(db, id, reader, page);
  return {
    conversation: {
      ...toStaffSummary(row),
      unread: isParty ? 0 : toSummary(row).unread,
      closedAt: row.closed_at,
      messages: messages.items,
      isParty,
    },
    next: messages.next,
    limit: messages.limit,
  };
}

const assertUrgentAllowed = (actor: Actor, isUrgent: boolean | undefined) => {
  if (isUrgent === true && !isOffice(actor)) throw forbidden('messages.urgentOfficeOnly');
};

/**
 * POST /api/staff/messages: a teacher with the family of one of their pupils, or the office with any
 * pupil's family; with the student alone when asked. The family's pauses do not stop the school.
 */
export async function startStaffConversation(
  db: Db,
  actor: Actor,
  input: TStaffStartConversationRequest,
  clock: Clock,
): Promise<TMessageSent> {
  assertUrgentAllowed(actor, input.isUrgent);
  await findReachablePupil(db, actor, input.childId);
  const child = await db.selectFrom('children').select('family_id').where('id', '=', input.childId).executeTakeFirstOrThrow();
  const office = isOffice(actor);
  const writing: Writing = { actor, side: 'staff', now: clock.now, quiet: await readQuietHours(db, clock.timeZone) };
  const sent = await inTransaction(db, (trx) =>
    openConversation(
      trx,
      {
        familyId: child.family_id,
        childId: input.childId,
        isStudentOnly: input.isStudentOnly === true,
        staffKind: office ? 'office' : 'teacher',
        teacherId: office ? null : actor.teacherId,
        subject: input.subject,
      },
      { body: input.body, files: input.files, isUrgent: input.isUrgent },
      writing,
    ),
  );
  await tellOwnSide(db, sent.conversationId);
  return sent;
}

/** A reply by a party; the office reads others' conversations but does not write in them (403). */
export async function replyAsStaff(db: Db, actor: Actor, id: number, input: TStaffReplyRequest, clock: Clock): Promise<TMessageSent> {
  assertUrgentAllowed(actor, input.isUrgent);
  const row = await readableBy(db, actor, clock.now.toISOString())
    .select(['conversations.staff_kind', 'conversations.teacher_id'])
    .where('conversations.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Conversation');
  if (!isStaffParty(actor, row)) throw forbidden('messages.notAParty');
  const writing: Writing = { actor, side: 'staff', now: clock.now, quiet: await readQuietHours(db, clock.timeZone) };
  const sent = await inTransaction(db, (trx) => addMessage(trx, id, input, writing));
  await tellOwnSide(db, id);
  return sent;
}

async function tellOwnSide(db: Db, conversationId: number): Promise<void> {
  const conversation = await db
    .selectFrom('conversations')
    .select(['child_id', 'student_only', 'staff_kind', 'teacher_id'])
    .where('id', '=', conversationId)
    .executeTakeFirst();
  if (conversation) tellLive(db, await staffAccountsOf(db, conversation), 'messages');
}
