import { CITIES, FAMILY_NAMES, GIVEN_NAMES, type Random, STREETS, toAscii } from './random';
import type { SeedSize } from './options';

/** Collège years, youngest first, as class_year reads them. */
export const YEAR_GROUPS = ['6e', '5e', '4e', '3e'] as const;

/** Every class is taught these; the teachers are split between them in the same order. */
export const DISCIPLINES = [
  'Mathematics',
  'French',
  'English',
  'History-Geography',
  'Sciences',
  'Physical Education',
  'Music',
  'Art',
] as const;
const SHORT_NAMES = ['MATHS', 'FR', 'ENG', 'HIST-GEO', 'SCI', 'PE', 'MUS', 'ART'];
const COLORS = ['#3b82f6', '#ec4899', '#10b981', '#f59e0b', '#8b5cf6', '#06b6d4', '#ef4444', '#84cc16'];

export type SchoolClass = { id: number; name: string; yearGroupId: number; year: string };
export type Teacher = { id: number; firstName: string; lastName: string; email: string; discipline: number };
export type Subject = {
  id: number;
  classId: number;
  discipline: number;
  teacherId: number;
  name: string;
  shortName: string;
  color: string;
};
export type Pupil = { id: number; familyId: number; firstName: string; lastName: string; classId: number; subjectIds: number[] };
export type Guardian = {
  id: number;
  /** The guardian's account id: after the accounts the database already had (the system account). */
  accountId: number;
  familyId: number;
  firstName: string;
  lastName: string;
  email: string;
  tie: 'Mother' | 'Father' | 'Guardian';
};
export type Family = { id: number; name: string; pupilIds: number[]; guardianIds: number[] };

/** The whole school in memory: ids are given here (the database is empty), so every reference is known before writing. */
export type School = {
  classes: SchoolClass[];
  teachers: Teacher[];
  subjects: Subject[];
  families: Family[];
  pupils: Pupil[];
  guardians: Guardian[];
  /** Account ids start after this one (the largest id already taken). */
  accountIdBase: number;
};

function uniqueEmails() {
  const used = new Set<string>();
  return (local: string, domain: string) => {
    let address = `${local}@${domain}`;
    for (let n = 2; used.has(address); n += 1) address = `${local}${n}@${domain}`;
    used.add(address);
    return address;
  };
}

function buildClasses(count: number): SchoolClass[] {
  return Array.from({ length: count }, (_, i) => {
    const yearIndex = i % YEAR_GROUPS.length;
    const year = YEAR_GROUPS[yearIndex]!;
    return { id: i + 1, name: `${year}${Math.floor(i / YEAR_GROUPS.length) + 1}`, yearGroupId: yearIndex + 1, year };
  });
}

function buildTeachers(random: Random, count: number, email: (local: string, domain: string) => string): Teacher[] {
  return Array.from({ length: count }, (_, i) => {
    const firstName = random.pick(GIVEN_NAMES);
    const lastName = random.pick(FAMILY_NAMES);
    return {
      id: i + 1,
      firstName,
      lastName,
      email: email(`${toAscii(firstName)}.${toAscii(lastName)}`, 'college.example.org'),
      discipline: i % DISCIPLINES.length,
    };
  });
}

/** One teaching group per class and discipline, each taught by the next teacher of that discipline. */
function buildSubjects(classes: SchoolClass[], teachers: Teacher[]): Subject[] {
  const pools = DISCIPLINES.map((_, d) => teachers.filter((t) => t.discipline === d));
  const subjects: Subject[] = [];
  for (const schoolClass of classes) {
    DISCIPLINES.forEach((name, d) => {
      const pool = pools[d]!;
      subjects.push({
        id: subjects.length + 1,
        classId: schoolClass.id,
        discipline: d,
        teacherId: pool[(schoolClass.id - 1) % pool.length]!.id,
        name,
        shortName: SHORT_NAMES[d]!,
        color: COLORS[d]!,
      });
    });
  }
  return subjects;
}

/**
 * Families of one to three children (in different years) and one to three guardians, adding up to
 * the totals: about a tenth have one guardian, and a grandparent or carer is the third of a few.
 */
function buildFamilies(random: Random, size: SeedSize): Array<{ name: string; children: number; guardians: number }> {
  const families: Array<{ name: string; children: number; guardians: number }> = [];
  for (let left = size.pupils; left > 0;) {
    const roll = random.next();
    const children = Math.min(left, roll < 0.65 ? 1 : roll < 0.93 ? 2 : 3);
    families.push({ name: random.pick(FAMILY_NAMES), children, guardians: 2 });
    left -= children;
  }
  const delta = size.guardians - 2 * families.length;
  // A tenth single guardians where the totals allow, balanced by as many more third guardians.
  const singles =
    delta < 0 ? Math.min(-delta, families.length) : Math.min(Math.floor(families.length / 10), Math.floor((families.length - delta) / 2));
  const triples = Math.max(0, Math.min(families.length - Math.max(0, singles), delta + Math.max(0, singles)));
  const order = random.shuffle(families.map((_, index) => index));
  order.slice(0, Math.max(0, singles)).forEach((i) => (families[i]!.guardians = 1));
  order.slice(Math.max(0, singles), Math.max(0, singles) + triples).forEach((i) => (families[i]!.guardians = 3));
  return families;
}

export function buildSchool(random: Random, size: SeedSize, accountIdBase = 0): School {
  const email = uniqueEmails();
  const classes = buildClasses(size.classes);
  const teachers = buildTeachers(random, size.teachers, email);
  const subjects = buildSubjects(classes, teachers);
  const classesOfYear = YEAR_GROUPS.map((year) => classes.filter((c) => c.year === year));
  const subjectsOfClass = new Map<number, number[]>();
  for (const s of subjects) subjectsOfClass.set(s.classId, [...(subjectsOfClass.get(s.classId) ?? []), s.id]);

  const families: Family[] = [];
  const pupils: Pupil[] = [];
  const guardians: Guardian[] = [];
  for (const plan of buildFamilies(random, size)) {
    const family: Family = { id: families.length + 1, name: plan.name, pupilIds: [], guardianIds: [] };
    families.push(family);
    const years = random.shuffle([0, 1, 2, 3]).slice(0, plan.children);
    for (const year of years) {
      const schoolClass = random.pick(classesOfYear[year]!);
      const pupil: Pupil = {
        id: pupils.length + 1,
        familyId: family.id,
        firstName: random.pick(GIVEN_NAMES),
        lastName: plan.name,
        classId: schoolClass.id,
        subjectIds: subjectsOfClass.get(schoolClass.id) ?? [],
      };
      pupils.push(pupil);
      family.pupilIds.push(pupil.id);
    }
    for (let g = 0; g < plan.guardians; g += 1) {
      const firstName = random.pick(GIVEN_NAMES);
      const lastName = g === 0 || random.next() < 0.6 ? plan.name : random.pick(FAMILY_NAMES);
      const guardian: Guardian = {
        id: guardians.length + 1,
        accountId: accountIdBase + guardians.length + 1,
        familyId: family.id,
        firstName,
        lastName,
        email: email(`${toAscii(firstName)}.${toAscii(lastName)}`, random.pick(['example.org', 'example.net'])),
        tie: g === 2 ? 'Guardian' : g === 0 ? 'Mother' : 'Father',
      };
      guardians.push(guardian);
      family.guardianIds.push(guardian.id);
    }
  }
  return { classes, teachers, subjects, families, pupils, guardians, accountIdBase };
}

/** A plausible French address and phone for a family contact. */
export function contactDetails(random: Random) {
  const [city, postalCode] = random.pick(CITIES);
  return {
    phone: `+33 1 ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`,
    mobile: `06 ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`,
    address: `${1 + random.int(120)} ${random.pick(STREETS)}`,
    postal_code: postalCode,
    city,
  };
}
