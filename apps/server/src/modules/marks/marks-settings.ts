import { MARKS_SETTINGS_DEFAULTS, PARENTS_DELAY_MAX_MINUTES, type TMarksSettings } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { AUDITED, type WriteOptions } from './marks-reach';

/**
 * The school's release hour and the parents' delay (decision 114) as `school_settings` rows; a missing or
 * unreadable row is the default (MARKS_SETTINGS_DEFAULTS: 18:00, an hour).
 */
const RELEASE_TIME = 'marks_release_time';
const PARENTS_DELAY = 'marks_parents_delay_minutes';

export async function readMarksSettings(db: Db): Promise<TMarksSettings> {
  const rows = await db
    .selectFrom('school_settings')
    .select(['name', 'value'])
    .where('name', 'in', [RELEASE_TIME, PARENTS_DELAY])
    .execute();
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  const time = stored.get(RELEASE_TIME);
  const delay = Number(stored.get(PARENTS_DELAY));
  return {
    releaseTime: time !== undefined && /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : MARKS_SETTINGS_DEFAULTS.releaseTime,
    parentsDelayMinutes:
      stored.has(PARENTS_DELAY) && Number.isInteger(delay) && delay >= 0 && delay <= PARENTS_DELAY_MAX_MINUTES
        ? delay
        : MARKS_SETTINGS_DEFAULTS.parentsDelayMinutes,
  };
}

/** The office sets both; an assessment already published keeps the release it was given. */
export async function updateMarksSettings(
  db: Db,
  actor: Actor,
  input: TMarksSettings,
  options: WriteOptions = AUDITED,
): Promise<TMarksSettings> {
  const before = await readMarksSettings(db);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('school_settings').where('name', 'in', [RELEASE_TIME, PARENTS_DELAY]).execute();
    const at = nowInstant();
    await trx
      .insertInto('school_settings')
      .values([
        { name: RELEASE_TIME, value: input.releaseTime, updated_at: at, updated_by: actor.userId },
        { name: PARENTS_DELAY, value: String(input.parentsDelayMinutes), updated_at: at, updated_by: actor.userId },
      ])
      .execute();
    if (options.isAudited) await recordAudit(trx, actor, { action: 'update', entity: 'marksSettings', before, after: input });
  });
  return readMarksSettings(db);
}
