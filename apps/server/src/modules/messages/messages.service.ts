import { whereOwnChild } from '../../lib/own-children';
import {
  CONVERSATION_PAGE_LIMIT,
  type TConversation,
  type TConversationListQuery,
  type TConversationSummary,
  type TFamilyMessagingSettings,
  type TMessageRecipients,
  type TMessageSent,
  type TPageQuery,
  type TReplyRequest,
  type TStartConversationRequest,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { type Actor, isParent } from '../../lib/actor';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { assertOwnChild } from '../../lib/own-children';
import { teachersOfPupil } from '../../lib/staff-pupils';
import { type KeysetPage, toKeysetPage } from '../../lib/keyset-page';
import { inTransaction } from '../../lib/transaction';
import { familyConversations } from './conversation-reach';
import { tellLive } from './live-seam';
import { countUnread, markConversationRead } from './unread-messages';
import { addMessage, openConversation, type Writing } from './message-write';
import { familyAccountsOf, staffAccountsOf } from './messages.publish';
import { type Reader, selectConversation, selectConversationPage, conversationMessagesPage, toSummary } from './messages.repository';
import { activePause, readMessagingSettings, readQuietHours } from './messaging-settings';

/** The family's side of conversations (decision 102): every read is the caller's own (404 otherwise). */
export type Clock = { now: Date; timeZone: string };

const readerOf = (actor: Actor, now: Date): Reader => ({ userId: actor.userId, side: 'family', now: now.toISOString() });

export async function listFamilyConversations(
  db: Db,
  actor: Actor,
  query: TConversationListQuery,
  now: Date,
): Promise<KeysetPage<TConversationSummary>> {
  const reader = readerOf(actor, now);
  const limit = query.limit ?? CONVERSATION_PAGE_LIMIT;
  const rows = await selectConversationPage(familyConversations(db, actor, reader.now), reader, query, limit);
  return toKeysetPage(
    rows,
    limit,
    (row) => ({ key: row.last_message_at, id: row.id }),
    (row) => [toSummary(row)],
  );
}

export async function countFamilyUnread(db: Db, actor: Actor, now: Date): Promise<number> {
  const reader = readerOf(actor, now);
  return countUnread(db, familyConversations(db, actor, reader.now), reader);
}

/** A conversation and a page of its messages; opening it marks the delivered ones read for the caller. */
export async function getFamilyConversation(
  db: Db,
  actor: Actor,
  id: number,
  page: TPageQuery,
  now: Date,
): Promise<{ conversation: TConversation; next: KeysetPage<unknown>['next']; limit: number }> {
  const reader = readerOf(actor, now);
  const row = await selectConversation(familyConversations(db, actor, reader.now), reader, id);
  if (!row) throw notFound('Conversation');
  // The school's open pages show the read receipt as it happens.
  if (await markConversationRead(db, id, reader)) tellLive(db, await staffAccountsOf(db, row), 'messages');
  const messages = await conversationMessagesPage(db, id, reader, page);
  return {
    conversation: { ...toSummary(row), unread: 0, closedAt: row.closed_at, messages: messages.items },
    next: messages.next,
    limit: messages.limit,
  };
}

/** Whom the caller may write to: per own child, the teachers of its teaching groups (the office always). */
export async function listRecipients(db: Db, actor: Actor): Promise<TMessageRecipients> {
  const children = await db
    .selectFrom('children')
    .select(['id', 'first_name'])
    .where((eb) => whereOwnChild(eb, actor, 'id'))
    .where('deactivated_at', 'is', null)
    .orderBy('first_name')
    .execute();
  const result: TMessageRecipients['children'] = [];
  for (const child of children)
    result.push({ childId: child.id, firstName: child.first_name, teachers: await teachersOfPupil(db, child.id) });
  return { children: result };
}

/** What the compose view shows: the expected reply time, the quiet hours, and whether (and why not) the caller may start one. */
export async function readFamilySettings(db: Db, actor: Actor): Promise<TFamilyMessagingSettings> {
  const settings = await readMessagingSettings(db);
  const familyId = await familyIdOf(db, actor);
  const pause = await activePause(db, familyId);
  const mayWrite = isParent(actor) || settings.studentsMayWrite;
  return {
    replyDays: settings.replyDays,
    quietStart: settings.quietStart,
    quietEnd: settings.quietEnd,
    canStart: mayWrite && pause === null,
    pauseReason: pause?.reason ?? null,
  };
}

/** A student has no family on their account: their child record names it. */
async function familyIdOf(db: Db, actor: Actor): Promise<number | null> {
  if (actor.familyId !== null) return actor.familyId;
  const childId = actor.childIds[0];
  if (childId === undefined) return null;
  const child = await db.selectFrom('children').select('family_id').where('id', '=', childId).executeTakeFirst();
  return child?.family_id ?? null;
}

/**
 * POST /api/messages: a parent about their child, to one of its teachers or the office; a student about
 * themself (their own conversation) if the school allows it. A pause refuses with the office's reason.
 */
export async function startFamilyConversation(db: Db, actor: Actor, input: TStartConversationRequest, clock: Clock): Promise<TMessageSent> {
  assertOwnChild(actor, input.childId);
  const isStudent = !isParent(actor);
  if (isStudent && !(await readMessagingSettings(db)).studentsMayWrite) throw forbidden('messages.studentsMayNotWrite');
  const child = await db.selectFrom('children').select(['family_id', 'deactivated_at']).where('id', '=', input.childId).executeTakeFirst();
  if (!child || child.deactivated_at !== null) throw notFound('Child');
  if (input.with.kind === 'teacher') {
    const teacherId = input.with.teacherId;
    if (!(await teachersOfPupil(db, input.childId)).some((t) => t.id === teacherId)) throw notFound('Teacher');
  }
  const pause = await activePause(db, child.family_id);
  if (pause) throw new AppError('CONFLICT', 'messages.paused', { reason: pause.reason });
  const writing: Writing = { actor, side: 'family', now: clock.now, quiet: await readQuietHours(db, clock.timeZone) };
  const sent = await inTransaction(db, (trx) =>
    openConversation(
      trx,
      {
        familyId: child.family_id,
        childId: input.childId,
        isStudentOnly: isStudent,
        staffKind: input.with.kind,
        teacherId: input.with.kind === 'teacher' ? input.with.teacherId : null,
        subject: input.subject,
      },
      { body: input.body, files: input.files },
      writing,
    ),
  );
  await tellOwnSide(db, sent.conversationId);
  return sent;
}

/** POST /api/messages/:id: a reply in one of the caller's conversations, unless the office closed it (409). */
export async function replyAsFamily(db: Db, actor: Actor, id: number, input: TReplyRequest, clock: Clock): Promise<TMessageSent> {
  const now = clock.now.toISOString();
  const found = await familyConversations(db, actor, now).select('conversations.id').where('conversations.id', '=', id).executeTakeFirst();
  if (!found) throw notFound('Conversation');
  const writing: Writing = { actor, side: 'family', now: clock.now, quiet: await readQuietHours(db, clock.timeZone) };
  const sent = await inTransaction(db, (trx) => addMessage(trx, id, input, writing));
  await tellOwnSide(db, id);
  return sent;
}

/** The writer's own side sees a new message at once (another parent's open page, say). */
async function tellOwnSide(db: Db, conversationId: number): Promise<void> {
  const conversation = await db
    .selectFrom('conversations')
    .select(['child_id', 'student_only', 'staff_kind', 'teacher_id'])
    .where('id', '=', conversationId)
    .executeTakeFirst();
  if (conversation) tellLive(db, await familyAccountsOf(db, conversation), 'messages');
}
