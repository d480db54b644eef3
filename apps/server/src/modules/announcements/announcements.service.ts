import {
  ANNOUNCEMENT_PAGE_LIMIT,
  type TAnnouncement,
  type TAnnouncementReplyRequest,
  type TAnnouncementSummary,
  type TMessageSent,
  type TPageQuery,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { type KeysetPage, toKeysetPage } from '../../lib/keyset-page';
import { inTransaction } from '../../lib/transaction';
import { tellLive } from '../messages/live-seam';
import { addMessage, openConversation, type Writing } from '../messages/message-write';
import { familyAccountsOf } from '../messages/messages.publish';
import type { Clock } from '../messages/messages.service';
import { activePause, readQuietHours } from '../messages/messaging-settings';
import { filesOf } from './announcement-files';
import { senderSideAccounts, tellAnnouncements } from './announcements.publish';

/**
 * The family's side of announcements (decision 105): a parent reads what reached the family, from its
 * delivery; anything else is 404. Reads and acknowledgements are the family's, whichever parent made them.
 * Students do not see announcements: they are written to the parents (as forms are).
 */
const familyOf = (actor: Actor): number => actor.familyId ?? -1;

/** The family's delivered announcements with their sender: the family's index (family_id, deliver_at). */
function familyAnnouncements(db: Db, actor: Actor, now: string) {
  return db
    .selectFrom('announcement_families as af')
    .innerJoin('announcements', 'announcements.id', 'af.announcement_id')
    .innerJoin('users as sender', 'sender.id', 'announcements.sender_id')
    .leftJoin('users as ack', 'ack.id', 'af.acknowledged_by')
    .select([
      'announcements.id',
      'announcements.title',
      'announcements.asks_acknowledgement',
      'announcements.is_urgent',
      'announcements.sender_id',
      'af.deliver_at',
      'af.read_at',
      'af.acknowledged_at',
      'sender.first_name as sender_first_name',
      'sender.last_name as sender_last_name',
      'ack.first_name as ack_first_name',
      'ack.last_name as ack_last_name',
    ])
    .where('af.family_id', '=', familyOf(actor))
    .where('af.deliver_at', '<=', now);
}

type Row = Awaited<ReturnType<ReturnType<typeof familyAnnouncements>['execute']>>[number];

/** The family's children each announcement reached, by first name, for a page of announcements. */
async function childrenOf(db: Db, actor: Actor, ids: number[]): Promise<Map<number, TAnnouncementSummary['children']>> {
  const byAnnouncement = new Map<number, TAnnouncementSummary['children']>();
  if (ids.length === 0) return byAnnouncement;
  const rows = await db
    .selectFrom('announcement_pupils')
    .select(['announcement_id', 'child_id', 'first_name'])
    .where('announcement_id', 'in', ids)
    .where('family_id', '=', familyOf(actor))
    .execute();
  for (const r of rows) {
    const list = byAnnouncement.get(r.announcement_id) ?? [];
    list.push({ id: r.child_id, firstName: r.first_name });
    byAnnouncement.set(
      r.announcement_id,
      list.sort((a, b) => a.firstName.localeCompare(b.firstName)),
    );
  }
  return byAnnouncement;
}

const toSummary = (r: Row, children: TAnnouncementSummary['children']): TAnnouncementSummary => ({
  id: r.id,
  title: r.title,
  senderName: `${r.sender_first_name} ${r.sender_last_name}`.trim(),
  deliveredAt: r.deliver_at,
  asksAcknowledgement: fromDbBool(r.asks_acknowledgement),
  isUrgent: fromDbBool(r.is_urgent),
  readAt: r.read_at,
  acknowledgedAt: r.acknowledged_at,
  acknowledgedBy: r.acknowledged_at && r.ack_first_name !== null ? `${r.ack_first_name} ${r.ack_last_name ?? ''}`.trim() : null,
  children,
});

/** GET /api/announcements: newest delivered first, a keyset page by (deliver_at, id). */
export async function listFamilyAnnouncements(db: Db, actor: Actor, query: TPageQuery, now: Date): Promise<KeysetPage<TAnnouncementSummary>> {
  const limit = query.limit ?? ANNOUNCEMENT_PAGE_LIMIT;
  let rows = familyAnnouncements(db, actor, now.toISOString());
  if (query.before) {
    const { key, id } = query.before;
    rows = rows.where((eb) => eb.or([eb('af.deliver_at', '<', key), eb.and([eb('af.deliver_at', '=', key), eb('af.announcement_id', '<', id)])]));
  }
  const found = await rows
    .orderBy('af.deliver_at', 'desc')
    .orderBy('af.announcement_id', 'desc')
    .limit(limit + 1)
    .execute();
  const children = await childrenOf(
    db,
    actor,
    found.slice(0, limit).map((r) => r.id),
  );
  return toKeysetPage(
    found,
    limit,
    (r) => ({ key: r.deliver_at, id: r.id }),
    (r) => [toSummary(r, children.get(r.id) ?? [])],
  );
}

async function findFamilyAnnouncement(db: Db, actor: Actor, id: number, now: Date): Promise<Row> {
  const row = await familyAnnouncements(db, actor, now.toISOString()).where('af.announcement_id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Announcement');
  return row;
}

/**
 * GET /api/announcements/:id: opening it marks it read for the family, the first time only (the read
 * count goes up once, and the sender's open pages are told). An acknowledgement tells the whole office too.
 */
export async function getFamilyAnnouncement(db: Db, actor: Actor, id: number, now: Date): Promise<TAnnouncement> {
  let row = await findFamilyAnnouncement(db, actor, id, now);
  if (row.read_at === null) {
    const at = now.toISOString();
    await inTransaction(db, async (trx) => {
      const marked = await trx
        .updateTable('announcement_families')
        .set({ read_at: at })
        .where('announcement_id', '=', id)
        .where('family_id', '=', familyOf(actor))
        .where('read_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return;
      await trx
        .updateTable('announcements')
        .set((eb) => ({ read_count: eb('read_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
      // The sender's open page counts it; the other office accounts see it on their next read (finding
      // them reads every account, which a family's read must not: the query-plan test).
      tellAnnouncements(trx, [row.sender_id]);
    });
    row = await findFamilyAnnouncement(db, actor, id, now);
  }
  const [children, files, conversation] = await Promise.all([
    childrenOf(db, actor, [id]),
    filesOf(db, id),
    db
      .selectFrom('conversations')
      .select('id')
      .where('announcement_id', '=', id)
      .where('family_id', '=', familyOf(actor))
      .where('student_only', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  const body = await db.selectFrom('announcements').select('body').where('id', '=', id).executeTakeFirstOrThrow();
  return { ...toSummary(row, children.get(id) ?? []), body: body.body, files, replyConversationId: conversation?.id ?? null };
}

/**
 * POST /api/announcements/:id/acknowledge: a parent confirms for the family, once. A second press, by the
 * same parent or the other, keeps the first time and who; acknowledging marks it read too.
 */
export async function acknowledgeAnnouncement(db: Db, actor: Actor, id: number, now: Date): Promise<{ acknowledgedAt: string; acknowledgedBy: string }> {
  const row = await findFamilyAnnouncement(db, actor, id, now);
  if (!fromDbBool(row.asks_acknowledgement)) throw new AppError('CONFLICT', 'announcements.notAsked');
  if (row.acknowledged_at === null) {
    const at = now.toISOString();
    await inTransaction(db, async (trx) => {
      const acknowledged = await trx
        .updateTable('announcement_families')
        .set({ acknowledged_at: at, acknowledged_by: actor.userId })
        .where('announcement_id', '=', id)
        .where('family_id', '=', familyOf(actor))
        .where('acknowledged_at', 'is', null)
        .executeTakeFirst();
      if (Number(acknowledged.numUpdatedRows) === 0) return;
      const read = await trx
        .updateTable('announcement_families')
        .set({ read_at: at })
        .where('announcement_id', '=', id)
        .where('family_id', '=', familyOf(actor))
        .where('read_at', 'is', null)
        .executeTakeFirst();
      const newlyRead = Number(read.numUpdatedRows);
      await trx
        .updateTable('announcements')
        .set((eb) => ({ acknowledged_count: eb('acknowledged_count', '+', 1), read_count: eb('read_count', '+', newlyRead) }))
        .where('id', '=', id)
        .execute();
      tellAnnouncements(trx, await senderSideAccounts(trx, row.sender_id));
    });
  }
  const after = await findFamilyAnnouncement(db, actor, id, now);
  const summary = toSummary(after, []);
  return { acknowledgedAt: summary.acknowledgedAt ?? now.toISOString(), acknowledgedBy: summary.acknowledgedBy ?? '' };
}

/**
 * POST /api/announcements/:id/reply: a private conversation with the announcement's sender (its teacher,
 * or the office), about one of the family's children it reached, never a reply to all. A second reply
 * about the same child goes on in the conversation the first one opened. Written by the messages' own path
 * (message-write.ts): quiet hours, attachments, the delivery job, notifications and live all apply, and a
 * pause of the family's new conversations applies too (409 with its reason).
 */
export async function replyToAnnouncement(db: Db, actor: Actor, id: number, input: TAnnouncementReplyRequest, clock: Clock): Promise<TMessageSent> {
  await findFamilyAnnouncement(db, actor, id, clock.now);
  const familyId = familyOf(actor);
  const reached = await db
    .selectFrom('announcement_pupils')
    .select('child_id')
    .where('announcement_id', '=', id)
    .where('family_id', '=', familyId)
    .where('child_id', '=', input.childId)
    .executeTakeFirst();
  if (!reached) throw badRequest('announcements.childNotReached');
  const announcement = await db
    .selectFrom('announcements')
    .select(['title', 'sender_kind', 'teacher_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const writing: Writing = { actor, side: 'family', now: clock.now, quiet: await readQuietHours(db, clock.timeZone) };
  const existing = await db
    .selectFrom('conversations')
    .select('id')
    .where('announcement_id', '=', id)
    .where('family_id', '=', familyId)
    .where('child_id', '=', input.childId)
    .where('student_only', '=', 0)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const message = { body: input.body, files: input.files };
  let sent: TMessageSent;
  if (existing) {
    sent = await inTransaction(db, (trx) => addMessage(trx, existing.id, message, writing));
  } else {
    const pause = await activePause(db, familyId);
    if (pause) throw new AppError('CONFLICT', 'messages.paused', { reason: pause.reason });
    const isTeacher = announcement.sender_kind === 'teacher' && announcement.teacher_id !== null;
    sent = await inTransaction(db, (trx) =>
      openConversation(
        trx,
        {
          familyId,
          childId: input.childId,
          isStudentOnly: false,
          staffKind: isTeacher ? 'teacher' : 'office',
          teacherId: isTeacher ? announcement.teacher_id : null,
          subject: announcement.title,
          announcementId: id,
        },
        message,
        writing,
      ),
    );
  }
  // The family's other open pages see the new conversation at once.
  tellLive(db, await familyAccountsOf(db, { child_id: input.childId, student_only: 0, staff_kind: '', teacher_id: null }), 'messages');
  return sent;
}
