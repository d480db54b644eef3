import { isMeetingSlot, type TBookingEntry } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { compiledQuery } from '../../db/compiled-query';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { assertOwnChild } from '../../lib/own-children';
import { teachingLinks } from '../../lib/staff-pupils';
import type { MessageKey, ParamsOf } from '../../i18n/translate';
import { takesPart } from './evening-teachers';
import { isRegistrationOpen, meetingClosed } from './meetings.service';

const invalidSlot = <Key extends MessageKey>(key: Key, ...params: ParamsOf<Key>) => new AppError('INVALID_SLOT', key, ...params);

/**
 * What every entry of a request is checked against, in one query however many slots it asks (decision 092):
 * one row per evening and child taking part, with each asked teaching group the child is in (its
 * teacher, whether that teacher is on the evening's list) or none. The lists are deduplicated ids;
 * rows of pairs no entry asked for are ignored.
 */
const bookableRows = compiledQuery((db, meetingIds: readonly number[], childIds: readonly number[], subjectIds: readonly number[]) =>
  db
    .selectFrom('meeting_participants as p')
    .innerJoin('meetings as m', 'm.id', 'p.meeting_id')
    .leftJoin(teachingLinks(db).as('taught'), (join) =>
      join.onRef('taught.child_id', '=', 'p.child_id').on('taught.subject_id', 'in', subjectIds),
    )
    .leftJoin('meeting_teachers as listed', (join) =>
      join.onRef('listed.meeting_id', '=', 'p.meeting_id').onRef('listed.teacher_id', '=', 'taught.teacher_id'),
    )
    .select((eb) => [
      'p.meeting_id',
      'p.child_id',
      'm.start_registration_date',
      'm.end_registration_date',
      'm.start_time',
      'm.end_time',
      'm.duration_in_minutes',
      'm.archived_at',
      'taught.subject_id',
      'taught.teacher_id',
      'listed.teacher_id as listed_teacher_id',
      eb
        .exists(eb.selectFrom('meeting_teachers as list').select('list.teacher_id').whereRef('list.meeting_id', '=', 'p.meeting_id'))
        .as('has_teacher_list'),
    ])
    .where('p.meeting_id', 'in', meetingIds)
    .where('p.child_id', 'in', childIds),
);

const distinct = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Checks every entry against the caller, the evening, the child's subjects and the slot grid, entry by
 * entry in the request's order (the first refusal is the answer, as when each entry was read apart),
 * from one query. Other families' children are refused before anything is read.
 */
export async function assertBookable(db: Db, actor: Actor, entries: readonly TBookingEntry[], today: string): Promise<void> {
  for (const entry of entries) assertOwnChild(actor, entry.childId);
  const rows = await bookableRows(
    db,
    distinct(entries.map((e) => e.meetingId)),
    distinct(entries.map((e) => e.childId)),
    distinct(entries.map((e) => e.teachingGroup)),
  );
  for (const entry of entries) {
    const ofChild = rows.filter((r) => r.meeting_id === entry.meetingId && r.child_id === entry.childId);
    const meeting = ofChild[0];
    if (!meeting) throw notFound('Meeting');
    // An evening of a past school year (archived by the new-year roll) is read-only, whatever its dates.
    if (meeting.archived_at !== null || !isRegistrationOpen(meeting, today)) throw meetingClosed();
    const subject = ofChild.find((r) => r.subject_id === entry.teachingGroup);
    if (!subject) throw invalidSlot('meetings.subjectNotTaken');
    if (subject.teacher_id !== entry.teacherId) throw invalidSlot('meetings.teacherNotOfSubject');
    if (!takesPart({ hasTeacherList: Boolean(subject.has_teacher_list), isListed: subject.listed_teacher_id !== null })) {
      throw invalidSlot('meetings.teacherNotTakingPart');
    }
    if (!isMeetingSlot(entry.startTime, meeting.start_time, meeting.end_time, meeting.duration_in_minutes)) {
      throw invalidSlot('meetings.notASlot', { time: entry.startTime });
    }
  }
}
