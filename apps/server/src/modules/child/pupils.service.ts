import { STAFF_PAGE_SIZE, type TPupil, type TPupilListQuery, type TPupilPage } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { matchesSearch } from '../../lib/search-text';

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
  const account = await db.selectFrom('users').select('id').where('child_id', '=', pupilId).executeTakeFirst();
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
    accountId: account?.id ?? null,
  };
}
