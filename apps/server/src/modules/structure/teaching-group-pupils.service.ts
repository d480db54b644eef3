import type { TSetTeachingGroupPupilsRequest, TTeachingGroupPupil } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { findTeachingGroup } from './teaching-groups.service';

/**
 * A teaching group's pupils (child_subjects): what the teacher's registers, the timetable and the
 * audience "teaching group" reach. Deactivated pupils are neither offered nor added.
 */
export async function listTeachingGroupPupils(db: Db, groupId: number): Promise<TTeachingGroupPupil[]> {
  const group = await findTeachingGroup(db, groupId);
  const rows = await db
    .selectFrom('children as ch')
    .leftJoin('child_subjects as cs', (join) => join.onRef('cs.child_id', '=', 'ch.id').on('cs.subject_id', '=', groupId))
    .select(['ch.id', 'ch.first_name', 'ch.last_name', 'ch.class_name', 'cs.subject_id'])
    .where('ch.deactivated_at', 'is', null)
    .where((eb) => eb.or([eb('cs.subject_id', 'is not', null), ...(group.classId === null ? [] : [eb('ch.class_id', '=', group.classId)])]))
    .orderBy('ch.last_name')
    .orderBy('ch.first_name')
    .orderBy('ch.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    className: r.class_name,
    isMember: r.subject_id !== null,
  }));
}

/**
 * Adds the whole class and/or chosen pupils, removes others, in one transaction: one audit line per
 * pupil whose membership changed, with the pupil named, so the office can follow a pupil in the log.
 */
export function setTeachingGroupPupils(
  db: Db,
  actor: Actor,
  groupId: number,
  input: TSetTeachingGroupPupilsRequest,
): Promise<TTeachingGroupPupil[]> {
  return inTransaction(db, async (trx) => {
    const group = await findTeachingGroup(trx, groupId);
    const named = [...new Set([...(input.add ?? []), ...(input.remove ?? [])])];
    if (named.length > 0) {
      const found = await trx.selectFrom('children').select('id').where('id', 'in', named).where('deactivated_at', 'is', null).execute();
      if (found.length !== named.length) throw new AppError('VALIDATION_ERROR', 'structure.pupilNotFound');
    }
    const members = new Set(
      (await trx.selectFrom('child_subjects').select('child_id').where('subject_id', '=', groupId).execute()).map((r) => r.child_id),
    );
    const wanted = new Set(input.add ?? []);
    if (input.addWholeClass && group.classId !== null) {
      const classPupils = await trx
        .selectFrom('children')
        .select('id')
        .where('class_id', '=', group.classId)
        .where('deactivated_at', 'is', null)
        .execute();
      for (const pupil of classPupils) wanted.add(pupil.id);
    }
    const removed = [...new Set(input.remove ?? [])].filter((id) => members.has(id) && !wanted.has(id));
    const added = [...wanted].filter((id) => !members.has(id));
    if (added.length > 0)
      await trx
        .insertInto('child_subjects')
        .values(added.map((id) => ({ child_id: id, subject_id: groupId })))
        .execute();
    if (removed.length > 0)
      await trx.deleteFrom('child_subjects').where('subject_id', '=', groupId).where('child_id', 'in', removed).execute();
    const membership = { teachingGroupId: groupId, label: group.label };
    for (const childId of added)
      await recordAudit(trx, actor, { action: 'create', entity: 'teachingGroupPupil', entityId: groupId, childId, after: membership });
    for (const childId of removed)
      await recordAudit(trx, actor, { action: 'delete', entity: 'teachingGroupPupil', entityId: groupId, childId, before: membership });
    return listTeachingGroupPupils(trx, groupId);
  });
}
