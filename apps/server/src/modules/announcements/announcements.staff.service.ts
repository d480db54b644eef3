import {
  ANNOUNCEMENT_FAMILIES_PAGE_LIMIT,
  ANNOUNCEMENT_PAGE_LIMIT,
  type TAnnouncementFamiliesQuery,
  type TAnnouncementFamily,
  type TPageQuery,
  type TStaffAnnouncement,
  type TStaffAnnouncementSummary,
} from '@carnet/contract';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';
import { type Actor, isOffice } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { type KeysetPage, toKeysetPage } from '../../lib/keyset-page';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { filesOf } from './announcement-files';
import { tellFamilies } from './announcements.publish';

/** A reminder at most once an hour: a second press by mistake, or by a colleague at the same time, mails nobody twice. */
export const REMIND_INTERVAL_MS = 60 * 60 * 1000;

/** What a staff member reads: the office every announcement, a teacher their own. */
function staffAnnouncements(db: Db, actor: Actor) {
  const query = db.selectFrom('announcements').innerJoin('users as sender', 'sender.id', 'announcements.sender_id');
  return isOffice(actor) ? query : query.where('announcements.sender_id', '=', actor.userId);
}

const summaryColumns = [
  'announcements.id',
  'announcements.title',
  'announcements.audience_label',
  'announcements.created_at',
  'announcements.deliver_at',
  'announcements.asks_acknowledgement',
  'announcements.is_urgent',
  'announcements.reminded_at',
  'announcements.families_count',
  'announcements.read_count',
  'announcements.acknowledged_count',
  'announcements.sender_id',
  'sender.first_name as sender_first_name',
  'sender.last_name as sender_last_name',
] as const;

type SummaryRow = {
  id: number;
  title: string;
  audience_label: string;
  created_at: string;
  deliver_at: string;
  asks_acknowledgement: number;
  is_urgent: number;
  reminded_at: string | null;
  families_count: number;
  read_count: number;
  acknowledged_count: number;
  sender_first_name: string;
  sender_last_name: string;
};

const toStaffSummary = (r: SummaryRow): TStaffAnnouncementSummary => ({
  id: r.id,
  title: r.title,
  senderName: `${r.sender_first_name} ${r.sender_last_name}`.trim(),
  audienceLabel: r.audience_label,
  createdAt: r.created_at,
  deliverAt: r.deliver_at,
  asksAcknowledgement: fromDbBool(r.asks_acknowledgement),
  isUrgent: fromDbBool(r.is_urgent),
  counts: { families: r.families_count, read: r.read_count, acknowledged: r.acknowledged_count },
  remindedAt: r.reminded_at,
});

/** GET /api/staff/announcements: newest first, a keyset page by (created_at, id); the counts are kept on each row. */
export async function listStaffAnnouncements(db: Db, actor: Actor, query: TPageQuery): Promise<KeysetPage<TStaffAnnouncementSummary>> {
  const limit = query.limit ?? ANNOUNCEMENT_PAGE_LIMIT;
  let rows = staffAnnouncements(db, actor).select(summaryColumns);
  if (query.before) {
    const { key, id } = query.before;
    rows = rows.where((eb) =>
      eb.or([
        eb('announcements.created_at', '<', key),
        eb.and([eb('announcements.created_at', '=', key), eb('announcements.id', '<', id)]),
      ]),
    );
  }
  const page = await rows
    .orderBy('announcements.created_at', 'desc')
    .orderBy('announcements.id', 'desc')
    .limit(limit + 1)
    .execute();
  return toKeysetPage(
    page,
    limit,
    (r) => ({ key: r.created_at, id: r.id }),
    (r) => [toStaffSummary(r)],
  );
}

/** The announcement if the caller reads it (the office any, a teacher their own), 404 otherwise. */
export async function findStaffAnnouncement(db: Db, actor: Actor, id: number) {
  const row = await staffAnnouncements(db, actor)
    .select(summaryColumns)
    .select('announcements.body')
    .where('announcements.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Announcement');
  return row;
}

/** Escapes LIKE's wildcards so a name with '%' or '_' is searched as written. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the families reached, by family name then id, over (announcement_id, family_name, family_id):
 * filtered by status and by part of the family's or a pupil's name; `after` is the last family of the previous page.
 */
async function familiesPage(
  db: Db,
  id: number,
  query: TAnnouncementFamiliesQuery,
): Promise<{ families: TAnnouncementFamily[]; nextAfter: number | null }> {
  const limit = query.limit ?? ANNOUNCEMENT_FAMILIES_PAGE_LIMIT;
  let rows = db
    .selectFrom('announcement_families as af')
    .leftJoin('users as ack', 'ack.id', 'af.acknowledged_by')
    .select(['af.family_id', 'af.family_name', 'af.read_at', 'af.acknowledged_at', 'ack.first_name', 'ack.last_name'])
    .where('af.announcement_id', '=', id);
  if (query.status === 'unread') rows = rows.where('af.read_at', 'is', null);
  if (query.status === 'notAcknowledged') rows = rows.where('af.acknowledged_at', 'is', null);
  if (query.q) {
    // The family's name or one of its pupils' ("Hugo Martin (3B)"): the office looks a family up by either.
    // The pupils as a list of this announcement's families (its key's prefix), not a correlated EXISTS:
    // under the OR, PostgreSQL hashed that one over every announcement's pupils (the query-plan test).
    const pattern = likePattern(query.q);
    const pupilsFamilies = db
      .selectFrom('announcement_pupils as ap')
      .select('ap.family_id')
      .where('ap.announcement_id', '=', id)
      .where(sql<SqlBool>`lower(ap.pupil_label) like ${pattern} escape '\\'`);
    rows = rows.where((eb) =>
      eb.or([sql<SqlBool>`lower(af.family_name) like ${pattern} escape '\\'`, eb('af.family_id', 'in', pupilsFamilies)]),
    );
  }
  if (query.after !== undefined) {
    const last = await db
      .selectFrom('announcement_families')
      .select('family_name')
      .where('announcement_id', '=', id)
      .where('family_id', '=', query.after)
      .executeTakeFirst();
    if (last) {
      const name = last.family_name;
      const after = query.after;
      rows = rows.where((eb) =>
        eb.or([eb('af.family_name', '>', name), eb.and([eb('af.family_name', '=', name), eb('af.family_id', '>', after)])]),
      );
    }
  }
  const found = await rows
    .orderBy('af.family_name')
    .orderBy('af.family_id')
    .limit(limit + 1)
    .execute();
  const page = found.slice(0, limit);
  const pupils = new Map<number, string[]>();
  if (page.length > 0) {
    const reached = await db
      .selectFrom('announcement_pupils')
      .select(['family_id', 'pupil_label'])
      .where('announcement_id', '=', id)
      .where(
        'family_id',
        'in',
        page.map((r) => r.family_id),
      )
      .execute();
    for (const r of reached) pupils.set(r.family_id, [...(pupils.get(r.family_id) ?? []), r.pupil_label].sort());
  }
  return {
    families: page.map((r) => ({
      familyId: r.family_id,
      familyName: r.family_name,
      pupils: pupils.get(r.family_id) ?? [],
      readAt: r.read_at,
      acknowledgedAt: r.acknowledged_at,
      acknowledgedBy: r.acknowledged_at && r.first_name !== null ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
    })),
    nextAfter: found.length > limit ? (page.at(-1)?.family_id ?? null) : null,
  };
}

/** GET /api/staff/announcements/:id: the announcement, its counts and a page of its families. */
export async function getStaffAnnouncement(
  db: Db,
  actor: Actor,
  id: number,
  query: TAnnouncementFamiliesQuery,
): Promise<{ announcement: TStaffAnnouncement; nextAfter: number | null }> {
  const row = await findStaffAnnouncement(db, actor, id);
  const [files, { families, nextAfter }] = await Promise.all([filesOf(db, id), familiesPage(db, id, query)]);
  return { announcement: { ...toStaffSummary(row), body: row.body, files, families }, nextAfter };
}

/**
 * POST /api/staff/announcements/:id/remind: tells again only the families that have not acknowledged it
 * (when it asks for that) or not read it. Nothing before its delivery (409), and not twice within an hour
 * (409): the conditional update lets one of two concurrent presses through. Audited.
 */
export async function remindAnnouncement(db: Db, actor: Actor, id: number, now: Date): Promise<{ reminded: number }> {
  const row = await findStaffAnnouncement(db, actor, id);
  if (row.deliver_at > now.toISOString()) throw new AppError('CONFLICT', 'announcements.notDelivered');
  const only = fromDbBool(row.asks_acknowledgement) ? 'notAcknowledged' : 'unread';
  return inTransaction(db, async (trx) => {
    const since = new Date(now.getTime() - REMIND_INTERVAL_MS).toISOString();
    const claimed = await trx
      .updateTable('announcements')
      .set({ reminded_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<=', since)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new AppError('CONFLICT', 'announcements.remindedRecently');
    let families = trx
      .selectFrom('announcement_families')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('announcement_id', '=', id);
    families = only === 'unread' ? families.where('read_at', 'is', null) : families.where('acknowledged_at', 'is', null);
    const reminded = Number((await families.executeTakeFirstOrThrow()).n);
    await tellFamilies(trx, id, { kind: 'reminder', only });
    await recordAudit(trx, actor, { action: 'update', entity: 'announcement', entityId: id, after: { reminded } });
    return { reminded };
  });
}
