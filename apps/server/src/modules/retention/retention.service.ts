import { RETENTION_KINDS, monthsBefore } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { retentionMonths } from './retention-settings.service';
import { PURGES } from './retention-kinds';
import { closeEmptiedFamilies, stripPupils } from './retention-pupils';

/** Pupils who left before `cutoff` (a pupil still at school has no left_on and is never touched). */
async function pupilsWhoLeftBefore(db: Db, cutoff: string, options: { notDone?: boolean } = {}): Promise<number[]> {
  let query = db
    .selectFrom('children')
    .select('id')
    .where('left_on', 'is not', null)
    .where('left_on', '<', cutoff)
    .where('deactivated_at', 'is not', null);
  if (options.notDone) query = query.where('retention_done_at', 'is', null);
  return (await query.orderBy('id').execute()).map((r) => r.id);
}

export type RetentionOutcome = Record<string, number>;

/**
 * Applies the retention settings on the school's `today`: each kind's rows (and stored files) of the
 * pupils who left more than its months ago are deleted, each kind in its own transaction with one
 * audit line giving the count (none when nothing went). A pupil past every period is stripped, and a
 * family left with no such pupil loses its accounts' access (decision 078). Running it again the same
 * day finds nothing more to delete.
 */
export async function applyRetention(db: Db, actor: Actor, today: string): Promise<RetentionOutcome> {
  const months = await retentionMonths(db);
  const outcome: RetentionOutcome = {};
  for (const kind of RETENTION_KINDS) {
    const leftBefore = monthsBefore(today, months[kind]);
    const pupils = await pupilsWhoLeftBefore(db, leftBefore);
    const purged = await inTransaction(db, async (trx) => {
      const result = await PURGES[kind](trx, pupils);
      if (result.rows > 0) {
        await recordAudit(trx, actor, { action: 'purge', entity: kind, after: { rows: result.rows, files: result.files, leftBefore } });
      }
      return result;
    });
    outcome[kind] = purged.rows;
  }

  const longest = Math.max(...RETENTION_KINDS.map((kind) => months[kind]));
  const leftBefore = monthsBefore(today, longest);
  const done = await pupilsWhoLeftBefore(db, leftBefore, { notDone: true });
  const closed = await inTransaction(db, async (trx) => {
    if (done.length === 0) return { pupils: 0, familyAccounts: 0 };
    await stripPupils(trx, done, nowInstant());
    const familyAccounts = await closeEmptiedFamilies(trx, done);
    await recordAudit(trx, actor, { action: 'purge', entity: 'pupil', after: { pupils: done.length, familyAccounts, leftBefore } });
    return { pupils: done.length, familyAccounts };
  });
  outcome.pupils = closed.pupils;
  outcome.familyAccounts = closed.familyAccounts;
  return outcome;
}
