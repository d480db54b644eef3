import { addDays } from '@carnet/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { createSink } from './bulk';
import type { Random } from './random';
import { contactDetails, type School, YEAR_GROUPS } from './school';

export const OFFICE_EMAIL = 'office@college.example.org';

/** Account ids, after those already taken: the guardians' (Guardian.accountId), one per teacher, then the office. */
export const teacherUserId = (school: School, teacherId: number) => school.accountIdBase + school.guardians.length + teacherId;
export const officeUserId = (school: School) => school.accountIdBase + school.guardians.length + school.teachers.length + 1;

const BLOOD_TYPES = ['A+', 'A-', 'B+', 'O+', 'O-', 'AB+', ''];
const EXITS = [
  { type: 'Leaves alone after the last lesson', days: ['Monday', 'Tuesday', 'Thursday', 'Friday'] },
  { type: 'Picked up by a parent', days: ['Monday', 'Friday'] },
  { type: 'Lunch at home', days: ['Wednesday'] },
];

/** The school's structure, families, pupils and accounts; every account gets the same password hash. */
export async function writePeople(db: Db, random: Random, school: School, passwordHash: string, today: string): Promise<void> {
  const now = new Date().toISOString();
  const classOf = new Map(school.classes.map((c) => [c.id, c]));

  const writeAll = async <T extends keyof Database>(table: T, rows: Iterable<Insertable<Database[T]>>) => {
    const sink = createSink(db, table);
    await sink.addAll(rows);
    await sink.close();
  };
  await writeAll(
    'year_groups',
    YEAR_GROUPS.map((name, i) => ({ id: i + 1, name })),
  );
  await writeAll(
    'classes',
    school.classes.map((c) => ({ id: c.id, name: c.name, year_group_id: c.yearGroupId })),
  );
  await writeAll(
    'teachers',
    school.teachers.map((t) => ({
      id: t.id,
      first_name: t.firstName,
      last_name: t.lastName,
      short_name: `${t.firstName[0]}. ${t.lastName}`,
      email: t.email,
      picture_file_id: null,
    })),
  );
  await writeAll(
    'subjects',
    school.subjects.map((s) => ({
      id: s.id,
      name: s.name,
      short_name: s.shortName,
      teaching_group: `${classOf.get(s.classId)!.name} ${s.name}`,
      teacher_id: s.teacherId,
      color: s.color,
      class_id: s.classId,
    })),
  );
  await writeAll(
    'families',
    school.families.map((f) => ({
      id: f.id,
      name: f.name,
      financial_source: random.next() < 0.8 ? 'Individual' : null,
      financial_observation: '',
    })),
  );
  await writeAll(
    'family_members',
    school.guardians.map((g) => ({
      id: g.id,
      family_id: g.familyId,
      civility: g.tie === 'Father' ? 'Mr' : 'Mrs',
      family_tie: g.tie,
      first_name: g.firstName,
      last_name: g.lastName,
      email: g.email,
      birthday: `${1970 + random.int(20)}-${String(1 + random.int(12)).padStart(2, '0')}-${String(1 + random.int(28)).padStart(2, '0')}`,
      birth_place: '',
      birth_country: 'FRA',
      nationality: 'FR',
      language: 'French',
      job: '',
      contactable: 1,
      speaks_english: random.next() < 0.5 ? 1 : 0,
      ...contactDetails(random),
    })),
  );
  await writeAll(
    'children',
    school.pupils.map((p) => {
      const schoolClass = classOf.get(p.classId)!;
      const born = Number(today.slice(0, 4)) - 11 - YEAR_GROUPS.indexOf(schoolClass.year as (typeof YEAR_GROUPS)[number]);
      return {
        id: p.id,
        family_id: p.familyId,
        first_name: p.firstName,
        last_name: p.lastName,
        class_year: schoolClass.year,
        class_name: schoolClass.name,
        class_id: schoolClass.id,
        blood_type: random.pick(BLOOD_TYPES),
        picture_file_id: null,
        birth_date: addDays(`${born}-01-01`, random.int(365)),
      };
    }),
  );
  await writeAll(
    'child_subjects',
    school.pupils.flatMap((p) => p.subjectIds.map((subjectId) => ({ child_id: p.id, subject_id: subjectId }))),
  );
  await writeAll(
    'exit_permissions',
    school.pupils.map((p) => {
      const exit = random.pick(EXITS);
      return { child_id: p.id, type: exit.type, days: JSON.stringify(exit.days) };
    }),
  );
  const account = { password_hash: passwordHash, created_at: now, activated_at: now };
  await writeAll('users', [
    ...school.guardians.map((g) => ({
      ...account,
      id: g.accountId,
      email: g.email,
      roles: 'ROLE_PARENT,ROLE_USER',
      first_name: g.firstName,
      last_name: g.lastName,
      family_id: g.familyId,
      family_member_id: g.id,
    })),
    ...school.teachers.map((t) => ({
      ...account,
      id: teacherUserId(school, t.id),
      email: t.email,
      roles: 'ROLE_TEACHER',
      first_name: t.firstName,
      last_name: t.lastName,
      teacher_id: t.id,
    })),
    { ...account, id: officeUserId(school), email: OFFICE_EMAIL, roles: 'ROLE_ADMIN', first_name: 'Nadia', last_name: 'Roux' },
  ]);
}
