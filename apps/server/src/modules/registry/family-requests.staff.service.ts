import {
  FAMILY_REQUEST_MAX_SPAN_DAYS,
  PENDING_LEAVE_LIMIT,
  addDays,
  type TDecideLeaveRequest,
  type TRegisterFamilyWord,
  type TStaffFamilyRequest,
  type TStaffFamilyRequestDay,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { notifyChildFollowers } from '../notifications/notify';
import { differencesOfDay } from './family-request-differences';
import { requestsQuery, toStaffFamilyRequest } from './family-requests.repository';

/** Requests that cover `date`: a request spans at most FAMILY_REQUEST_MAX_SPAN_DAYS, so `from_date` bounds the read. */
const coveringQuery = (db: Db, date: string) =>
  requestsQuery(db)
    .where('r.from_date', '>=', addDays(date, 1 - FAMILY_REQUEST_MAX_SPAN_DAYS))
    .where('r.from_date', '<=', date)
    .where('r.to_date', '>=', date);

/** GET /api/staff/family-requests?date=: the day's requests, the leave to decide and the differences (office). */
export async function getFamilyRequestDay(db: Db, date: string, today: string): Promise<TStaffFamilyRequestDay> {
  const [covering, pending] = await Promise.all([
    coveringQuery(db, date).orderBy('c.class_name').orderBy('c.last_name').orderBy('c.first_name').orderBy('r.id').execute(),
    requestsQuery(db).where('r.state', '=', 'pending').orderBy('r.id').limit(PENDING_LEAVE_LIMIT).execute(),
  ]);
  const requests = covering.map(toStaffFamilyRequest);
  const found = await differencesOfDay(db, date, requests, today);
  const named = new Map<number, Pick<TStaffFamilyRequest, 'firstName' | 'lastName' | 'className'>>(requests.map((r) => [r.childId, r]));
  const missing = found.map((d) => d.childId).filter((id) => !named.has(id));
  if (missing.length > 0) {
    const rows = await db
      .selectFrom('children')
      .select(['id', 'first_name', 'last_name', 'class_name'])
      .where('id', 'in', [...new Set(missing)])
      .execute();
    for (const row of rows) named.set(row.id, { firstName: row.first_name, lastName: row.last_name, className: row.class_name });
  }
  const differences = found.map((d) => {
    const { firstName = '', lastName = '', className = '' } = named.get(d.childId) ?? {};
    return { ...d, firstName, lastName, className };
  });
  return { date, requests, pendingLeave: pending.map(toStaffFamilyRequest), differences };
}

/**
 * POST /api/staff/family-requests/:id/decision: the office grants or refuses pending leave, once (409
 * after), audited; the parents are told by their registry preference (bell, e-mail or push).
 */
export async function decideLeave(db: Db, actor: Actor, id: number, input: TDecideLeaveRequest, now: Date): Promise<TStaffFamilyRequest> {
  return inTransaction(db, async (trx) => {
    const before = await requestsQuery(trx).where('r.id', '=', id).where('r.kind', '=', 'leave').executeTakeFirst();
    if (!before) throw notFound('Family request');
    // Only a pending request changes: of two decisions at once, the second finds none and is refused.
    const update = await trx
      .updateTable('family_requests')
      .set({ state: input.decision, decided_by: actor.userId, decided_at: now.toISOString(), decision_note: input.note || null })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(update.numUpdatedRows) === 0) throw new AppError('CONFLICT', 'familyRequests.alreadyDecided');
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'leaveRequest',
      entityId: id,
      childId: before.child_id,
      before: { state: before.state },
      after: { state: input.decision, note: input.note },
    });
    await notifyChildFollowers(
      trx,
      before.child_id,
      {
        subject: 'registry',
        subjectId: null,
        kind: input.decision === 'granted' ? 'leave.granted' : 'leave.refused',
        params: { firstName: before.first_name, from: { date: before.from_date }, to: { date: before.to_date } },
      },
      { parentsOnly: true },
    );
    const after = await requestsQuery(trx).where('r.id', '=', id).executeTakeFirstOrThrow();
    return toStaffFamilyRequest(after);
  });
}

/**
 * What the roll call shows beside each pupil for the lesson's day: a report, or leave the office granted.
 * Pending or refused leave is the office's to follow, not the teacher's.
 */
export async function familyWordsOfDay(db: Db, date: string, childIds: readonly number[]): Promise<Map<number, TRegisterFamilyWord>> {
  if (childIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('family_requests')
    .select(['child_id', 'kind', 'reason'])
    .where('from_date', '>=', addDays(date, 1 - FAMILY_REQUEST_MAX_SPAN_DAYS))
    .where('from_date', '<=', date)
    .where('to_date', '>=', date)
    .where('state', 'in', ['reported', 'granted'])
    .where('child_id', 'in', [...childIds])
    .orderBy('id')
    .execute();
  const words = new Map<number, TRegisterFamilyWord>();
  for (const row of rows) {
    // The stored words are the contract's own; the latest request of the day speaks.
    words.set(row.child_id, { kind: row.kind, reason: row.reason } as TRegisterFamilyWord);
  }
  return words;
}
