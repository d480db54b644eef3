import { MAIL_PROBLEMS, MAIL_STATUSES, STAFF_PAGE_SIZE, type TMailCounts, type TMailPage, type TMailQuery } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { retryFailedJob } from '../../jobs/jobs';
import type { MailKeyRing } from '../../mail/mail-keys';
import type { MailMessage } from '../../mail/mail-message';
import { sealMessage } from '../../mail/mail-queue';
import { isRebuilt } from '../../mail/mail-sources';
import { openWithRing } from '../../mail/sealed';
import { recordAudit } from '../audit/audit';

/**
 * The office's view of the outgoing mail: the 'email' rows of the jobs table, read from their
 * summary columns only. The payload (sealed, and holding one-time links) is never selected here.
 */
const emailJobs = (db: Db) => db.selectFrom('jobs').where('kind', '=', 'email');

/** Outgoing e-mail, newest first, optionally of one status. */
export async function listMail(db: Db, query: TMailQuery): Promise<TMailPage> {
  const page = query.page ?? 1;
  let base = emailJobs(db);
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'summary_to',
        'summary_subject',
        'status',
        'attempts',
        'last_error',
        'problem',
        'source',
        'created_at',
        'done_at',
        'run_after',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    page,
    pageSize: STAFF_PAGE_SIZE,
    total: Number(count.total),
    items: rows.map((r) => ({
      id: r.id,
      to: r.summary_to,
      subject: r.summary_subject,
      status: r.status,
      attempts: Number(r.attempts),
      lastError: r.last_error,
      problem: MAIL_PROBLEMS.find((p) => p === r.problem) ?? null,
      // Only a message that cannot be opened is rebuilt; "Send again" does it (resendMail).
      canRebuild: r.status === 'failed' && r.problem !== null && isRebuilt(r.source),
      createdAt: r.created_at,
      doneAt: r.done_at,
      // Only a waiting message has a next attempt; a running one is being sent now.
      nextAttemptAt: r.status === 'pending' ? r.run_after : null,
    })),
  };
}

/** How many e-mails are in each state (every state present, 0 when none). */
export async function countMail(db: Db): Promise<TMailCounts> {
  const rows = await emailJobs(db)
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts: TMailCounts = { pending: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) if (MAIL_STATUSES.includes(row.status)) counts[row.status] = Number(row.count);
  return counts;
}

/** Writes an e-mail anew from its cause, for the account it was about (accounts/invitations for an invitation). */
export type RebuildMail = (trx: Db, userId: number) => Promise<MailMessage>;

export type ResendContext = { mailKeys: MailKeyRing; now: () => Date; rebuilders: Partial<Record<string, RebuildMail>> };

const canBeOpened = (mailKeys: MailKeyRing, payload: string) => {
  try {
    openWithRing(mailKeys, payload);
    return true;
  } catch {
    return false;
  }
};

/**
 * Puts a failed e-mail back in the queue, from its first attempt. Only a failed one: a message waiting
 * or sent is left alone (409), so a double click cannot send it twice. One that cannot be opened (its
 * key is not in the ring, or it is damaged) is written anew from its cause when it has one that can
 * be (an invitation, with a fresh link); otherwise 409, changing nothing (decision 089). The caller
 * wakes the worker.
 */
export async function resendMail(db: Db, actor: Actor, jobId: number, ctx: ResendContext): Promise<void> {
  await inTransaction(db, async (trx) => {
    const job = await emailJobs(trx)
      .select(['status', 'attempts', 'last_error as lastError', 'problem', 'source', 'user_id as userId', 'payload'])
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job) throw new AppError('NOT_FOUND', 'outbox.notFound');
    if (job.status !== 'failed') throw new AppError('CONFLICT', 'outbox.notFailed');
    const before = { status: job.status, attempts: Number(job.attempts), lastError: job.lastError };
    if (canBeOpened(ctx.mailKeys, job.payload)) {
      if (!(await retryFailedJob(trx, jobId, ctx.now()))) throw new AppError('CONFLICT', 'outbox.notFailed');
      await recordAudit(trx, actor, {
        action: 'resend',
        entity: 'email',
        entityId: jobId,
        before,
        after: { status: 'pending', attempts: 0, lastError: null },
      });
      return;
    }
    const rebuild = job.source !== null && isRebuilt(job.source) ? ctx.rebuilders[job.source] : undefined;
    if (!rebuild || job.userId === null) throw new AppError('CONFLICT', 'outbox.cannotRebuild');
    const message = await rebuild(trx, job.userId);
    const rewritten = { payload: sealMessage(ctx.mailKeys, message), summaryTo: message.to, summarySubject: message.subject };
    if (!(await retryFailedJob(trx, jobId, ctx.now(), rewritten))) throw new AppError('CONFLICT', 'outbox.notFailed');
    await recordAudit(trx, actor, {
      action: 'resend',
      entity: 'email',
      entityId: jobId,
      before: { ...before, problem: job.problem },
      after: { status: 'pending', attempts: 0, lastError: null, rebuiltFrom: job.source },
    });
  });
}
