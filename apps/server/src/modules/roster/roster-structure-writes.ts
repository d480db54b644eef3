import type { DesiredKind } from './roster-model';
import { type KindWrites, copyClassOnPupils, pick } from './roster-writer';

/** The school's structure as the import writes it: terms, year groups, classes, teachers, teaching groups. */
export const STRUCTURE_WRITES: Record<Extract<DesiredKind, 'term' | 'yearGroup' | 'class' | 'teacher' | 'teachingGroup'>, KindWrites> = {
  term: {
    insert: async ({ trx }, v) =>
      (
        await trx
          .insertInto('school_terms')
          .values({ school_year: v.schoolYear!, name: v.name!, start_date: v.start!, end_date: v.end! })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async ({ trx }, id, v, changed) => {
      const set = pick(v, changed, { schoolYear: 'school_year', name: 'name', start: 'start_date', end: 'end_date' });
      if (Object.keys(set).length > 0) await trx.updateTable('school_terms').set(set).where('id', '=', id).execute();
    },
  },
  yearGroup: {
    insert: async ({ trx }, v) =>
      (await trx.insertInto('year_groups').values({ name: v.name! }).returning('id').executeTakeFirstOrThrow()).id,
    update: async ({ trx }, id, v, changed) => {
      if (!changed.includes('name')) return;
      await trx.updateTable('year_groups').set({ name: v.name! }).where('id', '=', id).execute();
      await trx
        .updateTable('children')
        .set({ class_year: v.name! })
        .where('class_id', 'in', trx.selectFrom('classes').select('id').where('year_group_id', '=', id))
        .execute();
    },
  },
  class: {
    insert: async (w, v) =>
      (
        await w.trx
          .insertInto('classes')
          .values({ name: v.name!, year_group_id: w.idOf('yearGroup', v.yearGroup)! })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async (w, id, v, changed) => {
      const set = pick({ ...v, yearGroup: String(w.idOf('yearGroup', v.yearGroup)) }, changed, {
        name: 'name',
        yearGroup: 'year_group_id',
      });
      if (Object.keys(set).length === 0) return;
      await w.trx.updateTable('classes').set(set).where('id', '=', id).execute();
      await copyClassOnPupils(w.trx, id);
    },
  },
  teacher: {
    insert: async ({ trx }, v) =>
      (
        await trx
          .insertInto('teachers')
          .values({
            first_name: v.firstName!,
            last_name: v.lastName!,
            short_name: v.shortName!,
            email: v.email!,
            picture_file_id: null,
            deactivated_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async ({ trx }, id, v, changed) => {
      const set = pick(v, changed, { firstName: 'first_name', lastName: 'last_name', shortName: 'short_name', email: 'email' });
      if (Object.keys(set).length > 0) await trx.updateTable('teachers').set(set).where('id', '=', id).execute();
    },
    setActive: async ({ trx, now }, id, isActive) => {
      await trx
        .updateTable('teachers')
        .set({ deactivated_at: isActive ? null : now })
        .where('id', '=', id)
        .execute();
    },
  },
  teachingGroup: {
    insert: async (w, v) =>
      (
        await w.trx
          .insertInto('subjects')
          .values({
            name: v.subject!,
            short_name: v.shortName!,
            teaching_group: v.label!,
            teacher_id: w.idOf('teacher', v.teacher)!,
            color: v.color!,
            class_id: w.idOf('class', v.class),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    update: async (w, id, v, changed) => {
      const resolved = {
        ...v,
        teacher: String(w.idOf('teacher', v.teacher)),
        class: v.class === null ? null : String(w.idOf('class', v.class)),
      };
      const set = pick(resolved, changed, {
        subject: 'name',
        shortName: 'short_name',
        label: 'teaching_group',
        teacher: 'teacher_id',
        class: 'class_id',
        color: 'color',
      });
      if (Object.keys(set).length > 0) await w.trx.updateTable('subjects').set(set).where('id', '=', id).execute();
    },
  },
};
