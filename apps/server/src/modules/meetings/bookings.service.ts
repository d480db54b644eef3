import type { TBookingEntry, TBookMeetingsRequest, TBookMeetingsResponse, TCancelMeetingResponse } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { isRetryableConflict, isUniqueViolation, uniqueViolationColumns } from '../../db/errors';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { assertOwnChild } from '../../lib/own-children';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import type { MailContext } from '../../mail/mail-context';
import { assertBookable } from './booking-checks';
import { queueBookingConfirmation } from './booking-confirmation-job';
import { isRegistrationOpen, meetingClosed } from './meetings.service';

/** A deadlock between two multi-slot bookings aborts one of them; it is run again, a few times at most. */
const MAX_ATTEMPTS = 3;

/** Which of the three unique indexes refused the booking, told in the family's terms. */
function slotTaken(error: unknown): AppError {
  const columns = uniqueViolationColumns(error);
  if (columns.includes('teacher_id')) return new AppError('SLOT_TAKEN', 'meetings.slotTakenForTeacher');
  if (columns.includes('subject_id')) return new AppError('SLOT_TAKEN', 'meetings.childHasSubjectBooking');
  if (columns.includes('family_id')) return new AppError('SLOT_TAKEN', 'meetings.familyBusy');
  return new AppError('SLOT_TAKEN', 'meetings.slotTaken');
}

/**
 * Books every entry or none. The rows go in with one INSERT, which is atomic on both engines, and
 * the unique indexes (teacher+time, child+subject, family+time) decide races: the database, not a
 * prior read, is what makes a double booking impossible under concurrent requests. A fixed handful of
 * statements whatever the number of slots: one query checks them all, then BEGIN, the INSERT, the
 * confirmation's job and COMMIT. With `mail`, that job records in the same transaction that the parent's
 * confirmation must go (sent if and only if booked); the worker writes it after the commit (decision 092).
 */
export async function bookMeetings(
  db: Db,
  actor: Actor,
  input: TBookMeetingsRequest,
  today: string,
  mail: MailContext | null = null,
): Promise<TBookMeetingsResponse> {
  const familyId = actor.familyId;
  if (familyId === null) throw notFound('Child');
  await assertBookable(db, actor, input.bookMeetings, today);
  const createdAt = nowInstant();
  // A stable order of rows makes two multi-slot requests lock index entries in the same order.
  const rows = [...input.bookMeetings]
    .sort((a, b) => a.meetingId - b.meetingId || a.teacherId - b.teacherId || a.startTime.localeCompare(b.startTime))
    .map((e) => ({
      meeting_id: e.meetingId,
      teacher_id: e.teacherId,
      subject_id: e.teachingGroup,
      child_id: e.childId,
      family_id: familyId,
      start_time: e.startTime,
      created_at: createdAt,
    }));
  for (let attempt = 1; ; attempt += 1) {
    try {
      await inTransaction(db, async (trx) => {
        const inserted = await trx.insertInto('meeting_bookings').values(rows).returning('id').execute();
        if (!mail) return;
        const bookingIds = inserted.map((row) => row.id);
        await queueBookingConfirmation(trx, mail, { bookingIds, familyId, parentUserId: actor.userId });
      });
      return { booked: input.bookMeetings };
    } catch (error) {
      if (isUniqueViolation(error)) throw slotTaken(error);
      if (!isRetryableConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** Cancels one booking of the caller's child, matched on every field; frees the slot at once. */
export async function cancelMeeting(db: Db, actor: Actor, entry: TBookingEntry, today: string): Promise<TCancelMeetingResponse> {
  assertOwnChild(actor, entry.childId, 'Booking');
  const booking = await db
    .selectFrom('meeting_bookings as b')
    .innerJoin('meetings', 'meetings.id', 'b.meeting_id')
    .select(['b.id', 'meetings.start_registration_date', 'meetings.end_registration_date', 'meetings.archived_at'])
    .where('b.meeting_id', '=', entry.meetingId)
    .where('b.child_id', '=', entry.childId)
    .where('b.teacher_id', '=', entry.teacherId)
    .where('b.subject_id', '=', entry.teachingGroup)
    .where('b.start_time', '=', entry.startTime)
    .executeTakeFirst();
  if (!booking) throw notFound('Booking');
  if (booking.archived_at !== null || !isRegistrationOpen(booking, today)) throw meetingClosed();
  const result = await db.deleteFrom('meeting_bookings').where('id', '=', booking.id).executeTakeFirst();
  // A concurrent cancel of the same booking got there first.
  if (Number(result.numDeletedRows) === 0) throw notFound('Booking');
  return { canceled: entry };
}
