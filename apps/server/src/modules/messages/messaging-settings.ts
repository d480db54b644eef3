import { MESSAGING_DEFAULTS, REPLY_DAYS_MAX, type TMessagingSettings } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import type { QuietHours } from './quiet-hours';
import { schoolDayRule } from './school-days';

/** The school's messaging settings as `school_settings` rows (decision 096's table); a missing row is the default. */
const NAMES = {
  quietStart: 'messages_quiet_start',
  quietEnd: 'messages_quiet_end',
  replyDays: 'messages_reply_days',
  studentsMayWrite: 'messages_students_may_write',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export async function readMessagingSettings(db: Db): Promise<TMessagingSettings> {
  const rows = await db.selectFrom('school_settings').select(['name', 'value']).where('name', 'in', Object.values(NAMES)).execute();
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  const start = stored.get(NAMES.quietStart);
  const end = stored.get(NAMES.quietEnd);
  // A pair that no longer reads as evening-to-morning falls back as a whole, never half.
  const isPairValid = start !== undefined && end !== undefined && TIME.test(start) && TIME.test(end) && end < start;
  const days = Number(stored.get(NAMES.replyDays));
  return {
    quietStart: isPairValid ? start : MESSAGING_DEFAULTS.quietStart,
    quietEnd: isPairValid ? end : MESSAGING_DEFAULTS.quietEnd,
    replyDays: Number.isInteger(days) && days >= 1 && days <= REPLY_DAYS_MAX ? days : MESSAGING_DEFAULTS.replyDays,
    studentsMayWrite: stored.has(NAMES.studentsMayWrite)
      ? stored.get(NAMES.studentsMayWrite) === 'true'
      : MESSAGING_DEFAULTS.studentsMayWrite,
  };
}

/** The office sets them; one audit line with what changed. */
export async function updateMessagingSettings(db: Db, actor: Actor, input: TMessagingSettings): Promise<TMessagingSettings> {
  await inTransaction(db, async (trx) => {
    const before = await readMessagingSettings(trx);
    const changed = (Object.keys(NAMES) as Array<keyof typeof NAMES>).filter((key) => before[key] !== input[key]);
    if (changed.length === 0) return;
    const at = nowInstant();
    await trx.deleteFrom('school_settings').where('name', 'in', Object.values(NAMES)).execute();
    await trx
      .insertInto('school_settings')
      .values(
        (Object.keys(NAMES) as Array<keyof typeof NAMES>).map((key) => ({
          name: NAMES[key],
          value: String(input[key]),
          updated_at: at,
          updated_by: actor.userId,
        })),
      )
      .execute();
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'messagingSettings',
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, input[key]])),
    });
  });
  return readMessagingSettings(db);
}

/** Which days are school days, from the term dates. */
export async function readSchoolDays(db: Db): Promise<(date: string) => boolean> {
  return schoolDayRule(await db.selectFrom('school_terms').select(['start_date', 'end_date']).execute());
}

/** The quiet hours as the delivery time needs them. */
export async function readQuietHours(db: Db, timeZone: string): Promise<QuietHours> {
  const settings = await readMessagingSettings(db);
  return { quietStart: settings.quietStart, quietEnd: settings.quietEnd, timeZone, isSchoolDay: await readSchoolDays(db) };
}

/** The pause that stops this family (its own first, else the whole school's), or null. */
export async function activePause(db: Db, familyId: number | null): Promise<{ reason: string } | null> {
  const rows = await db
    .selectFrom('messaging_pauses')
    .select(['family_id', 'reason'])
    .where('lifted_at', 'is', null)
    .where((eb) => (familyId === null ? eb('family_id', 'is', null) : eb.or([eb('family_id', 'is', null), eb('family_id', '=', familyId)])))
    .orderBy('id', 'desc')
    .execute();
  return rows.find((r) => r.family_id !== null) ?? rows[0] ?? null;
}
