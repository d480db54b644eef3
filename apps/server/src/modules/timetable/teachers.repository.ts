import type { Db } from '../../db/connect';

/** Teachers and the subjects (teaching groups) they teach: rows only, for the demo school and the tests. */

export async function createTeacher(
  db: Db,
  overrides: { firstName?: string; lastName?: string; shortName?: string; email?: string; pictureFileId?: number | null } = {},
): Promise<number> {
  const firstName = overrides.firstName ?? 'Alex';
  const lastName = overrides.lastName ?? 'Teacher';
  const row = await db
    .insertInto('teachers')
    .values({
      first_name: firstName,
      last_name: lastName,
      short_name: overrides.shortName ?? `${firstName[0]}. ${lastName}`,
      email: overrides.email ?? `${firstName}.${lastName}@school.example`.toLowerCase(),
      picture_file_id: overrides.pictureFileId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createSubject(
  db: Db,
  input: { name: string; teacherId: number; teachingGroup: string; shortName?: string; color?: string; classId?: number | null },
): Promise<number> {
  const row = await db
    .insertInto('subjects')
    .values({
      name: input.name,
      short_name: input.shortName ?? input.name.slice(0, 5).toUpperCase(),
      teaching_group: input.teachingGroup,
      teacher_id: input.teacherId,
      color: input.color ?? '#2563eb',
      class_id: input.classId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
