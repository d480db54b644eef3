import type { Db } from '../db/connect';
import { makeAvatarPng } from '../lib/png';
import { createChild, createExitPermission, createFamily, createFamilyMember, createUser } from '../modules/family/people.repository';
import { createFile } from '../lib/files';
import { createSubject, createTeacher } from '../modules/timetable/teachers.repository';
import { classIdFor } from '../modules/structure/classes.repository';

export const DEMO_ACCOUNTS = {
  parent: { email: 'parent@example.com', password: 'Parent123!' },
  student: { email: 'student@example.com', password: 'Student123!' },
  parent2: { email: 'parent2@example.com', password: 'Parent123!' },
  office: { email: 'office@example.com', password: 'Office123!' },
  teacher: { email: 'teacher@example.com', password: 'Teacher123!' },
  teacher2: { email: 'teacher2@example.com', password: 'Teacher123!' },
} as const;

/** The ids every other part of the demo seed hangs its content on. */
export type DemoSchool = {
  families: { martin: number; dubois: number };
  children: { lea: number; hugo: number; noah: number };
  users: { parent: number; student: number; parent2: number; office: number; teacher: number; teacher2: number };
  classes: { class6A: number; class3B: number };
  teachers: Record<'bernard' | 'petit' | 'smith' | 'moreau' | 'laurent' | 'girard', number>;
  /** Subjects per class; 6A is shared by Léa and Noah, 3B is Hugo's. */
  subjects: { class6A: number[]; class3B: number[] };
};

const TEACHERS = [
  { key: 'bernard', firstName: 'Paul', lastName: 'Bernard', color: '#2563eb' },
  { key: 'petit', firstName: 'Claire', lastName: 'Petit', color: '#db2777' },
  { key: 'smith', firstName: 'Emma', lastName: 'Smith', color: '#059669' },
  { key: 'moreau', firstName: 'Julien', lastName: 'Moreau', color: '#d97706' },
  { key: 'laurent', firstName: 'Sophie', lastName: 'Laurent', color: '#7c3aed' },
  { key: 'girard', firstName: 'Marc', lastName: 'Girard', color: '#0891b2' },
] as const;

const SUBJECTS_6A = [
  { name: 'Mathematics', shortName: 'MATHS', teacher: 'bernard', color: '#3b82f6' },
  { name: 'French', shortName: 'FR', teacher: 'petit', color: '#ec4899' },
  { name: 'English', shortName: 'ENG', teacher: 'smith', color: '#10b981' },
  { name: 'History-Geography', shortName: 'HIST-GEO', teacher: 'moreau', color: '#f59e0b' },
  { name: 'Sciences', shortName: 'SCI', teacher: 'laurent', color: '#8b5cf6' },
  { name: 'Physical Education', shortName: 'PE', teacher: 'girard', color: '#06b6d4' },
] as const;

const SUBJECTS_3B = [
  { name: 'Mathematics', shortName: 'MATHS', teacher: 'bernard', color: '#3b82f6' },
  { name: 'French', shortName: 'FR', teacher: 'petit', color: '#ec4899' },
  { name: 'English', shortName: 'ENG', teacher: 'smith', color: '#10b981' },
  { name: 'History-Geography', shortName: 'HIST-GEO', teacher: 'moreau', color: '#f59e0b' },
  { name: 'Physics-Chemistry', shortName: 'PHYS', teacher: 'laurent', color: '#8b5cf6' },
] as const;

export async function seedPeople(db: Db, passwordHashes: Record<keyof typeof DEMO_ACCOUNTS, string>): Promise<DemoSchool> {
  const teachers = {} as DemoSchool['teachers'];
  for (const t of TEACHERS) {
    const pictureFileId = await createFile(db, { name: `${t.lastName}.png`, mediaType: 'image/png', bytes: makeAvatarPng(t.color) });
    teachers[t.key] = await createTeacher(db, { firstName: t.firstName, lastName: t.lastName, pictureFileId });
  }
  const classes = { class6A: await classIdFor(db, '6e', '6A'), class3B: await classIdFor(db, '3e', '3B') };
  const createClassSubjects = async (group: '6A' | '3B', list: typeof SUBJECTS_6A | typeof SUBJECTS_3B) => {
    const ids: number[] = [];
    for (const s of list) {
      ids.push(
        await createSubject(db, {
          name: s.name,
          shortName: s.shortName,
          teacherId: teachers[s.teacher],
          teachingGroup: `${group} ${s.name}`,
          color: s.color,
          classId: classes[`class${group}`],
        }),
      );
    }
    return ids;
  };
  const subjects = { class6A: await createClassSubjects('6A', SUBJECTS_6A), class3B: await createClassSubjects('3B', SUBJECTS_3B) };

  const martin = await createFamily(db, { name: 'Martin', financialSource: 'Individual' });
  await createFamilyMember(db, martin, {
    civility: 'Mrs',
    family_tie: 'Mother',
    first_name: 'Camille',
    last_name: 'Martin',
    email: 'parent@example.com',
    phone: '+33 1 44 55 66 77',
    mobile: '06 12 34 56 78',
    birthday: '1984-03-12',
    birth_place: 'Lyon',
    birth_country: 'FRA',
    nationality: 'FR',
    language: 'French',
    job: 'Architect',
    address: '12 rue des Lilas',
    postal_code: '75011',
    city: 'Paris',
    contactable: 1,
    speaks_english: 1,
  });
  await createFamilyMember(db, martin, {
    civility: 'Mr',
    family_tie: 'Father',
    first_name: 'Thomas',
    last_name: 'Martin',
    email: 'thomas.martin@example.com',
    phone: '+33 1 44 55 66 78',
    mobile: '07 98 76 54 32',
    birthday: '1982-09-30',
    birth_place: 'Nantes',
    birth_country: 'FRA',
    nationality: 'FR',
    language: 'French',
    job: 'Engineer',
    address: '12 rue des Lilas',
    postal_code: '75011',
    city: 'Paris',
    contactable: 1,
    speaks_english: 0,
  });
  const dubois = await createFamily(db, { name: 'Dubois', financialSource: null });
  await createFamilyMember(db, dubois, {
    civility: 'Mr',
    family_tie: 'Father',
    first_name: 'Antoine',
    last_name: 'Dubois',
    email: 'parent2@example.com',
    phone: '+33 4 78 00 11 22',
    mobile: '06 55 44 33 22',
    address: '3 avenue Foch',
    postal_code: '69006',
    city: 'Lyon',
    birth_country: 'FRA',
    nationality: 'FR',
    language: 'French',
    contactable: 1,
    speaks_english: 1,
  });

  const childPicture = (color: string, name: string) => createFile(db, { name, mediaType: 'image/png', bytes: makeAvatarPng(color) });
  const lea = await createChild(db, martin, {
    firstName: 'Léa',
    lastName: 'Martin',
    classYear: '6e',
    className: '6A',
    bloodType: 'A+',
    pictureFileId: await childPicture('#f472b6', 'lea.png'),
    subjectIds: subjects.class6A,
  });
  const hugo = await createChild(db, martin, {
    firstName: 'Hugo',
    lastName: 'Martin',
    classYear: '3e',
    className: '3B',
    bloodType: 'O+',
    subjectIds: subjects.class3B,
  });
  const noah = await createChild(db, dubois, {
    firstName: 'Noah',
    lastName: 'Dubois',
    classYear: '6e',
    className: '6A',
    bloodType: 'B-',
    pictureFileId: await childPicture('#60a5fa', 'noah.png'),
    subjectIds: subjects.class6A,
  });
  await createExitPermission(db, lea, { type: 'Leaves alone after the last lesson', days: ['Monday', 'Tuesday', 'Thursday', 'Friday'] });
  await createExitPermission(db, lea, { type: 'Lunch at home', days: ['Wednesday'] });
  await createExitPermission(db, hugo, {
    type: 'Leaves alone after the last lesson',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  });
  await createExitPermission(db, noah, { type: 'Picked up by a parent', days: ['Monday', 'Friday'] });

  const users = {
    parent: await createUser(db, {
      ...DEMO_ACCOUNTS.parent,
      passwordHash: passwordHashes.parent,
      roles: ['ROLE_PARENT', 'ROLE_USER'],
      firstName: 'Camille',
      lastName: 'Martin',
      familyId: martin,
    }),
    student: await createUser(db, {
      ...DEMO_ACCOUNTS.student,
      passwordHash: passwordHashes.student,
      roles: ['ROLE_STUDENT', 'ROLE_USER'],
      firstName: 'Léa',
      lastName: 'Martin',
      childId: lea,
    }),
    parent2: await createUser(db, {
      ...DEMO_ACCOUNTS.parent2,
      passwordHash: passwordHashes.parent2,
      roles: ['ROLE_PARENT', 'ROLE_USER'],
      firstName: 'Antoine',
      lastName: 'Dubois',
      familyId: dubois,
    }),
    // The school office, and Paul Bernard (Mathematics in 6A and 3B), who teaches Léa's and Hugo's classes.
    office: await createUser(db, {
      ...DEMO_ACCOUNTS.office,
      passwordHash: passwordHashes.office,
      roles: ['ROLE_ADMIN'],
      firstName: 'Nadia',
      lastName: 'Roux',
    }),
    teacher: await createUser(db, {
      ...DEMO_ACCOUNTS.teacher,
      passwordHash: passwordHashes.teacher,
      roles: ['ROLE_TEACHER'],
      firstName: 'Paul',
      lastName: 'Bernard',
      teacherId: teachers.bernard,
    }),
    // A second teacher, Marc Girard (Physical Education in 6A only): Léa and Noah are his, Hugo is not, and
    // none of Paul Bernard's lessons is. The route matrix probes him against Paul Bernard (decision 084).
    teacher2: await createUser(db, {
      ...DEMO_ACCOUNTS.teacher2,
      passwordHash: passwordHashes.teacher2,
      roles: ['ROLE_TEACHER'],
      firstName: 'Marc',
      lastName: 'Girard',
      teacherId: teachers.girard,
    }),
  };
  return { families: { martin, dubois }, children: { lea, hugo, noah }, users, teachers, subjects, classes };
}
