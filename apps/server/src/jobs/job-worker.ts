import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import type { Engine } from '../db/engine';
import { type ClaimedJob, claimNextJob } from './job-claim';
import type { JobKind } from './jobs';

/**
 * Thrown by a handler when trying again cannot help (an address the mail server refuses for good).
 * `problem` names the cause for the office's page when it can do something about it (decision 089).
 */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    readonly problem: string | null = null,
  ) {
    super(message);
  }
}

export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** After the n-th failed attempt, wait this long (then give up: the office sees it and may resend). */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3600_000, 6 * 3600_000, 12 * 3600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Longer than any handler may take (SMTP timeouts are under a minute), so a live claim never lapses. */
const LOCK_MS = 5 * 60_000;

export type JobWorker = {
  /** Runs every due job, one after another, until none is due; answers how many ran. */
  runDue: () => Promise<number>;
  /** Asks for a run soon (after a commit that queued work), without waiting for the next poll. */
  wake: () => void;
  /**
   * A module gives the worker its own kind of work (decision 087), and what keeps that work waiting
   * (a scheduled job such as the digest), run once when the app is ready.
   */
  register: (kind: JobKind, handler: JobHandler, schedule?: () => Promise<void>) => void;
  /** Runs every registered schedule: the app calls it when ready, before `start`. */
  scheduleAll: () => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
};

export function createJobWorker(deps: {
  db: Db;
  engine: Engine;
  /** The kinds the worker is made with (e-mail and push); the modules register theirs. */
  handlers: Partial<Record<JobKind, JobHandler>>;
  log: FastifyBaseLogger;
  now: () => Date;
  pollMs: number;
}): JobWorker {
  const { db, engine, log, now } = deps;
  const handlers: Partial<Record<string, JobHandler>> = { ...deps.handlers };
  const schedules: Array<() => Promise<void>> = [];
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;

  async function finish(job: ClaimedJob, outcome: { error?: unknown }) {
    const at = now().toISOString();
    // Only the claim this worker holds: a job whose claim lapsed and was taken again is the other worker's.
    const ours = (q: ReturnType<typeof db.updateTable<'jobs'>>) => q.where('id', '=', job.id).where('locked_until', '=', job.lockedUntil);
    if (outcome.error === undefined) {
      // The payload is dropped once sent: an e-mail's link must not stay in the database.
      await ours(
        db.updateTable('jobs').set({ status: 'done', done_at: at, locked_until: null, last_error: null, problem: null, payload: '{}' }),
      ).execute();
      return;
    }
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    const isPermanent = outcome.error instanceof PermanentJobError || job.attempts >= MAX_ATTEMPTS;
    const delay = RETRY_DELAYS_MS[job.attempts - 1] ?? 0;
    log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: message, gaveUp: isPermanent }, 'job failed');
    await ours(
      db.updateTable('jobs').set(
        isPermanent
          ? {
              status: 'failed',
              done_at: at,
              locked_until: null,
              last_error: message.slice(0, 500),
              problem: outcome.error instanceof PermanentJobError ? outcome.error.problem : null,
            }
          : {
              status: 'pending',
              run_after: new Date(now().getTime() + delay).toISOString(),
              locked_until: null,
              last_error: message.slice(0, 500),
              problem: null,
            },
      ),
    ).execute();
  }

  /** Marks the outcome, retrying a failing database a few times: a sent e-mail must not be sent again. */
  async function record(job: ClaimedJob, outcome: { error?: unknown }) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await finish(job, outcome);
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async function runAll(): Promise<number> {
    let count = 0;
    for (;;) {
      const job = await claimNextJob(db, engine, now(), LOCK_MS);
      if (!job) break;
      count++;
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
        await handler(job);
        await record(job, {});
      } catch (error) {
        await record(job, { error });
      }
      if (isStopped) break;
    }
    return count;
  }

  // A run asked for while one is going (work queued after its last look) gets its own turn after it.
  let again: Promise<number> | null = null;
  const runDue = (): Promise<number> => {
    if (!running) {
      running = runAll().finally(() => (running = null));
      return running;
    }
    again ??= running
      .catch(() => 0)
      .then(() => {
        again = null;
        return runDue();
      });
    return again;
  };
  const runQuietly = () =>
    void runDue().catch((error: unknown) => log.error({ err: error }, 'job worker: a run failed; the next poll tries again'));

  return {
    runDue,
    register(kind, handler, schedule) {
      if (handlers[kind]) throw new Error(`job kind ${kind} has a handler already`);
      handlers[kind] = handler;
      if (schedule) schedules.push(schedule);
    },
    async scheduleAll() {
      for (const schedule of schedules) await schedule();
    },
    wake: () => {
      if (timer) setImmediate(runQuietly);
    },
    start() {
      if (deps.pollMs <= 0 || timer) return;
      isStopped = false;
      timer = setInterval(runQuietly, deps.pollMs);
      timer.unref();
      setImmediate(runQuietly);
    },
    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
