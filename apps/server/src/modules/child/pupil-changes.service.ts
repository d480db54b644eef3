import type { TCreatePupilRequest, TUpdatePupilRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { refuseClosedClasses } from '../../lib/closed-classes';
import { inTransaction } from '../../lib/transaction';
import { dropPushSubscriptions } from '../../push/push-subscriptions';
import { recordAudit } from '../audit/audit';
import { pupilNotFound } from './pupils.service';

/** The office's changes to a pupil: each in one transaction with its audit line (before and after). */

/** The class a pupil goes into, and its year group: a 400 naming the class as unknown, a 409 when it is closed. */
async function findOpenClass(db: Db, classId: number) {
  const found = await db
    .selectFrom('classes')
    .innerJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
    .select(['classes.id', 'classes.name', 'year_groups.name as year_group'])
    .where('classes.id', '=', classId)
    .executeTakeFirst();
  if (!found) throw new AppError('VALIDATION_ERROR', 'people.unknownClass');
  await refuseClosedClasses(db, [found.id]);
  return found;
}

/** What the audit log keeps of a pupil, before and after a change. */
async function pupilSnapshot(db: Db, pupilId: number) {
  const row = await db
    .selectFrom('children')
    .select(['first_name', 'last_name', 'blood_type', 'class_id', 'class_year', 'class_name', 'family_id', 'deactivated_at', 'left_on'])
    .where('id', '=', pupilId)
    .executeTakeFirst();
  if (!row) throw pupilNotFound();
  const groups = await db.selectFrom('child_subjects').select('subject_id').where('child_id', '=', pupilId).orderBy('subject_id').execute();
  return { ...row, teaching_group_ids: groups.map((g) => g.subject_id) };
}

/** Puts the pupil in every teaching group of the class: a class's groups are taught to all its pupils. */
async function joinClassGroups(trx: Db, pupilId: number, classId: number) {
  // A group the pupil already follows (joined by hand before) is kept as it is, never inserted twice.
  const groups = await trx
    .selectFrom('subjects')
    .select('id')
    .where('class_id', '=', classId)
    .where('id', 'not in', trx.selectFrom('child_subjects').select('subject_id').where('child_id', '=', pupilId))
    .execute();
  if (groups.length === 0) return;
  await trx
    .insertInto('child_subjects')
    .values(groups.map((g) => ({ child_id: pupilId, subject_id: g.id })))
    .execute();
}

export async function createPupil(db: Db, actor: Actor, input: TCreatePupilRequest): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const family = await trx.selectFrom('families').select('id').where('id', '=', input.familyId).executeTakeFirst();
    if (!family) throw new AppError('VALIDATION_ERROR', 'people.unknownFamily');
    const schoolClass = await findOpenClass(trx, input.classId);
    const row = await trx
      .insertInto('children')
      .values({
        family_id: input.familyId,
        first_name: input.firstName,
        last_name: input.lastName,
        blood_type: input.bloodType ?? '',
        // The family side reads the class as text: it stays equal to the class row.
        class_id: schoolClass.id,
        class_year: schoolClass.year_group,
        class_name: schoolClass.name,
        picture_file_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await joinClassGroups(trx, row.id, schoolClass.id);
    await recordAudit(trx, actor, {
      action: 'create',
      entity: 'pupil',
      entityId: row.id,
      childId: row.id,
      after: await pupilSnapshot(trx, row.id),
    });
    return { id: row.id };
  });
}

export async function updatePupil(db: Db, actor: Actor, pupilId: number, input: TUpdatePupilRequest): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await pupilSnapshot(trx, pupilId);
    await trx
      .updateTable('children')
      .set({ first_name: input.firstName, last_name: input.lastName, blood_type: input.bloodType })
      .where('id', '=', pupilId)
      .execute();
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'pupil',
      entityId: pupilId,
      childId: pupilId,
      before,
      after: await pupilSnapshot(trx, pupilId),
    });
  });
}

/** Moves a pupil to another class: the class text the families read follows, and the teaching groups are the new class's. */
export async function movePupil(db: Db, actor: Actor, pupilId: number, classId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await pupilSnapshot(trx, pupilId);
    const schoolClass = await findOpenClass(trx, classId);
    if (before.class_id === schoolClass.id) throw new AppError('CONFLICT', 'people.sameClass');
    await trx
      .updateTable('children')
      .set({ class_id: schoolClass.id, class_year: schoolClass.year_group, class_name: schoolClass.name })
      .where('id', '=', pupilId)
      .execute();
    if (before.class_id !== null) {
      const oldGroups = trx.selectFrom('subjects').select('id').where('class_id', '=', before.class_id);
      await trx.deleteFrom('child_subjects').where('child_id', '=', pupilId).where('subject_id', 'in', oldGroups).execute();
    }
    await joinClassGroups(trx, pupilId, schoolClass.id);
    await recordAudit(trx, actor, {
      action: 'move',
      entity: 'pupil',
      entityId: pupilId,
      childId: pupilId,
      before,
      after: await pupilSnapshot(trx, pupilId),
    });
  });
}

/**
 * A pupil coming back to a class the new school year closed would be at school in a class no picker
 * offers: the office moves them to an open class first (a deactivated pupil can be moved).
 */
async function refuseClosedClassOf(db: Db, classId: number | null) {
  if (classId === null) return;
  const closed = await db
    .selectFrom('classes')
    .select('name')
    .where('id', '=', classId)
    .where('closed_at', 'is not', null)
    .executeTakeFirst();
  if (closed) throw new AppError('CONFLICT', 'people.classClosed', { name: closed.name });
}

/**
 * Deactivates or reactivates a pupil; never deletes. A deactivated pupil keeps every record, leaves
 * the lists and the audiences, and their own student account can no longer sign in (its live tokens stop).
 */
export async function setPupilActive(db: Db, actor: Actor, pupilId: number, isActive: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await pupilSnapshot(trx, pupilId);
    if ((before.deactivated_at === null) === isActive) return;
    if (isActive) await refuseClosedClassOf(trx, before.class_id);
    const now = nowInstant();
    // The day they left starts the retention periods (decision 078); coming back clears it.
    await trx
      .updateTable('children')
      .set({ deactivated_at: isActive ? null : now, left_on: isActive ? null : now.slice(0, 10) })
      .where('id', '=', pupilId)
      .execute();
    await trx
      .updateTable('users')
      .set(isActive ? { deactivated_at: null } : { deactivated_at: now, tokens_valid_after: now })
      .where('child_id', '=', pupilId)
      .execute();
    if (!isActive) await dropPushSubscriptions(trx, { childId: pupilId });
    await recordAudit(trx, actor, {
      action: isActive ? 'reactivate' : 'deactivate',
      entity: 'pupil',
      entityId: pupilId,
      childId: pupilId,
      before,
      after: await pupilSnapshot(trx, pupilId),
    });
  });
}
