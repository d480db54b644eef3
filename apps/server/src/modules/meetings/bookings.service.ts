import {
  isMeetingSlot,
  type TBookingEntry,
  type TBookMeetingsRequest,
  type TBookMeetingsResponse,
  type TCancelMeetingResponse,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { isRetryableConflict, isUniqueViolation, uniqueViolationColumns } from '../../db/errors';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { assertOwnChild } from '../../lib/own-children';
import { teachingLinks } from '../../lib/staff-pupils';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import type { MailContext } from '../../mail/mail-context';
import { queueBookingConfirmation } from './booking-confirmation';
import type { MessageKey, ParamsOf } from '../../i18n/translate';
import { takesPart } from './evening-teachers';
import { isRegistrationOpen, meetingClosed } from './meetings.service';

/** A deadlock between two multi-slot bookings aborts one of them; it is run again, a few times at most. */
const MAX_ATTEMPTS = 3;

const invalidSlot = <Key extends MessageKey>(key: Key, ...params: ParamsOf<Key>) => new AppError('INVALID_SLOT', key, ...params);

/** Checks one entry against the caller, the meeting, the child's subjects and the slot grid. */
async function assertBookable(db: Db, actor: Actor, entry: TBookingEntry, today: string): Promise<void> {
  assertOwnChild(actor, entry.childId);
  const meeting = await db
    .selectFrom('meetings')
    .innerJoin('meeting_participants as p', 'p.meeting_id', 'meetings.id')
    .select([
      'meetings.start_registration_date',
      'meetings.end_registration_date',
      'meetings.start_time',
      'meetings.end_time',
      'meetings.duration_in_minutes',
      'meetings.archived_at',
    ])
    .where('meetings.id', '=', entry.meetingId)
    .where('p.child_id', '=', entry.childId)
    .executeTakeFirst();
  if (!meeting) throw notFound('Meeting');
  // An evening of a past school year (archived by the new-year roll) is read-only, whatever its dates.
  if (meeting.archived_at !== null || !isRegistrationOpen(meeting, today)) throw meetingClosed();
  const subject = await teachingLinks(db)
    .where('child_subjects.child_id', '=', entry.childId)
    .where('child_subjects.subject_id', '=', entry.teachingGroup)
    .executeTakeFirst();
  if (!subject) throw invalidSlot('meetings.subjectNotTaken');
  if (subject.teacher_id !== entry.teacherId) throw invalidSlot('meetings.teacherNotOfSubject');
  if (!(await takesPart(db, entry.meetingId, entry.teacherId))) throw invalidSlot('meetings.teacherNotTakingPart');
  if (!isMeetingSlot(entry.startTime, meeting.start_time, meeting.end_time, meeting.duration_in_minutes)) {
    throw invalidSlot('meetings.notASlot', { time: entry.startTime });
  }
}

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
 * prior read, is what makes a double booking impossible under concurrent requests. With `mail`, the
 * parent's confirmation (with its `.ics`) is queued in the same transaction: sent if and only if booked.
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
  for (const entry of input.bookMeetings) await assertBookable(db, actor, entry, today);
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
