import {
  STAFF_PAGE_SIZE,
  type TCreatePupilRequest,
  type TPupil,
  type TPupilListQuery,
  type TPupilPage,
  type TUpdatePupilRequest,
} from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { matchesSearch } from '../../lib/search-text';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';

export const pupilNotFound = () => new AppError('NOT_FOUND', 'people.pupilNotFound');

/** The office's list of pupils: by name (accents and case ignored), by class, a page at a time; deactivated ones only when asked. */
export async function listPupils(db: Db, query: TPupilListQuery): Promise<TPupilPage> {
  const page = query.page ?? 1;
  let base = db
    .selectFrom('children')
    .innerJoin('families', 'families.id', 'children.family_id')
    .leftJoin('classes', 'classes.id', 'children.class_id');
  if (query.includeInactive !== 'true') base = base.where('children.deactivated_at', 'is', null);
  if (query.classId !== undefined) base = base.where('children.class_id', '=', query.classId);
  const q = query.q;
  if (q) {
    // "Léa Martin" and "Martin Léa" both find her: the text is searched in both orders of the names.
    base = base.where((eb) =>
      eb.or([
        matchesSearch(sql<string>`${sql.ref('children.first_name')} || ' ' || ${sql.ref('children.last_name')}`, q),
        matchesSearch(sql<string>`${sql.ref('children.last_name')} || ' ' || ${sql.ref('children.first_name')}`, q),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'children.id',
        'children.first_name',
        'children.last_name',
        'children.class_id',
        'children.class_name',
        'children.family_id',
        'families.name as family_name',
        'children.deactivated_at',
      ])
      .orderBy('children.last_name')
      .orderBy('children.first_name')
      .orderBy('children.id')
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    page,
    pageSize: STAFF_PAGE_SIZE,
    total: Number(count.total),
    items: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      classId: r.class_id,
      className: r.class_name,
      familyId: r.family_id,
      familyName: r.family_name,
      isActive: r.deactivated_at === null,
    })),
  };
}

/** A pupil's page (without the health section, which is read and audited on its own). */
export async function getPupil(db: Db, pupilId: number): Promise<TPupil> {
  const row = await db
    .selectFrom('children')
    .innerJoin('families', 'families.id', 'children.family_id')
    .leftJoin('classes', 'classes.id', 'children.class_id')
    .leftJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
    .select([
      'children.id',
      'children.first_name',
      'children.last_name',
      'children.blood_type',
      'children.picture_file_id',
      'children.deactivated_at',
      'children.family_id',
      'families.name as family_name',
      'classes.id as class_id',
      'classes.name as class_name',
      'year_groups.name as year_group',
    ])
    .where('children.id', '=', pupilId)
    .executeTakeFirst();
  if (!row) throw pupilNotFound();
  const groups = await db
    .selectFrom('child_subjects')
    .innerJoin('subjects', 'subjects.id', 'child_subjects.subject_id')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .select(['subjects.id', 'subjects.teaching_group', 'subjects.name', 'teachers.first_name', 'teachers.last_name'])
    .where('child_subjects.child_id', '=', pupilId)
    .orderBy('subjects.name')
    .execute();
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    bloodType: row.blood_type,
    class: row.class_id === null ? null : { id: row.class_id, name: row.class_name ?? '', yearGroup: row.year_group ?? '' },
    family: { id: row.family_id, name: row.family_name },
    teachingGroups: groups.map((g) => ({ id: g.id, name: g.teaching_group || g.name, teacherName: `${g.first_name} ${g.last_name}` })),
    hasPhoto: row.picture_file_id !== null,
    deactivatedAt: row.deactivated_at,
  };
}

/** The class and its year group, or a 400 naming the class as unknown. */
async function findClass(db: Db, classId: number) {
  const found = await db
    .selectFrom('classes')
    .innerJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
    .select(['classes.id', 'classes.name', 'year_groups.name as year_group'])
    .where('classes.id', '=', classId)
    .executeTakeFirst();
  if (!found) throw new AppError('VALIDATION_ERROR', 'people.unknownClass');
  return found;
}

/** What the audit log keeps of a pupil, before and after a change. */
async function pupilSnapshot(db: Db, pupilId: number) {
  const row = await db
    .selectFrom('children')
    .select(['first_name', 'last_name', 'blood_type', 'class_id', 'class_year', 'class_name', 'family_id', 'deactivated_at'])
    .where('id', '=', pupilId)
    .executeTakeFirst();
  if (!row) throw pupilNotFound();
  const groups = await db.selectFrom('child_subjects').select('subject_id').where('child_id', '=', pupilId).orderBy('subject_id').execute();
  return { ...row, teaching_group_ids: groups.map((g) => g.subject_id) };
}

/** Puts the pupil in every teaching group of the class: a class's groups are taught to all its pupils. */
async function joinClassGroups(trx: Db, pupilId: number, classId: number) {
  const groups = await trx.selectFrom('subjects').select('id').where('class_id', '=', classId).execute();
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
    const schoolClass = await findClass(trx, input.classId);
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
    const schoolClass = await findClass(trx, classId);
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
 * Deactivates or reactivates a pupil; never deletes. A deactivated pupil keeps every record, leaves
 * the lists and the audiences, and their own student account can no longer sign in (its live tokens stop).
 */
export async function setPupilActive(db: Db, actor: Actor, pupilId: number, isActive: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await pupilSnapshot(trx, pupilId);
    if ((before.deactivated_at === null) === isActive) return;
    const now = nowInstant();
    await trx
      .updateTable('children')
      .set({ deactivated_at: isActive ? null : now })
      .where('id', '=', pupilId)
      .execute();
    await trx
      .updateTable('users')
      .set(isActive ? { deactivated_at: null } : { deactivated_at: now, tokens_valid_after: now })
      .where('child_id', '=', pupilId)
      .execute();
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
