import { type TEveningSchedule, isMeetingSlot, meetingSlots } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { reachesTeacher } from '../../lib/staff-pupils';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { notifyParentsOfChildren } from '../notifications/notify';
import { teachersOfEvening } from './evening-teachers';
import type { MailContext } from '../../mail/mail-context';
import { queueBookingConfirmation } from './booking-confirmation-job';
import { eveningNotFound } from './evenings.staff.service';

/**
 * A teacher's evening, slot by slot, with the pupil, the class and the parents of each booking. A
 * teacher reads their own schedule only; the office anyone's.
 */
export async function getEveningSchedule(db: Db, actor: Actor, id: number, teacherId: number): Promise<TEveningSchedule> {
  if (!reachesTeacher(actor, teacherId)) throw eveningNotFound();
  const meeting = await db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!meeting) throw eveningNotFound();
  const teacher = (await teachersOfEvening(db, id)).find((t) => t.id === teacherId);
  if (!teacher) throw eveningNotFound();
  const bookings = await db
    .selectFrom('meeting_bookings as b')
    .innerJoin('children', 'children.id', 'b.child_id')
    .innerJoin('subjects', 'subjects.id', 'b.subject_id')
    .select([
      'b.id',
      'b.start_time',
      'b.family_id',
      'children.first_name',
      'children.last_name',
      'children.class_name',
      'subjects.teaching_group',
    ])
    .where('b.meeting_id', '=', id)
    .where('b.teacher_id', '=', teacherId)
    .execute();
  const familyIds = [...new Set(bookings.map((b) => b.family_id))];
  const contacts =
    familyIds.length === 0
      ? []
      : await db
          .selectFrom('family_members')
          .select(['family_id', 'first_name', 'last_name', 'email', 'mobile'])
          .where('family_id', 'in', familyIds)
          .orderBy('id')
          .execute();
  return {
    evening: { id, name: meeting.name, date: meeting.date },
    teacher: teacher.name,
    slots: meetingSlots(meeting.start_time, meeting.end_time, meeting.duration_in_minutes).map((time) => {
      const booking = bookings.find((b) => b.start_time === time);
      return {
        time,
        booking: booking
          ? {
              bookingId: booking.id,
              time,
              pupil: `${booking.first_name} ${booking.last_name}`,
              className: booking.class_name,
              teachingGroup: booking.teaching_group,
              parents: contacts
                .filter((c) => c.family_id === booking.family_id)
                .map((c) => ({ name: `${c.first_name} ${c.last_name}`, email: c.email, mobile: c.mobile })),
            }
          : null,
      };
    }),
  };
}

/**
 * The office moves a booking to another slot of the same teacher. The unique indexes still decide:
 * the teacher's slot or the family's time already taken is a 409, as for families. The family is told.
 */
export function moveBooking(
  db: Db,
  actor: Actor,
  id: number,
  bookingId: number,
  startTime: string,
  mail: MailContext | null = null,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const booking = await trx
      .selectFrom('meeting_bookings as b')
      .innerJoin('meetings', 'meetings.id', 'b.meeting_id')
      .innerJoin('children', 'children.id', 'b.child_id')
      .select([
        'b.start_time as booked_time',
        'b.child_id',
        'b.family_id',
        'meetings.name',
        'meetings.start_time',
        'meetings.end_time',
        'meetings.duration_in_minutes',
        'children.first_name',
      ])
      .where('b.id', '=', bookingId)
      .where('b.meeting_id', '=', id)
      .executeTakeFirst();
    if (!booking) throw new AppError('NOT_FOUND', 'evenings.bookingNotFound');
    if (!isMeetingSlot(startTime, booking.start_time, booking.end_time, booking.duration_in_minutes)) {
      throw new AppError('INVALID_SLOT', 'meetings.notASlot', { time: startTime });
    }
    try {
      // SEQUENCE of the appointment's calendar event: the new confirmation replaces the old one.
      await trx
        .updateTable('meeting_bookings')
        .set((eb) => ({ start_time: startTime, sequence: eb('sequence', '+', 1) }))
        .where('id', '=', bookingId)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('SLOT_TAKEN', 'meetings.slotTaken');
      throw error;
    }
    await notifyParentsOfChildren(trx, [booking.child_id], {
      subject: 'meeting',
      subjectId: id,
      kind: 'meeting.appointmentMoved',
      params: { name: booking.name, firstName: booking.first_name, from: booking.booked_time, to: startTime },
    });
    if (mail) await queueBookingConfirmation(trx, mail, { bookingIds: [bookingId], familyId: booking.family_id, isMove: true });
    await recordAudit(trx, actor, {
      action: 'move',
      entity: 'booking',
      entityId: bookingId,
      childId: booking.child_id,
      before: { startTime: booking.booked_time },
      after: { startTime },
    });
  });
}
