/**
 * A made-up school as a OneRoster 1.1 CSV bulk export, the kind a school's management system hands to
 * Carnet (decision 069): one school, a school year of three terms, form classes (homeroom) and teaching
 * groups (scheduled) for years 6 to 9, pupils with their guardians (siblings share them), teachers,
 * enrollments and birth dates. Deterministic: the same options write the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import {
  createFamilies,
  createStaff,
  demographicsRow,
  GRADES,
  type Person,
  type Row,
  sourcedIdOf,
  toAscii,
  userRow,
} from './lib/oneroster-people';
import { createRandom, type Random } from './lib/seeded-random';

export type SchoolOptions = { pupils?: number; guardians?: number; teachers?: number; classes?: number; seed?: number };

/** Each file's columns in the order of the OneRoster 1.1 CSV binding; status and dateLastModified stay empty in bulk files. */
const COLUMNS = {
  manifest: 'propertyName value',
  orgs: 'sourcedId status dateLastModified name type identifier parentSourcedId',
  academicSessions: 'sourcedId status dateLastModified title type startDate endDate parentSourcedId schoolYear',
  courses: 'sourcedId status dateLastModified schoolYearSourcedId title courseCode grades orgSourcedId subjects subjectCodes',
  classes:
    'sourcedId status dateLastModified title grades courseSourcedId classCode classType location schoolSourcedId termSourcedIds subjects subjectCodes periods',
  users:
    'sourcedId status dateLastModified enabledUser orgSourcedIds role username userIds givenName familyName middleName identifier email sms phone agentSourcedIds grades password',
  enrollments: 'sourcedId status dateLastModified classSourcedId schoolSourcedId userSourcedId role primary beginDate endDate',
  demographics:
    'sourcedId status dateLastModified birthDate sex americanIndianOrAlaskaNative asian blackOrAfricanAmerican nativeHawaiianOrOtherPacificIslander white demographicRaceTwoOrMoreRaces hispanicOrLatinoEthnicity countryOfBirthCode stateOfBirthAbbreviation cityOfBirth publicSchoolResidenceStatus',
};
const SUBJECTS = ['Mathematics', 'French', 'English', 'History-Geography', 'Sciences', 'Spanish', 'German', 'Music', 'Art', 'Sport'];
const ORG = 'org-college';
const YEAR = {
  sourcedId: 'as-2027',
  title: '2026-2027',
  type: 'schoolYear',
  startDate: '2026-09-01',
  endDate: '2027-07-03',
  schoolYear: '2027',
};
const TERMS = [
  { sourcedId: 'as-2027-t1', title: 'Trimestre 1', startDate: '2026-09-01', endDate: '2026-11-29' },
  { sourcedId: 'as-2027-t2', title: 'Trimestre 2', startDate: '2026-11-30', endDate: '2027-03-07' },
  { sourcedId: 'as-2027-t3', title: 'Trimestre 3', startDate: '2027-03-08', endDate: '2027-07-03' },
].map((term) => ({ ...term, type: 'term', parentSourcedId: YEAR.sourcedId, schoolYear: YEAR.schoolYear }));

type Classes = { classes: Row[]; courses: Row[]; formsOf: Map<string, string[]>; groupsOf: Map<string, string[]> };

/** RFC 4180: a field with a comma, a double quote or a line break goes in quotes, its quotes doubled; lines end in CRLF. */
function toCsv(columns: string, rows: Row[]): string {
  const names = columns.split(' ');
  const field = (value = '') => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [names.join(','), ...rows.map((row) => names.map((name) => field(row[name])).join(','))].join('\r\n') + '\r\n';
}

/** `count` items spread over the years as evenly as they go, the first years taking the remainder. */
const spreadOverGrades = (count: number) =>
  GRADES.flatMap((grade, g) =>
    Array.from({ length: Math.floor(count / GRADES.length) + (g < count % GRADES.length ? 1 : 0) }, () => grade),
  );

/** Half form classes (6A, 6B …), half teaching groups named after a form and a subject (6A Mathematics), each with its course. */
function createClasses(random: Random, count: number): Classes {
  const homerooms = Math.ceil(count / 2);
  const gradeOf = [...spreadOverGrades(homerooms), ...spreadOverGrades(count - homerooms)];
  const byGrade = () => new Map(GRADES.map((grade) => [grade, [] as string[]]));
  const result: Classes = { classes: [], courses: [], formsOf: byGrade(), groupsOf: byGrade() };
  const courseIds = new Map<string, string>();
  const courseOf = (grade: string, subject: string) => {
    const key = `${grade}/${subject}`;
    const known = courseIds.get(key);
    if (known) return known;
    const sourcedId = sourcedIdOf('crs', courseIds.size + 1);
    const title = subject === '' ? `Classe de ${Number(grade)}e` : `${subject} ${Number(grade)}e`;
    const courseCode = `${toAscii(subject || 'form')
      .slice(0, 4)
      .toUpperCase()}-${grade}`;
    result.courses.push({
      sourcedId,
      schoolYearSourcedId: YEAR.sourcedId,
      title,
      courseCode,
      grades: grade,
      orgSourcedId: ORG,
      subjects: subject,
    });
    courseIds.set(key, sourcedId);
    return sourcedId;
  };
  const letter = (index: number) => String.fromCharCode(65 + index);
  for (let c = 0; c < count; c++) {
    const isForm = c < homerooms;
    const grade = gradeOf[c]!;
    const siblings = (isForm ? result.formsOf : result.groupsOf).get(grade)!;
    const forms = Math.max(1, result.formsOf.get(grade)!.length);
    const subject = isForm ? '' : SUBJECTS[siblings.length % SUBJECTS.length]!;
    const title = isForm ? `${Number(grade)}${letter(siblings.length)}` : `${Number(grade)}${letter(siblings.length % forms)} ${subject}`;
    const sourcedId = isForm ? sourcedIdOf('cls-form', c + 1) : sourcedIdOf('cls-grp', c - homerooms + 1);
    siblings.push(sourcedId);
    result.classes.push({
      sourcedId,
      title,
      grades: grade,
      courseSourcedId: courseOf(grade, subject),
      classCode: toAscii(title).toUpperCase(),
      classType: isForm ? 'homeroom' : 'scheduled',
      location: `Bâtiment ${random.pick(['A', 'B', 'C'])}, salle ${100 + random.int(30)}`,
      schoolSourcedId: ORG,
      termSourcedIds: TERMS.map((t) => t.sourcedId).join(','),
      subjects: subject,
      periods: isForm ? '' : `${1 + random.int(4)},${5 + random.int(4)}`,
    });
  }
  return result;
}

/** Each pupil in a form class of their year and three teaching groups of that year; each class with its teacher. */
function createEnrollments(students: Person[], staff: Person[], { classes, formsOf, groupsOf }: Classes): Row[] {
  const rows: Row[] = [];
  const enroll = (classSourcedId: string, userSourcedId: string, role: string) =>
    rows.push({
      sourcedId: sourcedIdOf('enr', rows.length + 1),
      classSourcedId,
      schoolSourcedId: ORG,
      userSourcedId,
      role,
      primary: String(role === 'teacher'),
      beginDate: YEAR.startDate,
      endDate: YEAR.endDate,
    });
  const placed = new Map<string, number>();
  for (const pupil of students) {
    const forms = formsOf.get(pupil.grade)!;
    const groups = groupsOf.get(pupil.grade)!;
    const place = placed.get(pupil.grade) ?? 0;
    placed.set(pupil.grade, place + 1);
    if (forms.length > 0) enroll(forms[place % forms.length]!, pupil.sourcedId, 'student');
    // The group of the pupil's own form (same letter), then two sets shared with other forms.
    const chosen = new Set([0, 7, 14].slice(0, groups.length).map((k) => groups[(place + k) % groups.length]!));
    for (const group of chosen) enroll(group, pupil.sourcedId, 'student');
  }
  classes.forEach((row, c) => enroll(row.sourcedId!, staff[c % staff.length]!.sourcedId, 'teacher'));
  return rows;
}

function createManifest(): Row[] {
  const bulk = ['academicSessions', 'classes', 'courses', 'demographics', 'enrollments', 'orgs', 'users'];
  const absent = ['categories', 'classResources', 'courseResources', 'lineItems', 'resources', 'results'];
  return [
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.1'],
    ...bulk.map((name) => [`file.${name}`, 'bulk']),
    ...absent.map((name) => [`file.${name}`, 'absent']),
    ['source.systemName', 'Carnet bench school'],
    ['source.systemCode', 'carnet-bench'],
  ].map(([propertyName, value]) => ({ propertyName: propertyName!, value: value! }));
}

/** Writes manifest.csv and the seven bulk files into `dir` (created if need be); answers the rows written per file. */
export function writeOneRosterSchool(dir: string, options: SchoolOptions = {}): Record<string, number> {
  const { pupils = 2000, guardians = 3200, teachers = 150, classes = 120, seed = 17 } = options;
  const random = createRandom(seed);
  const { students, parents } = createFamilies(random, pupils, guardians);
  const staff = createStaff(random, teachers);
  const school = createClasses(random, classes);
  const logins = new Set<string>();
  const loginOf = (person: Person) => {
    const base = `${toAscii(person.given)}.${toAscii(person.family)}`;
    let login = base;
    for (let n = 2; logins.has(login); n++) login = `${base}${n}`;
    logins.add(login);
    return login;
  };
  const tables: Record<keyof typeof COLUMNS, Row[]> = {
    manifest: createManifest(),
    orgs: [{ sourcedId: ORG, name: 'Collège Jean-Moulin, Paris 20e', type: 'school', identifier: '0750001A' }],
    academicSessions: [YEAR, ...TERMS],
    courses: school.courses,
    classes: school.classes,
    users: [...students, ...parents, ...staff].map((person) => userRow(random, person, loginOf(person), ORG)),
    enrollments: createEnrollments(students, staff, school),
    demographics: students.map((pupil) => demographicsRow(random, pupil)),
  };
  fs.mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  for (const [name, rows] of Object.entries(tables)) {
    fs.writeFileSync(path.join(dir, `${name}.csv`), toCsv(COLUMNS[name as keyof typeof COLUMNS], rows));
    counts[`${name}.csv`] = rows.length;
  }
  return counts;
}

/** The folder's files in one .zip, as a school's export arrives. */
export function zipFolder(dir: string): Buffer {
  const entries = Object.fromEntries(fs.readdirSync(dir).map((name) => [name, new Uint8Array(fs.readFileSync(path.join(dir, name)))]));
  return Buffer.from(zipSync(entries, { level: 6 }));
}
