import { type TEvening, type TNewEvening, meetingSlots } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { refuseClosedClasses } from '../../lib/closed-classes';
import { reachesTeacher } from '../../lib/staff-pupils';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { teachersOfEvenings } from './evening-teachers';
import { publishMeeting } from './meetings.publish';

export const eveningNotFound = () => new AppError('NOT_FOUND', 'evenings.notFound');

/**
 * The office makes an evening: the pupils of the chosen classes take part (their parents are told at
 * once), with the chosen teachers or, when none is chosen, every teacher of those pupils' groups.
 */
export function createEvening(db: Db, actor: Actor, input: TNewEvening): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    if (input.bookingTo > input.date) throw badRequest('evenings.windowAfterEvening');
    const classes = await trx.selectFrom('classes').select('id').where('id', 'in', input.classIds).execute();
    const missingClass = input.classIds.find((id) => !classes.some((c) => c.id === id));
    if (missingClass !== undefined) throw badRequest('evenings.unknownClass', { id: missingClass });
    await refuseClosedClasses(trx, input.classIds);
    if (input.teacherIds.length > 0) {
      const teachers = await trx
        .selectFrom('teachers')
        .select('id')
        .where('id', 'in', input.teacherIds)
        .where('deactivated_at', 'is', null)
        .execute();
      const missingTeacher = input.teacherIds.find((id) => !teachers.some((t) => t.id === id));
      if (missingTeacher !== undefined) throw badRequest('evenings.unknownTeacher', { id: missingTeacher });
    }
    const pupils = await trx
      .selectFrom('children')
      .select('id')
      .where('class_id', 'in', input.classIds)
      .where('deactivated_at', 'is', null)
      .execute();
    if (pupils.length === 0) throw badRequest('evenings.noPupil');
    const childIds = pupils.map((p) => p.id);
    const id = await publishMeeting(trx, {
      name: input.name,
      date: input.date,
      startRegistrationDate: input.bookingFrom,
      endRegistrationDate: input.bookingTo,
      startTime: input.startTime,
      endTime: input.endTime,
      durationInMinutes: input.slotMinutes,
      childIds,
    });
    const teacherIds = [...new Set(input.teacherIds)];
    if (teacherIds.length > 0)
      await trx
        .insertInto('meeting_teachers')
        .values(teacherIds.map((teacherId) => ({ meeting_id: id, teacher_id: teacherId })))
        .execute();
    await recordAudit(trx, actor, { action: 'create', entity: 'evening', entityId: id, after: { ...input, pupils: childIds.length } });
    return { id };
  });
}

/**
 * Evenings with each teacher's slots, bookings and fill rate, in the order given; a teacher gets only the
 * evenings they take part in, with their own line. Four queries however many evenings.
 */
async function eveningsWithLines(db: Db, actor: Actor, ids: readonly number[]): Promise<TEvening[]> {
  if (ids.length === 0) return [];
  const meetings = await db.selectFrom('meetings').selectAll().where('id', 'in', ids).execute();
  const teachersByEvening = await teachersOfEvenings(db, ids);
  const booked = await db
    .selectFrom('meeting_bookings')
    .select(['meeting_id', 'teacher_id', sql<number>`count(*)`.as('n')])
    .where('meeting_id', 'in', ids)
    .groupBy(['meeting_id', 'teacher_id'])
    .execute();
  const pupils = await db
    .selectFrom('meeting_participants')
    .select(['meeting_id', sql<number>`count(*)`.as('n')])
    .where('meeting_id', 'in', ids)
    .groupBy('meeting_id')
    .execute();
  const evenings: TEvening[] = [];
  for (const id of ids) {
    const meeting = meetings.find((m) => m.id === id);
    let teachers = teachersByEvening.get(id) ?? [];
    if (!isOffice(actor)) teachers = teachers.filter((teacher) => reachesTeacher(actor, teacher.id));
    if (!meeting || (!isOffice(actor) && teachers.length === 0)) continue;
    const slots = meetingSlots(meeting.start_time, meeting.end_time, meeting.duration_in_minutes).length;
    evenings.push({
      id,
      name: meeting.name,
      date: meeting.date,
      startTime: meeting.start_time,
      endTime: meeting.end_time,
      slotMinutes: meeting.duration_in_minutes,
      bookingFrom: meeting.start_registration_date,
      bookingTo: meeting.end_registration_date,
      pupils: Number(pupils.find((p) => p.meeting_id === id)?.n ?? 0),
      teachers: teachers.map((teacher) => {
        const count = Number(booked.find((b) => b.meeting_id === id && b.teacher_id === teacher.id)?.n ?? 0);
        return { teacherId: teacher.id, teacher: teacher.name, slots, booked: count, fillRate: slots === 0 ? 0 : count / slots };
      }),
    });
  }
  return evenings;
}

/** One evening with each teacher's line; a teacher sees their own line only (404 when not taking part). */
export async function getEvening(db: Db, actor: Actor, id: number): Promise<TEvening> {
  const [evening] = await eveningsWithLines(db, actor, [id]);
  if (!evening) throw eveningNotFound();
  return evening;
}

/** The 50 latest evenings, newest first; a teacher those they take part in. */
export async function listEvenings(db: Db, actor: Actor): Promise<TEvening[]> {
  const rows = await db.selectFrom('meetings').select('id').orderBy('date', 'desc').orderBy('id', 'desc').limit(50).execute();
  return eveningsWithLines(
    db,
    actor,
    rows.map((row) => row.id),
  );
}
