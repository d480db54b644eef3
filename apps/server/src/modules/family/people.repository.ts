import type { TRole } from '@carnet/contract';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../../db/connect';
import type { FamilyMembersTable } from '../../db/schema';
import { nowInstant, toJsonText } from '../../db/values';
import type { Insertable } from 'kysely';
import { classIdFor } from '../structure/classes.repository';

/** Families, their members, children and accounts: rows only, for the demo school and the tests (the staff side will write them). */

export async function createFamily(db: Db, overrides: { name?: string; financialSource?: string | null } = {}): Promise<number> {
  const row = await db
    .insertInto('families')
    .values({ name: overrides.name ?? 'Test', financial_source: overrides.financialSource ?? null, financial_observation: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createFamilyMember(
  db: Db,
  familyId: number,
  overrides: Partial<Omit<Required<Insertable<FamilyMembersTable>>, 'family_id' | 'id'>> = {},
): Promise<number> {
  const row = await db
    .insertInto('family_members')
    .values({
      family_id: familyId,
      civility: 'Mrs',
      family_tie: 'Mother',
      last_name: 'Test',
      first_name: 'Parent',
      phone: '+33 1 23 45 67 89',
      mobile: '06 12 34 56 78',
      email: 'parent@test.example',
      birthday: null,
      birth_place: '',
      birth_country: '',
      nationality: '',
      language: '',
      job: '',
      address: '',
      postal_code: '',
      city: '',
      contactable: 1,
      speaks_english: 0,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createUser(
  db: Db,
  input: {
    email: string;
    password: string;
    roles: TRole[];
    firstName: string;
    lastName: string;
    familyId?: number | null;
    childId?: number | null;
    teacherId?: number | null;
    passwordHash?: string;
  },
): Promise<number> {
  const now = nowInstant();
  const row = await db
    .insertInto('users')
    .values({
      email: input.email.toLowerCase(),
      password_hash: input.passwordHash ?? (await hashPassword(input.password)),
      roles: input.roles.join(','),
      first_name: input.firstName,
      last_name: input.lastName,
      family_id: input.familyId ?? null,
      child_id: input.childId ?? null,
      teacher_id: input.teacherId ?? null,
      created_at: now,
      // Made with its password (demo school, tests): nothing left to activate.
      activated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createChild(
  db: Db,
  familyId: number,
  overrides: {
    firstName?: string;
    lastName?: string;
    classYear?: string;
    className?: string;
    bloodType?: string;
    pictureFileId?: number | null;
    subjectIds?: number[];
  } = {},
): Promise<number> {
  const classYear = overrides.classYear ?? '6e';
  const className = overrides.className ?? '6A';
  const row = await db
    .insertInto('children')
    .values({
      family_id: familyId,
      first_name: overrides.firstName ?? 'Kid',
      last_name: overrides.lastName ?? 'Test',
      class_year: classYear,
      class_name: className,
      class_id: await classIdFor(db, classYear, className),
      blood_type: overrides.bloodType ?? '',
      picture_file_id: overrides.pictureFileId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subjectIds = overrides.subjectIds ?? [];
  if (subjectIds.length > 0) {
    await db
      .insertInto('child_subjects')
      .values(subjectIds.map((subjectId) => ({ child_id: row.id, subject_id: subjectId })))
      .execute();
  }
  return row.id;
}

export async function createExitPermission(db: Db, childId: number, input: { type: string; days: string[] }): Promise<number> {
  const row = await db
    .insertInto('exit_permissions')
    .values({ child_id: childId, type: input.type, days: toJsonText(input.days) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
