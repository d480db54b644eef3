import type { TCreateTeachingGroupRequest, TTeachingGroup, TUpdateTeachingGroupRequest } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { refuseClosedClasses } from '../../lib/closed-classes';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { conflict, deleteOrConflict, missing } from './structure-errors';

/**
 * Teaching groups: a `subjects` row is one subject taught by one teacher to one class ('6A Mathematics'),
 * its pupils in child_subjects. The list answers "who teaches what to which class" at a glance.
 */

function teachingGroupsQuery(db: Db) {
  return db
    .selectFrom('subjects as s')
    .innerJoin('teachers as t', 't.id', 's.teacher_id')
    .leftJoin('classes as c', 'c.id', 's.class_id')
    .select((eb) => [
      's.id',
      's.name',
      's.short_name',
      's.teaching_group',
      's.color',
      's.class_id',
      'c.name as class_name',
      's.teacher_id',
      't.first_name',
      't.last_name',
      eb
        .selectFrom('child_subjects')
        .innerJoin('children', 'children.id', 'child_subjects.child_id')
        .select(eb.fn.countAll().as('n'))
        .whereRef('child_subjects.subject_id', '=', 's.id')
        .where('children.deactivated_at', 'is', null)
        .as('pupilCount'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof teachingGroupsQuery>['executeTakeFirstOrThrow']>>;
const toTeachingGroup = (r: Row): TTeachingGroup => ({
  id: r.id,
  subject: r.name,
  shortName: r.short_name,
  label: r.teaching_group,
  color: r.color,
  classId: r.class_id,
  className: r.class_name,
  teacherId: r.teacher_id,
  teacherName: `${r.first_name} ${r.last_name}`,
  pupilCount: Number(r.pupilCount),
});

export async function listTeachingGroups(db: Db, filter: { classId?: number }): Promise<TTeachingGroup[]> {
  let query = teachingGroupsQuery(db);
  if (filter.classId !== undefined) query = query.where('s.class_id', '=', filter.classId);
  const rows = await query.orderBy('c.name').orderBy('s.name').orderBy('s.teaching_group').execute();
  return rows.map(toTeachingGroup);
}

export async function findTeachingGroup(db: Db, id: number): Promise<TTeachingGroup> {
  const row = await teachingGroupsQuery(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw missing('structure.teachingGroupNotFound');
  return toTeachingGroup(row);
}

/** Only an active teacher can be given a group: a deactivated one keeps their history, not new classes. */
async function checkTeacher(db: Db, teacherId: number) {
  const teacher = await db.selectFrom('teachers').select(['id', 'deactivated_at']).where('id', '=', teacherId).executeTakeFirst();
  if (!teacher) throw new AppError('VALIDATION_ERROR', 'structure.teacherNotFound');
  if (teacher.deactivated_at !== null) throw new AppError('VALIDATION_ERROR', 'structure.teacherDeactivated');
}

async function refuseTakenLabel(db: Db, label: string, exceptId: number | null) {
  let query = db
    .selectFrom('subjects')
    .select('id')
    .where(sql<string>`lower(teaching_group)`, '=', label.toLowerCase());
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict('structure.teachingGroupLabelTaken', { name: label });
}

export function createTeachingGroup(db: Db, actor: Actor, input: TCreateTeachingGroupRequest): Promise<TTeachingGroup> {
  return inTransaction(db, async (trx) => {
    const schoolClass = await trx.selectFrom('classes').select(['id', 'name']).where('id', '=', input.classId).executeTakeFirst();
    if (!schoolClass) throw new AppError('VALIDATION_ERROR', 'structure.classNotFound');
    await refuseClosedClasses(trx, [schoolClass.id]);
    await checkTeacher(trx, input.teacherId);
    const label = input.label ?? `${schoolClass.name} ${input.subject}`;
    await refuseTakenLabel(trx, label, null);
    const { id } = await trx
      .insertInto('subjects')
      .values({
        name: input.subject,
        short_name: input.shortName,
        teaching_group: label,
        teacher_id: input.teacherId,
        color: input.color,
        class_id: schoolClass.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await findTeachingGroup(trx, id);
    await recordAudit(trx, actor, { action: 'create', entity: 'teachingGroup', entityId: id, after });
    return after;
  });
}

/** Change the teacher, the label or the colour; the subject and the class stay (its lessons and pupils are theirs). */
export function updateTeachingGroup(db: Db, actor: Actor, id: number, input: TUpdateTeachingGroupRequest): Promise<TTeachingGroup> {
  return inTransaction(db, async (trx) => {
    const before = await findTeachingGroup(trx, id);
    if (input.teacherId !== undefined && input.teacherId !== before.teacherId) await checkTeacher(trx, input.teacherId);
    if (input.label !== undefined) await refuseTakenLabel(trx, input.label, id);
    await trx
      .updateTable('subjects')
      .set({
        teacher_id: input.teacherId ?? before.teacherId,
        teaching_group: input.label ?? before.label,
        color: input.color ?? before.color,
      })
      .where('id', '=', id)
      .execute();
    const after = await findTeachingGroup(trx, id);
    await recordAudit(trx, actor, { action: 'update', entity: 'teachingGroup', entityId: id, before, after });
    return after;
  });
}

/**
 * A group with lessons or meeting bookings is part of what families were shown: it stays. Otherwise
 * it goes with its pupil list; absences that named it keep their entry without a subject.
 */
export function deleteTeachingGroup(db: Db, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await findTeachingGroup(trx, id);
    const lesson = await trx.selectFrom('lessons').select('id').where('subject_id', '=', id).executeTakeFirst();
    const booking = await trx.selectFrom('meeting_bookings').select('id').where('subject_id', '=', id).executeTakeFirst();
    if (lesson || booking) throw conflict('structure.teachingGroupInUse');
    const pupils = await trx.selectFrom('child_subjects').select('child_id').where('subject_id', '=', id).orderBy('child_id').execute();
    await deleteOrConflict(() => trx.deleteFrom('subjects').where('id', '=', id).execute());
    await recordAudit(trx, actor, {
      action: 'delete',
      entity: 'teachingGroup',
      entityId: id,
      before: { ...before, pupilIds: pupils.map((p) => p.child_id) },
    });
  });
}
