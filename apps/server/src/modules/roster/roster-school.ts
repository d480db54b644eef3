import type { TOneRosterVersion } from '@carnet/contract';
import { type PersonRole, familyGroups, rolesOf } from './roster-people';
import type { Problems } from './roster-problems';
import { type SourceSet, listOf } from './roster-source';
import type { Desired, DesiredSchool } from './roster-model';
import { addTerms } from './roster-terms';

const PALETTE = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777', '#4f46e5', '#059669'];
const clip = (text: string, max: number) => text.trim().slice(0, max);
const colorOf = (key: string) => PALETTE[[...key].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1_000_003, 7) % PALETTE.length]!;

/** 'Paul', 'Bernard' -> 'PBE': what the timetable shows when space is short. */
const initialsOf = (first: string, last: string) =>
  (first.slice(0, 1) + last.replace(/[^\p{L}]/gu, '').slice(0, 2))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** Turns the source set into the school Carnet should hold: terms, structure, people, accounts. */
export function desiredSchool(set: SourceSet, version: TOneRosterVersion, problems: Problems): DesiredSchool {
  const desired: Desired = {
    term: new Map(),
    yearGroup: new Map(),
    class: new Map(),
    teachingGroup: new Map(),
    teacher: new Map(),
    family: new Map(),
    pupil: new Map(),
    guardian: new Map(),
    account: new Map(),
    enrollment: new Map(),
  };
  let ignoredRows = 0;
  addTerms(set, desired, problems);

  const roles = rolesOf(set, version);
  const roleOf = (id: string): PersonRole => roles.get(id)?.role ?? 'ignored';
  const sexOf = (id: string) => set.demographics.get(id)?.cells.sex ?? '';
  const birthDateOf = (id: string) => set.demographics.get(id)?.cells.birthDate || null;

  // Homeroom classes are Carnet's classes; scheduled classes its teaching groups.
  const homeroomOf = new Map<string, string>();
  const teacherOf = new Map<string, { id: string; isPrimary: boolean }>();
  const studentsOf = new Map<string, string[]>();
  for (const enrollment of set.enrollments.values()) {
    const classRow = set.classes.get(enrollment.cells.classSourcedId ?? '');
    const userId = enrollment.cells.userSourcedId ?? '';
    if (!classRow || !set.users.has(userId)) continue;
    const role = enrollment.cells.role;
    if (role === 'student' && roleOf(userId) === 'pupil') {
      if (classRow.cells.classType === 'homeroom') homeroomOf.set(userId, classRow.sourcedId);
      else studentsOf.set(classRow.sourcedId, [...(studentsOf.get(classRow.sourcedId) ?? []), enrollment.sourcedId]);
    } else if (role === 'teacher' && roleOf(userId) === 'teacher') {
      const isPrimary = enrollment.cells.primary !== 'false';
      const known = teacherOf.get(classRow.sourcedId);
      if (!known || (isPrimary && !known.isPrimary)) teacherOf.set(classRow.sourcedId, { id: userId, isPrimary });
    } else ignoredRows += 1;
  }

  const classLines = new Map<string, number | null>();
  for (const row of set.classes.values()) {
    if (row.cells.classType !== 'homeroom') continue;
    // Carnet's class names are unique (case aside): two form classes of one name cannot both be made.
    const title = (row.cells.title ?? '').trim().toLowerCase();
    const first = classLines.get(title);
    if (first !== undefined) {
      problems.add({
        file: 'classes.csv',
        line: row.line,
        column: 'title',
        key: 'roster.classNameTwice',
        params: { name: row.cells.title ?? '', line: first ?? '-' },
      });
    } else classLines.set(title, row.line);
    const course = set.courses.get(row.cells.courseSourcedId ?? '');
    const yearGroupName = clip(listOf(row.cells.grades)[0] ?? course?.cells.title ?? '', 40) || '-';
    const yearGroupKey = `yearGroup:${yearGroupName.toLowerCase()}`;
    desired.yearGroup.set(yearGroupKey, { name: yearGroupName });
    desired.class.set(row.sourcedId, { name: clip(row.cells.title ?? '', 40), yearGroup: yearGroupKey });
  }

  for (const [id, user] of set.users) {
    const role = roleOf(id);
    if (role !== 'teacher') continue;
    const [first, last] = [clip(user.cells.givenName ?? '', 100), clip(user.cells.familyName ?? '', 100)];
    desired.teacher.set(id, {
      firstName: first,
      lastName: last,
      shortName: initialsOf(first, last),
      email: (user.cells.email ?? '').toLowerCase(),
    });
  }

  for (const row of set.classes.values()) {
    if (row.cells.classType !== 'scheduled') continue;
    const teacher = teacherOf.get(row.sourcedId);
    const enrollments = studentsOf.get(row.sourcedId) ?? [];
    // A teaching group has its teacher in Carnet: a class without one waits for the source to name one.
    if (!teacher || !desired.teacher.has(teacher.id)) {
      ignoredRows += 1 + enrollments.length;
      continue;
    }
    const course = set.courses.get(row.cells.courseSourcedId ?? '');
    const subject = clip(course?.cells.title || listOf(row.cells.subjects)[0] || row.cells.title || '', 60);
    const shortName = clip(course?.cells.courseCode || row.cells.classCode || subject, 12);
    desired.teachingGroup.set(row.sourcedId, {
      subject,
      shortName,
      label: clip(row.cells.title ?? '', 80),
      teacher: teacher.id,
      class: mostCommonHomeroom(enrollments, set, homeroomOf),
      color: colorOf(row.cells.courseSourcedId ?? row.sourcedId),
    });
    for (const enrollmentId of enrollments) {
      const pupil = set.enrollments.get(enrollmentId)?.cells.userSourcedId ?? '';
      desired.enrollment.set(enrollmentId, { pupil, group: row.sourcedId });
    }
  }

  const { groups, lonelyGuardians } = familyGroups(set, roles);
  ignoredRows += lonelyGuardians.length;
  for (const group of groups) {
    const familyKey = `family:${group.pupils[0]}`;
    const lastNames = group.guardians.map((id) => set.users.get(id)?.cells.familyName ?? '');
    const pupilName = set.users.get(group.pupils[0] ?? '')?.cells.familyName ?? '';
    desired.family.set(familyKey, { name: clip(mostCommon(lastNames.filter(Boolean)) ?? pupilName, 100) });
    for (const id of group.pupils) {
      const user = set.users.get(id)!;
      desired.pupil.set(id, {
        firstName: clip(user.cells.givenName ?? '', 100),
        lastName: clip(user.cells.familyName ?? '', 100),
        class: homeroomOf.get(id) ?? null,
        birthDate: birthDateOf(id),
        family: familyKey,
      });
    }
    for (const id of group.guardians) {
      const user = set.users.get(id)!;
      const sex = sexOf(id);
      const tie = sex === 'male' ? 'Father' : sex === 'female' ? 'Mother' : 'Other';
      desired.guardian.set(id, {
        firstName: clip(user.cells.givenName ?? '', 100),
        lastName: clip(user.cells.familyName ?? '', 100),
        email: (user.cells.email ?? '').toLowerCase(),
        phone: clip(user.cells.phone ?? '', 30),
        mobile: clip(user.cells.sms ?? '', 30),
        familyTie: roles.get(id)?.sourceRole === 'relative' ? 'Other' : tie,
        civility: sex === 'male' ? 'Mr' : sex === 'female' ? 'Mrs' : '',
        birthday: birthDateOf(id),
        family: familyKey,
      });
    }
  }

  for (const [id, user] of set.users) {
    const person = roleOf(id);
    const isKept =
      (person === 'pupil' && desired.pupil.has(id)) || (person === 'guardian' && desired.guardian.has(id)) || person === 'teacher';
    if (person === 'ignored') ignoredRows += 1;
    if (!isKept) continue;
    const email = (user.cells.email ?? '').toLowerCase();
    // A pupil gets an account when the source gives them an address or a user name; a teacher, an address.
    if (person === 'pupil' && email === '' && (user.cells.username ?? '') === '') continue;
    if (person === 'teacher' && email === '') continue;
    desired.account.set(id, {
      person,
      personKey: id,
      signIn: email,
      firstName: clip(user.cells.givenName ?? '', 100),
      lastName: clip(user.cells.familyName ?? '', 100),
      isEnabled: user.cells.enabledUser === 'false' ? '0' : '1',
    });
  }
  checkEmailsUnique(set, desired, problems);
  const userLines = new Map([...set.users.values()].map((user) => [user.sourcedId, user.line]));
  const sessionLines = new Map([...set.academicSessions.values()].map((session) => [session.sourcedId, session.line]));
  return { desired, userLines, sessionLines, ignoredRows };
}

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

function mostCommonHomeroom(enrollments: string[], set: SourceSet, homeroomOf: Map<string, string>): string | null {
  const homerooms = enrollments.flatMap((id) => {
    const homeroom = homeroomOf.get(set.enrollments.get(id)?.cells.userSourcedId ?? '');
    return homeroom ? [homeroom] : [];
  });
  return mostCommon(homerooms);
}

/** Two people cannot sign in with one address: the second one's line is named. */
function checkEmailsUnique(set: SourceSet, desired: Desired, problems: Problems) {
  const firstBy = new Map<string, number | null>();
  for (const [id, account] of desired.account) {
    const email = account.signIn ?? '';
    if (email === '') continue;
    const line = set.users.get(id)?.line ?? null;
    const first = firstBy.get(email);
    if (first !== undefined) {
      problems.add({ file: 'users.csv', line, column: 'email', key: 'roster.emailTwice', params: { value: email, line: first ?? '-' } });
    } else firstBy.set(email, line);
  }
}
