import { type TAbsenceReason, type TDayAbsences, addDays, isAbsence, isLateness, zonedInstant, zonedTimeOfDay } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool, toDbBool } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';

/**
 * The day's absences and lateness, per class, for the office. Registry dates are instants: the day is
 * the range between two midnights on the school's clock, and a lesson's time is read on that clock.
 */
export async function listDayAbsences(db: Db, date: string, timeZone: string): Promise<TDayAbsences> {
  const rows = await db
    .selectFrom('registry_entries as r')
    .innerJoin('children as c', 'c.id', 'r.child_id')
    .leftJoin('subjects as s', 's.id', 'r.subject_id')
    .select([
      'r.id',
      'r.child_id',
      'r.date',
      'r.statut',
      'r.excused',
      'r.reason',
      'c.first_name',
      'c.last_name',
      'c.class_name',
      's.name as subject',
    ])
    .where('r.date', '>=', zonedInstant(date, '00:00', timeZone))
    .where('r.date', '<', zonedInstant(addDays(date, 1), '00:00', timeZone))
    .orderBy('c.class_name')
    .orderBy('c.last_name')
    .orderBy('c.first_name')
    .orderBy('r.date')
    .execute();
  const classes = new Map<string, TDayAbsences['classes'][number]>();
  for (const row of rows) {
    if (!isAbsence(row.statut) && !isLateness(row.statut)) continue;
    const group = classes.get(row.class_name) ?? { className: row.class_name, absences: [] };
    group.absences.push({
      id: row.id,
      childId: row.child_id,
      firstName: row.first_name,
      lastName: row.last_name,
      statut: row.statut,
      subject: row.subject ?? '',
      startHour: zonedTimeOfDay(row.date, timeZone),
      excused: fromDbBool(row.excused),
      reason: row.reason,
    });
    classes.set(row.class_name, group);
  }
  return { date, classes: [...classes.values()] };
}

/** The office records why a pupil was absent (a certificate came in, a parent called), audited. */
export function recordAbsenceReason(db: Db, actor: Actor, id: number, input: TAbsenceReason): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('registry_entries')
      .select(['child_id', 'statut', 'reason', 'excused'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before || (!isAbsence(before.statut) && !isLateness(before.statut))) throw new AppError('NOT_FOUND', 'rollCall.absenceNotFound');
    await trx
      .updateTable('registry_entries')
      .set({ reason: input.reason, excused: toDbBool(input.excused) })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'absence',
      entityId: id,
      childId: before.child_id,
      before: { reason: before.reason, excused: fromDbBool(before.excused) },
      after: input,
    });
  });
}
