import type { Db } from '../../db/connect';
import { fromDbBool, fromJsonText } from '../../db/values';

/** Who a staff account is, by name, for "who wrote it" columns (null: written before Carnet kept it). */
const staffName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** rewards.json: rewards and sanctions as written (commendations are counted from the rewards, not stored). */
export async function gatherRewards(db: Db, childIds: number[]) {
  if (childIds.length === 0) return [];
  const rows = await db
    .selectFrom('rewards')
    .leftJoin('users', 'users.id', 'rewards.created_by')
    .select([
      'rewards.id',
      'rewards.child_id',
      'rewards.kind',
      'rewards.date',
      'rewards.subject',
      'rewards.resume',
      'rewards.responsible',
      'users.first_name',
      'users.last_name',
    ])
    .where('rewards.child_id', 'in', childIds)
    .orderBy('rewards.date')
    .orderBy('rewards.id')
    .execute();
  return rows.map(({ first_name, last_name, ...reward }) => ({ ...reward, written_by: staffName(first_name, last_name) }));
}

/** concerns.json: each concern, who raised it, and whether and when the family acknowledged it. */
export async function gatherConcerns(db: Db, childIds: number[]) {
  if (childIds.length === 0) return [];
  const rows = await db
    .selectFrom('concerns')
    .leftJoin('users', 'users.id', 'concerns.raised_by')
    .select([
      'concerns.id',
      'concerns.child_id',
      'concerns.date',
      'concerns.type',
      'concerns.reason',
      'concerns.comment',
      'concerns.acknowledged',
      'concerns.acknowledged_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('concerns.child_id', 'in', childIds)
    // The family's copy holds what the family is shown: staff-only concerns stay with staff (decision 096).
    .where('concerns.staff_only', '=', 0)
    .orderBy('concerns.date')
    .orderBy('concerns.id')
    .execute();
  return rows.map(({ first_name, last_name, ...concern }) => ({
    ...concern,
    acknowledged: fromDbBool(concern.acknowledged),
    raised_by: staffName(first_name, last_name),
  }));
}

/** forms.json: every form sent to the children, its questions, and the family's answers when given. */
export async function gatherForms(db: Db, childIds: number[]) {
  if (childIds.length === 0) return [];
  const rows = await db
    .selectFrom('form_requests')
    .innerJoin('forms', 'forms.id', 'form_requests.form_id')
    .select([
      'form_requests.id',
      'form_requests.child_id',
      'forms.name as form',
      'forms.type',
      'forms.deadline',
      'forms.schema',
      'form_requests.completed',
      'form_requests.completed_at',
      'form_requests.reminded_at',
      'form_requests.result_data',
    ])
    .where('form_requests.child_id', 'in', childIds)
    .orderBy('form_requests.id')
    .execute();
  return rows.map(({ schema, result_data, ...request }) => ({
    ...request,
    completed: fromDbBool(request.completed),
    questions: fromJsonText<unknown>(schema, null),
    answers: fromJsonText<unknown>(result_data, null),
  }));
}

/** meetings.json: the parents' evenings the children were invited to, and every appointment booked. */
export async function gatherMeetings(db: Db, familyId: number, childIds: number[]) {
  if (childIds.length === 0) return { invitations: [], bookings: [] };
  const invitations = await db
    .selectFrom('meeting_participants')
    .innerJoin('meetings', 'meetings.id', 'meeting_participants.meeting_id')
    .select([
      'meeting_participants.child_id',
      'meetings.id as meeting_id',
      'meetings.name',
      'meetings.date',
      'meetings.start_registration_date',
      'meetings.end_registration_date',
    ])
    .where('meeting_participants.child_id', 'in', childIds)
    .orderBy('meetings.date')
    .orderBy('meetings.id')
    .execute();
  const bookings = await db
    .selectFrom('meeting_bookings')
    .innerJoin('meetings', 'meetings.id', 'meeting_bookings.meeting_id')
    .innerJoin('teachers', 'teachers.id', 'meeting_bookings.teacher_id')
    .innerJoin('subjects', 'subjects.id', 'meeting_bookings.subject_id')
    .select([
      'meeting_bookings.id',
      'meeting_bookings.child_id',
      'meetings.name as meeting',
      'meetings.date',
      'meeting_bookings.start_time',
      'subjects.name as subject',
      'teachers.first_name',
      'teachers.last_name',
      'meeting_bookings.created_at',
    ])
    .where((eb) => eb.or([eb('meeting_bookings.family_id', '=', familyId), eb('meeting_bookings.child_id', 'in', childIds)]))
    .orderBy('meetings.date')
    .orderBy('meeting_bookings.start_time')
    .orderBy('meeting_bookings.id')
    .execute();
  return {
    invitations,
    bookings: bookings.map(({ first_name, last_name, ...booking }) => ({ ...booking, teacher: `${first_name} ${last_name}` })),
  };
}
