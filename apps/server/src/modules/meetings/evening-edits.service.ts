import { type TEditEvening, meetingSlots } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { notifyParentsOfChildren } from '../notifications/notify';
import { eveningNotFound } from './evenings.staff.service';

async function bookingCount(trx: Db, meetingId: number): Promise<number> {
  const row = await trx
    .selectFrom('meeting_bookings')
    .select(sql<number>`count(*)`.as('n'))
    .where('meeting_id', '=', meetingId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The office changes an evening's settings. The name and booking window change at any time (closing
 * booking early is how an evening is stopped once families booked). The date, hours and slot length
 * change only while nothing is booked: a family's slot must stay where they put it. When the date or
 * hours change, the families taking part are told.
 */
export function updateEvening(db: Db, actor: Actor, id: number, input: TEditEvening): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw eveningNotFound();
    if (meetingSlots(input.startTime, input.endTime, input.slotMinutes).length === 0) throw badRequest('meetings.noSlot');
    if (input.bookingFrom > input.bookingTo) throw badRequest('meetings.windowReversed');
    if (input.bookingTo > input.date) throw badRequest('evenings.windowAfterEvening');
    const isRescheduled =
      input.date !== before.date ||
      input.startTime !== before.start_time ||
      input.endTime !== before.end_time ||
      input.slotMinutes !== before.duration_in_minutes;
    if (isRescheduled && (await bookingCount(trx, id)) > 0) throw new AppError('CONFLICT', 'evenings.rescheduleBooked');
    await trx
      .updateTable('meetings')
      .set({
        name: input.name,
        date: input.date,
        start_time: input.startTime,
        end_time: input.endTime,
        duration_in_minutes: input.slotMinutes,
        start_registration_date: input.bookingFrom,
        end_registration_date: input.bookingTo,
      })
      .where('id', '=', id)
      .execute();
    if (isRescheduled) {
      const participants = await trx.selectFrom('meeting_participants').select('child_id').where('meeting_id', '=', id).execute();
      await notifyParentsOfChildren(
        trx,
        participants.map((p) => p.child_id),
        {
          subject: 'meeting',
          subjectId: id,
          kind: 'meeting.rescheduled',
          params: { name: input.name, date: { date: input.date }, startTime: input.startTime, endTime: input.endTime },
        },
      );
    }
    await recordAudit(trx, actor, { action: 'update', entity: 'evening', entityId: id, before, after: input });
  });
}

/**
 * The office deletes an evening made by mistake, while nothing is booked in it; its participants, its
 * teachers and the families' notifications about it go with it. An evening with bookings is stopped by
 * closing its booking window instead, so no family loses a slot without being told.
 */
export function deleteEvening(db: Db, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw eveningNotFound();
    if ((await bookingCount(trx, id)) > 0) throw new AppError('CONFLICT', 'evenings.deleteBooked');
    await trx.deleteFrom('meeting_teachers').where('meeting_id', '=', id).execute();
    await trx.deleteFrom('meeting_participants').where('meeting_id', '=', id).execute();
    await trx.deleteFrom('notifications').where('subject', '=', 'meeting').where('subject_id', '=', id).execute();
    await trx.deleteFrom('meetings').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'delete', entity: 'evening', entityId: id, before });
  });
}
