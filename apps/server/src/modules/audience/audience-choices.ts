import type { TAudienceChoices } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { taughtGroups } from '../../lib/staff-pupils';

/**
 * What the picker offers: the whole school's groups to the office, a teacher's own teaching groups to a
 * teacher. Closed classes are not offered (the server refuses them anyway, decision 081).
 */
export async function audienceChoices(db: Db, actor: Actor): Promise<TAudienceChoices> {
  const office = isOffice(actor);
  let groups = db
    .selectFrom('subjects')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .leftJoin('classes', 'classes.id', 'subjects.class_id')
    .select(['subjects.id', 'subjects.teaching_group', 'classes.name as class_name', 'teachers.first_name', 'teachers.last_name']);
  if (!office) groups = groups.where('subjects.id', 'in', taughtGroups(db, actor));
  const [yearGroups, classes, teachingGroups] = await Promise.all([
    office ? db.selectFrom('year_groups').select(['id', 'name']).orderBy('name').execute() : [],
    office ? db.selectFrom('classes').select(['id', 'name', 'year_group_id']).where('closed_at', 'is', null).orderBy('name').execute() : [],
    groups.orderBy('subjects.teaching_group').execute(),
  ]);
  return {
    yearGroups,
    classes: classes.map((c) => ({ id: c.id, name: c.name, yearGroupId: c.year_group_id })),
    teachingGroups: teachingGroups.map((g) => ({
      id: g.id,
      name: g.teaching_group,
      className: g.class_name ?? '',
      teacherName: `${g.first_name} ${g.last_name}`,
    })),
  };
}
