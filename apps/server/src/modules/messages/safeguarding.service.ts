import { todayIn, type TPauseMessagingRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { readMessagingSettings, readSchoolDays } from './messaging-settings';
import { schoolDaysBetween } from './school-days';

/** The office closes a conversation: nobody writes in it any more (409 after); audited. */
export async function closeConversation(db: Db, actor: Actor, id: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const conversation = await trx.selectFrom('conversations').select(['closed_at', 'child_id']).where('id', '=', id).executeTakeFirst();
    if (!conversation) throw notFound('Conversation');
    if (conversation.closed_at !== null) throw new AppError('CONFLICT', 'messages.closed');
    await trx
      .updateTable('conversations')
      .set({ closed_at: now.toISOString(), closed_by: actor.userId, awaiting_staff_since: null })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'conversation',
      entityId: id,
      childId: conversation.child_id,
      after: { closed: true },
    });
  });
}

export async function listPauses(db: Db) {
  const rows = await db
    .selectFrom('messaging_pauses')
    .leftJoin('families', 'families.id', 'messaging_pauses.family_id')
    .select([
      'messaging_pauses.id',
      'messaging_pauses.family_id',
      'families.name',
      'messaging_pauses.reason',
      'messaging_pauses.created_at',
    ])
    .where('messaging_pauses.lifted_at', 'is', null)
    .orderBy('messaging_pauses.id')
    .execute();
  return rows.map((r) => ({ id: r.id, familyId: r.family_id, familyName: r.name, reason: r.reason, createdAt: r.created_at }));
}

/** Pauses the conversations a family (or every family) can start, with the reason it is shown; one pause at a time per family. */
export async function pauseMessaging(db: Db, actor: Actor, input: TPauseMessagingRequest, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (input.familyId !== null) {
      const family = await trx.selectFrom('families').select('id').where('id', '=', input.familyId).executeTakeFirst();
      if (!family) throw notFound('Family');
    }
    const current = await trx
      .selectFrom('messaging_pauses')
      .select('id')
      .where('lifted_at', 'is', null)
      .where('family_id', input.familyId === null ? 'is' : '=', input.familyId)
      .executeTakeFirst();
    if (current) throw new AppError('CONFLICT', 'messages.alreadyPaused');
    const row = await trx
      .insertInto('messaging_pauses')
      .values({
        family_id: input.familyId,
        reason: input.reason,
        paused_by: actor.userId,
        created_at: now.toISOString(),
        lifted_at: null,
        lifted_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'create', entity: 'messagingPause', entityId: row.id, after: input });
  });
}

export async function liftPause(db: Db, actor: Actor, id: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const pause = await trx.selectFrom('messaging_pauses').select(['lifted_at']).where('id', '=', id).executeTakeFirst();
    if (!pause) throw notFound('Messaging pause');
    if (pause.lifted_at !== null) throw new AppError('CONFLICT', 'messages.pauseLifted');
    await trx.updateTable('messaging_pauses').set({ lifted_at: now.toISOString(), lifted_by: actor.userId }).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'update', entity: 'messagingPause', entityId: id, after: { lifted: true } });
  });
}

/** At most this many waiting conversations are listed, the longest waiting first. */
const WAITING_MAX = 200;

/**
 * The conversations whose family has waited longer than the expected reply time for a staff answer, in
 * school days (weekends and holidays do not count), the longest waiting first.
 */
export async function listWaitingConversations(db: Db, now: Date, timeZone: string) {
  const { replyDays } = await readMessagingSettings(db);
  const isSchoolDay = await readSchoolDays(db);
  const rows = await db
    .selectFrom('conversations')
    .innerJoin('children', 'children.id', 'conversations.child_id')
    .innerJoin('families', 'families.id', 'conversations.family_id')
    .leftJoin('teachers', 'teachers.id', 'conversations.teacher_id')
    .select([
      'conversations.id',
      'conversations.subject',
      'conversations.staff_kind',
      'conversations.awaiting_staff_since',
      'families.name as family_name',
      'children.first_name',
      'children.last_name',
      'teachers.first_name as teacher_first',
      'teachers.last_name as teacher_last',
    ])
    .where('conversations.awaiting_staff_since', 'is not', null)
    .where('conversations.awaiting_staff_since', '<=', now.toISOString())
    .where('conversations.closed_at', 'is', null)
    .orderBy('conversations.awaiting_staff_since')
    .limit(WAITING_MAX * 5)
    .execute();
  const today = todayIn(timeZone, now);
  return rows
    .map((r) => {
      const since = r.awaiting_staff_since ?? '';
      return {
        id: r.id,
        subject: r.subject,
        familyName: r.family_name,
        childFirstName: r.first_name,
        childLastName: r.last_name,
        staffKind: r.staff_kind === 'teacher' ? ('teacher' as const) : ('office' as const),
        teacherName: r.teacher_first === null ? null : `${r.teacher_first} ${r.teacher_last ?? ''}`.trim(),
        waitingSince: since,
        schoolDaysWaiting: schoolDaysBetween(todayIn(timeZone, new Date(since)), today, isSchoolDay),
      };
    })
    .filter((r) => r.schoolDaysWaiting > replyDays)
    .slice(0, WAITING_MAX);
}
