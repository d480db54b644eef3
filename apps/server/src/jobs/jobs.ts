import type { Db } from '../db/connect';

/** The kinds of work the worker knows: e-mail and push are the jobs plugin's own, the others registered by their module. */
export type JobKind =
  | 'email'
  | 'push'
  | 'digest'
  | 'retention'
  | 'booking-confirmation'
  | 'register-notices'
  | 'form-reminders'
  | 'message-delivery'
  | 'announcement-delivery'
  | 'term-reports'
  | 'marks-release';

export type NewJob = {
  kind: JobKind;
  payload: string;
  /** Shown to the office in the mail list without opening the payload. */
  summaryTo?: string;
  summarySubject?: string;
  /** The account the job is about (an invitation's), so its state can be shown beside the account. */
  userId?: number | null;
  /** What wrote an e-mail, so an unreadable one can be rebuilt from it (mail/mail-sources). */
  source?: string | null;
  /** When it is due, if later than `at` (a register's absence notices wait; decision 096). */
  runAfter?: Date;
};

/** A new job's row, pending and due at `runAfter` (or `at`): one shape for one job and for a batch. */
function jobRow(job: NewJob, at: Date) {
  return {
    kind: job.kind,
    payload: job.payload,
    status: 'pending' as const,
    run_after: (job.runAfter ?? at).toISOString(),
    created_at: at.toISOString(),
    summary_to: job.summaryTo ?? '',
    summary_subject: job.summarySubject ?? '',
    user_id: job.userId ?? null,
    source: job.source ?? null,
  };
}

/** Rows per insert of `enqueueJobs`: nine columns each, well under both engines' parameter limits. */
const ENQUEUE_BATCH = 500;

/**
 * Several jobs queued at once, in the caller's transaction: one statement per 500 (an announcement's
 * 3,200 e-mails in seven, not 3,200; decision 105).
 */
export async function enqueueJobs(trx: Db, jobs: readonly NewJob[], at: Date): Promise<void> {
  for (let i = 0; i < jobs.length; i += ENQUEUE_BATCH) {
    await trx
      .insertInto('jobs')
      .values(jobs.slice(i, i + ENQUEUE_BATCH).map((job) => jobRow(job, at)))
      .execute();
  }
}

/**
 * Writes a job in the caller's transaction: it exists if and only if its cause was saved. The worker
 * picks it up within its polling interval, or at once when the caller wakes it after the commit.
 */
export async function enqueueJob(trx: Db, job: NewJob, at: Date): Promise<number> {
  const row = await trx.insertInto('jobs').values(jobRow(job, at)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A failed job the office asked to run again: from the start, with a fresh count of attempts; with
 * `rewritten`, a new payload and summary (an e-mail written anew, decision 089).
 */
export async function retryFailedJob(
  db: Db,
  jobId: number,
  at: Date,
  rewritten?: { payload: string; summaryTo: string; summarySubject: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'pending',
      attempts: 0,
      run_after: at.toISOString(),
      last_error: null,
      problem: null,
      done_at: null,
      locked_until: null,
      ...(rewritten && { payload: rewritten.payload, summary_to: rewritten.summaryTo, summary_subject: rewritten.summarySubject }),
    })
    .where('id', '=', jobId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks a claimed job done inside its handler's own transaction, so that what the job writes and its
 * completion commit together: a worker that dies after that commit leaves nothing to run again, one that
 * dies before leaves nothing written. False when the claim lapsed and another worker holds the job: the
 * handler then writes nothing (the worker's own record of the outcome finds no row of its claim).
 */
export async function completeClaimedJob(trx: Db, job: { id: number; lockedUntil: string }, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('jobs')
    .set({ status: 'done', done_at: at.toISOString(), locked_until: null, last_error: null, problem: null, payload: '{}' })
    .where('id', '=', job.id)
    .where('locked_until', '=', job.lockedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Keeps exactly one job of a daily kind waiting (the retention, the form reminders): a new one runs at
 * `runAt`, unless one is already pending or running other than `exceptJobId` (the run scheduling its next).
 */
export async function keepDailyJobWaiting(
  db: Db,
  job: { kind: JobKind; summarySubject: string; runAt: Date },
  now: Date,
  exceptJobId?: number,
): Promise<void> {
  let waiting = db.selectFrom('jobs').select('id').where('kind', '=', job.kind).where('status', 'in', ['pending', 'running']);
  if (exceptJobId !== undefined) waiting = waiting.where('id', '!=', exceptJobId);
  if (await waiting.executeTakeFirst()) return;
  const id = await enqueueJob(db, { kind: job.kind, payload: '{}', summarySubject: job.summarySubject }, now);
  await db.updateTable('jobs').set({ run_after: job.runAt.toISOString() }).where('id', '=', id).execute();
}
