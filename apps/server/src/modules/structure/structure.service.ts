import type { TSchoolStructure } from '@carnet/contract';
import type { Db } from '../../db/connect';

/**
 * The structure page's read: year groups and classes with their counts, and the teachers the office
 * may give a teaching group to (deactivated ones are not offered). Counts are of active pupils. Closed
 * classes are listed too, with when they closed: the page shows them apart, to reopen or delete.
 */
export async function readSchoolStructure(db: Db): Promise<TSchoolStructure> {
  const [yearGroups, classes, teachers] = await Promise.all([
    db
      .selectFrom('year_groups as y')
      .select((eb) => [
        'y.id',
        'y.name',
        eb.selectFrom('classes').select(eb.fn.countAll().as('n')).whereRef('classes.year_group_id', '=', 'y.id').as('classCount'),
        eb
          .selectFrom('classes')
          .select(eb.fn.countAll().as('n'))
          .whereRef('classes.year_group_id', '=', 'y.id')
          .where('classes.closed_at', 'is not', null)
          .as('closedClassCount'),
        eb
          .selectFrom('children')
          .innerJoin('classes', 'classes.id', 'children.class_id')
          .select(eb.fn.countAll().as('n'))
          .whereRef('classes.year_group_id', '=', 'y.id')
          .where('children.deactivated_at', 'is', null)
          .as('pupilCount'),
      ])
      .orderBy('y.name')
      .execute(),
    db
      .selectFrom('classes as c')
      .innerJoin('year_groups as y', 'y.id', 'c.year_group_id')
      .select((eb) => [
        'c.id',
        'c.name',
        'c.year_group_id',
        'c.closed_at',
        'y.name as year_group_name',
        eb
          .selectFrom('children')
          .select(eb.fn.countAll().as('n'))
          .whereRef('children.class_id', '=', 'c.id')
          .where('children.deactivated_at', 'is', null)
          .as('pupilCount'),
        eb.selectFrom('subjects').select(eb.fn.countAll().as('n')).whereRef('subjects.class_id', '=', 'c.id').as('teachingGroupCount'),
      ])
      .orderBy('c.name')
      .execute(),
    activeTeachers(db),
  ]);
  return {
    yearGroups: yearGroups.map((y) => ({
      id: y.id,
      name: y.name,
      classCount: Number(y.classCount),
      closedClassCount: Number(y.closedClassCount),
      pupilCount: Number(y.pupilCount),
    })),
    classes: classes.map((c) => ({
      id: c.id,
      name: c.name,
      yearGroupId: c.year_group_id,
      yearGroupName: c.year_group_name,
      pupilCount: Number(c.pupilCount),
      teachingGroupCount: Number(c.teachingGroupCount),
      closedAt: c.closed_at,
    })),
    teachers,
  };
}

export async function activeTeachers(db: Db): Promise<TSchoolStructure['teachers']> {
  const rows = await db
    .selectFrom('teachers')
    .select(['id', 'first_name', 'last_name'])
    .where('deactivated_at', 'is', null)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` }));
}
