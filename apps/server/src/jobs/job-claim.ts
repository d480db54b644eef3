import type { Db } from '../db/connect';
import type { Engine } from '../db/engine';

export type ClaimedJob = { id: number; kind: string; payload: string; attempts: number; lockedUntil: string };

/**
 * Takes the next due job for this worker alone: a pending job whose time has come, or a running one
 * whose claim lapsed (its worker died). One UPDATE does it, so two workers never take the same job:
 * on PostgreSQL the inner SELECT locks the row and skips rows other workers hold (FOR UPDATE SKIP
 * LOCKED); SQLite runs one write at a time.
 */
export async function claimNextJob(db: Db, engine: Engine, now: Date, lockMs: number): Promise<ClaimedJob | null> {
  const at = now.toISOString();
  const lockedUntil = new Date(now.getTime() + lockMs).toISOString();
  let next = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_after', '<=', at)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', at)]),
      ]),
    )
    .orderBy('run_after')
    .orderBy('id')
    .limit(1);
  if (engine === 'postgres') next = next.forUpdate().skipLocked();
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), locked_until: lockedUntil }))
    .where('id', '=', next)
    .returning(['id', 'kind', 'payload', 'attempts'])
    .executeTakeFirst();
  return row ? { ...row, lockedUntil } : null;
}
