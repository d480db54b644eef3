import * as z from 'zod';
import type { Db } from '../../db/connect';
import type { JobHandler } from '../../jobs/job-worker';
import { PermanentJobError } from '../../jobs/job-worker';
import { completeClaimedJob, enqueueJob } from '../../jobs/jobs';
import { tellAfterCommit } from '../../live/live-tell';
import { inTransaction } from '../../lib/transaction';
import { notifyAccounts } from '../notifications/notify';
import { officeAccounts } from '../notifications/staff-notify';

/**
 * Telling the families of an announcement (decision 105), as a message's readers are told (decision 102):
 * one job due at `deliver_at`, queued in the sending transaction; the parents of every family reached are
 * told then (bell, e-mail or digest, push), never in quiet hours.
 */
const ZDeliveryJob = z.strictObject({ announcementId: z.number().int() });

/** The parent accounts of the families an announcement reached (`families`: a sub-select of family ids). */
export async function parentAccountsOf(
  db: Db,
  announcementId: number,
  only: 'all' | 'unread' | 'notAcknowledged' = 'all',
): Promise<number[]> {
  let families = db.selectFrom('announcement_families').select('family_id').where('announcement_id', '=', announcementId);
  if (only === 'unread') families = families.where('read_at', 'is', null);
  if (only === 'notAcknowledged') families = families.where('acknowledged_at', 'is', null);
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('family_id', 'in', families)
    .where('roles', 'like', '%ROLE_PARENT%')
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The sender's side: the sender's own account and the office's, which reads every announcement. */
export async function senderSideAccounts(db: Db, senderId: number): Promise<number[]> {
  return [...new Set([senderId, ...(await officeAccounts(db))])];
}

/** Tells open pages to read the announcements again, after the commit (decision 103). */
export const tellAnnouncements = (db: Db, userIds: readonly number[]) => tellAfterCommit(db, userIds, 'announcements');

export async function queueAnnouncementDelivery(trx: Db, announcementId: number, writtenAt: Date, deliverAt: Date): Promise<void> {
  await enqueueJob(
    trx,
    {
      kind: 'announcement-delivery',
      payload: JSON.stringify({ announcementId }),
      summarySubject: 'announcement',
      runAfter: deliverAt,
    },
    writtenAt,
  );
}

function payloadOf(payload: string): { announcementId: number } {
  try {
    return ZDeliveryJob.parse(JSON.parse(payload));
  } catch (error) {
    throw new PermanentJobError(`unreadable announcement delivery: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type Telling = { kind: 'new' | 'reminder'; only: 'all' | 'unread' | 'notAcknowledged' };

/**
 * Notifies the parents of the announcement's families (all of them, or those that have not read or not
 * acknowledged it: a reminder), in the caller's transaction. An announcement asking for an acknowledgement
 * goes by instant e-mail unless the parent chose otherwise for messages; another waits for the digest
 * (`announcement.new`'s own default, preferences.repository.ts). Answers the accounts told.
 */
export async function tellFamilies(trx: Db, announcementId: number, telling: Telling): Promise<number[]> {
  const announcement = await trx
    .selectFrom('announcements')
    .innerJoin('users', 'users.id', 'announcements.sender_id')
    .select(['announcements.title', 'announcements.asks_acknowledgement', 'users.first_name', 'users.last_name'])
    .where('announcements.id', '=', announcementId)
    .executeTakeFirst();
  // Gone with its families (retention): nobody is left to tell.
  if (!announcement) return [];
  const accounts = await parentAccountsOf(trx, announcementId, telling.only);
  const params = { from: `${announcement.first_name} ${announcement.last_name}`.trim(), title: announcement.title };
  const kind =
    telling.kind === 'reminder' ? 'announcement.reminder' : announcement.asks_acknowledgement === 1 ? 'announcement.toAcknowledge' : 'announcement.new';
  await notifyAccounts(trx, accounts, { subject: 'announcement', subjectId: announcementId, kind, params }, String(announcementId));
  tellAnnouncements(trx, accounts);
  return accounts;
}

export function announcementDeliveryJobHandler(db: Db, clock: { now: () => Date }): JobHandler {
  return async (job) => {
    const { announcementId } = payloadOf(job.payload);
    await inTransaction(db, async (trx) => {
      if (!(await completeClaimedJob(trx, job, clock.now()))) return;
      await tellFamilies(trx, announcementId, { kind: 'new', only: 'all' });
    });
  };
}
