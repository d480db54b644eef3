import { addDays, notificationKindOf, todayIn, zonedInstant } from '@carnet/contract';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/connect';
import { enqueueJob } from '../../jobs/jobs';
import type { ClaimedJob } from '../../jobs/job-claim';
import { inTransaction } from '../../lib/transaction';
import { queueEmail } from '../../mail/mail-queue';
import { type MailContext, languageOf } from '../../mail/mail-context';
import { DIGEST_MAX_ITEMS, digestEmail, type MailedNotification } from './notification-emails';
import { channelOf, chosenChannels } from './preferences.repository';

/**
 * The next digest after `after`: DIGEST_TIME on the school's clocks, today if still to come, else
 * tomorrow. Counting in calendar days of the school's zone (not in 24-hour steps) is what keeps a
 * daylight-saving change from skipping or doubling a day: each date has exactly one such instant.
 */
export function nextDigestAt(after: Date, digestTime: string, timeZone: string): Date {
  const today = todayIn(timeZone, after);
  const todays = new Date(zonedInstant(today, digestTime, timeZone));
  return todays > after ? todays : new Date(zonedInstant(addDays(today, 1), digestTime, timeZone));
}

/**
 * Digest work takes turns across server processes: on PostgreSQL a transaction-scoped advisory lock
 * (released at commit or rollback), so a second process reads what the first committed; SQLite runs
 * one write transaction at a time. Without it two processes starting together would both schedule a
 * digest, and two overlapping runs would both read the same unsent notifications and mail them twice.
 */
async function takeDigestTurn(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${DIGEST_LOCK})`.execute(trx);
}
const DIGEST_LOCK = 1_900_176;

/**
 * Keeps exactly one digest job waiting: made at start-up when none is, and by each run for the next
 * day. A run (`runningJobId`) looks for a pending one only: another running digest is a duplicate of
 * today's, which would not schedule tomorrow's either if each waited for the other.
 */
export async function scheduleNextDigest(db: Db, ctx: MailContext, runningJobId?: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await takeDigestTurn(trx);
    const statuses = runningJobId === undefined ? (['pending', 'running'] as const) : (['pending'] as const);
    const waiting = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'digest')
      .where('status', 'in', statuses)
      .executeTakeFirst();
    if (waiting) return;
    const now = ctx.now();
    const id = await enqueueJob(trx, { kind: 'digest', payload: '{}', summarySubject: 'daily digest' }, now);
    await trx
      .updateTable('jobs')
      .set({ run_after: nextDigestAt(now, ctx.digestTime, ctx.schoolTimeZone).toISOString() })
      .where('id', '=', id)
      .execute();
  });
}

type Waiting = MailedNotification & { id: number; userId: number; email: string; firstName: string; language: string | null };

/** Unseen notifications not yet e-mailed, of active family accounts (the partial index notifications_undelivered_idx). */
function waitingNotifications(db: Db): Promise<Waiting[]> {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.user_id as userId',
      'n.subject',
      'n.kind',
      'n.params',
      'n.link',
      'u.email',
      'u.first_name as firstName',
      'u.language',
    ])
    .where('n.emailed_at', 'is', null)
    .where('n.seen', '=', 0)
    .where('u.deactivated_at', 'is', null)
    .where((eb) => eb.or([eb('u.roles', 'like', '%ROLE_PARENT%'), eb('u.roles', 'like', '%ROLE_STUDENT%')]))
    .orderBy('n.user_id')
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

/**
 * One e-mail per account listing its unseen news of the kinds it reads in the digest, the newest
 * first; those notifications are marked e-mailed in the same transaction, so none is listed twice.
 * An account with nothing unseen gets nothing. Answers how many e-mails were queued.
 */
export async function runDigest(db: Db, ctx: MailContext): Promise<number> {
  return inTransaction(db, async (trx) => {
    // After the lock, so a run that waited for another reads what that one marked e-mailed.
    await takeDigestTurn(trx);
    const waiting = await waitingNotifications(trx);
    const byUser = new Map<number, Waiting[]>();
    for (const n of waiting) {
      const list = byUser.get(n.userId);
      if (list) list.push(n);
      else byUser.set(n.userId, [n]);
    }
    const chosen = await chosenChannels(trx, [...byUser.keys()]);
    const at = ctx.now().toISOString();
    let queued = 0;
    for (const [userId, items] of byUser) {
      const digested = items.filter((n) => {
        const kind = notificationKindOf(n.subject);
        return kind !== null && channelOf(chosen.get(userId), kind, n.kind) === 'digest';
      });
      const first = digested[0];
      if (!first) continue;
      const to = { userId, email: first.email, firstName: first.firstName, language: languageOf(ctx, first.language) };
      const listed = digested.slice(0, DIGEST_MAX_ITEMS);
      await queueEmail(trx, ctx, digestEmail(ctx, to, listed, digested.length - listed.length), { userId, source: 'digest' });
      queued++;
      const ids = digested.map((n) => n.id);
      // Bounded batches: a long-forgotten account's list must stay under the engines' parameter limits.
      for (let i = 0; i < ids.length; i += 500) {
        await trx
          .updateTable('notifications')
          .set({ emailed_at: at })
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
      }
    }
    return queued;
  });
}

/** The worker's handler: tomorrow's run is scheduled first, so a failing digest never stops the next. */
export function digestJobHandler(db: Db, ctx: MailContext) {
  return async (job: ClaimedJob) => {
    await scheduleNextDigest(db, ctx, job.id);
    await runDigest(db, ctx);
  };
}
