import { addDays, meetingSlots } from '@carnet/contract';
import { OPEN_MEETING_NAME, PAST_MEETING_NAME } from '../../demo/meetings';
import type { Db } from '../../db/connect';
import { createSink } from './bulk';
import type { School } from './school';

/** The open evening: registration opened three days ago, every pupil takes part, four hours of ten-minute slots. */
export const OPEN_EVENING = { id: 1, startTime: '16:00', endTime: '20:00', durationInMinutes: 10 };
const PAST_EVENING = { id: 2, startTime: '17:00', endTime: '20:00', durationInMinutes: 15 };

/**
 * Two parents' evenings: the one open for booking today (nothing booked yet, so the bench's rush
 * starts from an empty grid) and last school year's, where each family saw the mathematics and French
 * teachers of its eldest child at the first slot free for both.
 */
export async function writeEvenings(db: Db, school: School, today: string): Promise<number> {
  await db
    .insertInto('meetings')
    .values([
      {
        id: OPEN_EVENING.id,
        name: OPEN_MEETING_NAME,
        date: addDays(today, 14),
        start_registration_date: addDays(today, -3),
        end_registration_date: addDays(today, 10),
        start_time: OPEN_EVENING.startTime,
        end_time: OPEN_EVENING.endTime,
        duration_in_minutes: OPEN_EVENING.durationInMinutes,
      },
      {
        id: PAST_EVENING.id,
        name: PAST_MEETING_NAME,
        date: addDays(today, -300),
        start_registration_date: addDays(today, -330),
        end_registration_date: addDays(today, -305),
        start_time: PAST_EVENING.startTime,
        end_time: PAST_EVENING.endTime,
        duration_in_minutes: PAST_EVENING.durationInMinutes,
      },
    ])
    .execute();
  const participants = createSink(db, 'meeting_participants');
  for (const meetingId of [OPEN_EVENING.id, PAST_EVENING.id]) {
    for (const pupil of school.pupils) await participants.add({ meeting_id: meetingId, child_id: pupil.id });
  }
  await participants.close();

  const slots = meetingSlots(PAST_EVENING.startTime, PAST_EVENING.endTime, PAST_EVENING.durationInMinutes);
  const teacherBusy = new Set<string>();
  const subjectOf = new Map(school.subjects.map((s) => [s.id, s]));
  const bookings = createSink(db, 'meeting_bookings');
  const createdAt = `${addDays(today, -320)}T19:00:00.000Z`;
  for (const family of school.families) {
    const pupil = school.pupils[family.pupilIds[0]! - 1]!;
    const familyBusy = new Set<string>();
    for (const subjectId of pupil.subjectIds.slice(0, 2)) {
      const subject = subjectOf.get(subjectId)!;
      const time = slots.find((t) => !familyBusy.has(t) && !teacherBusy.has(`${subject.teacherId}@${t}`));
      if (!time) continue;
      familyBusy.add(time);
      teacherBusy.add(`${subject.teacherId}@${time}`);
      await bookings.add({
        meeting_id: PAST_EVENING.id,
        teacher_id: subject.teacherId,
        subject_id: subject.id,
        child_id: pupil.id,
        family_id: family.id,
        start_time: time,
        created_at: createdAt,
      });
    }
  }
  return bookings.close();
}
