import {
  RETENTION_DEFAULT_MONTHS,
  RETENTION_KINDS,
  type TRetentionKind,
  type TRetentionSettings,
  type TUpdateRetentionRequest,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';

/** When the daily retention job runs on the school's clocks: at night, away from anyone's use. */
export const RETENTION_TIME = '02:30';

/** Each kind's months: the office's setting, or the kind's default where it set none. */
export async function retentionMonths(db: Db): Promise<Record<TRetentionKind, number>> {
  const rows = await db.selectFrom('retention_settings').select(['kind', 'months']).execute();
  const months: Record<TRetentionKind, number> = { ...RETENTION_DEFAULT_MONTHS };
  for (const row of rows) {
    if ((RETENTION_KINDS as readonly string[]).includes(row.kind)) months[row.kind as TRetentionKind] = row.months;
  }
  return months;
}

export async function readRetentionSettings(db: Db): Promise<TRetentionSettings> {
  const rows = await db.selectFrom('retention_settings').select(['kind', 'months', 'updated_at']).execute();
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return {
    settings: RETENTION_KINDS.map((kind) => ({
      kind,
      months: byKind.get(kind)?.months ?? RETENTION_DEFAULT_MONTHS[kind],
      defaultMonths: RETENTION_DEFAULT_MONTHS[kind],
      updatedAt: byKind.get(kind)?.updated_at ?? null,
    })),
    runsAt: RETENTION_TIME,
  };
}

/** The office sets every kind at once; the kinds that changed are written, with one audit line. */
export async function updateRetentionSettings(db: Db, actor: Actor, input: TUpdateRetentionRequest): Promise<TRetentionSettings> {
  await inTransaction(db, async (trx) => {
    const before = await retentionMonths(trx);
    const changed = RETENTION_KINDS.filter((kind) => before[kind] !== input[kind]);
    if (changed.length === 0) return;
    const at = nowInstant();
    for (const kind of changed) {
      await trx.deleteFrom('retention_settings').where('kind', '=', kind).execute();
      await trx.insertInto('retention_settings').values({ kind, months: input[kind], updated_at: at, updated_by: actor.userId }).execute();
    }
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'retention',
      before: Object.fromEntries(changed.map((kind) => [kind, before[kind]])),
      after: Object.fromEntries(changed.map((kind) => [kind, input[kind]])),
    });
  });
  return readRetentionSettings(db);
}
