import { ABSENCE_NOTICE_DELAY_MINUTES, type TAbsenceNoticeSettings } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';

const SETTING = 'absence_notice_delay_minutes';

/** How long a register's absence notices wait after it is saved: the office's setting, or ten minutes (decision 096). */
export async function readAbsenceNoticeDelay(db: Db): Promise<TAbsenceNoticeSettings> {
  const row = await db.selectFrom('school_settings').select('value').where('name', '=', SETTING).executeTakeFirst();
  const minutes = row === undefined ? Number.NaN : Number(row.value);
  const isValid = Number.isInteger(minutes) && minutes >= 0 && minutes <= ABSENCE_NOTICE_DELAY_MINUTES.max;
  return { delayMinutes: isValid ? minutes : ABSENCE_NOTICE_DELAY_MINUTES.default };
}

/** The office sets the delay; registers saved from then on wait the new one. One audit line when it changes. */
export async function updateAbsenceNoticeDelay(db: Db, actor: Actor, input: TAbsenceNoticeSettings): Promise<TAbsenceNoticeSettings> {
  await inTransaction(db, async (trx) => {
    const before = await readAbsenceNoticeDelay(trx);
    if (before.delayMinutes === input.delayMinutes) return;
    await trx.deleteFrom('school_settings').where('name', '=', SETTING).execute();
    await trx
      .insertInto('school_settings')
      .values({ name: SETTING, value: String(input.delayMinutes), updated_at: nowInstant(), updated_by: actor.userId })
      .execute();
    await recordAudit(trx, actor, { action: 'update', entity: 'absenceNotices', before, after: input });
  });
  return readAbsenceNoticeDelay(db);
}
