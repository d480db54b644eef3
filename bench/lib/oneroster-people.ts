import type { Random } from './seeded-random';

/** The people of the made-up OneRoster school (bench/oneroster-school.ts): pupils, their guardians, teachers. */
export type Person = { sourcedId: string; role: string; given: string; family: string; agents: string[]; grade: string };
export type Row = Record<string, string>;

/** Collège years 6 to 9, as OneRoster's two-digit grade codes. */
export const GRADES = ['06', '07', '08', '09'];

const GIVEN = [
  ...['Léa', 'Chloé', 'Zoé', 'Inès', 'Anaïs', 'Maëlle', 'Noémie', 'Élodie', 'Hélène', 'Clémence', 'Océane', 'Aïcha', 'Yasmine'],
  ...['Emma', 'Jade', 'Louise', 'Camille', 'Manon', 'Siobhán', 'Małgorzata', 'Thi Hương', 'Fatoumata', 'Marie-Ève', 'Zoë'],
  ...['Gabriel', 'Raphaël', 'Noé', 'Théo', 'Loïc', 'Gaël', 'Jérôme', 'François', 'Benoît', 'Cédric', 'Anthony', 'Hugo'],
  ...['Lucas', 'Mohammed', 'Youssef', 'Mamadou', 'João', 'José', 'Ángel', 'Björn', 'Jean-Baptiste', 'Matthieu', 'Nathan', 'Éric'],
];
// A few names need quotes in CSV (a comma, a double quote); apostrophes and accents do not.
const FAMILY = [
  ...['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent'],
  ...['Lefèvre', 'Michel', 'García', 'Müller', 'Fontaine', 'Chevalier', 'Guérin', 'Faure', 'Mercier', 'Rousseau', 'Gauthier'],
  ...["D'Angelo", "O'Brien", "N'Diaye", 'Le Goff', 'de La Fontaine', 'Nguyễn', 'Traoré', 'Diallo', 'Haddad', 'Benali', 'Kowalski'],
  ...['Da Silva', 'López', 'Ngô', 'Besançon', 'Lemaître', 'Bréhat', 'Çelik', 'Smith, Jr.', 'Dupont, fils', 'Martin "Le Grand"'],
];
const CITIES = ['Paris', 'Lyon', 'Saint-Étienne', 'Montréal', 'Besançon', "Villeneuve-d'Ascq", 'Dakar', 'Porto', 'Orléans'];

export const sourcedIdOf = (prefix: string, n: number) => `${prefix}-${String(n).padStart(5, '0')}`;

/** Lower-case ASCII words joined by dots: 'Thi Hương' → 'thi.huong', "N'Diaye" → 'n.diaye'. */
export const toAscii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** Families of one to three children (in different years) and one to three guardians, adding up to the totals. */
export function createFamilies(random: Random, pupils: number, guardians: number): { students: Person[]; parents: Person[] } {
  const families: Array<{ family: string; children: number; guardians: number }> = [];
  for (let left = pupils; left > 0;) {
    const roll = random.next();
    const children = Math.min(left, roll < 0.65 ? 1 : roll < 0.93 ? 2 : 3);
    families.push({ family: random.pick(FAMILY), children, guardians: 2 });
    left -= children;
  }
  const delta = guardians - 2 * families.length;
  if (Math.abs(delta) > families.length) throw new Error(`${guardians} guardians do not fit ${families.length} families`);
  // About a tenth of the families have one guardian; a grandparent or a carer is the third of others.
  const singles = delta < 0 ? -delta : Math.min(Math.floor(families.length / 10), Math.floor((families.length - delta) / 2));
  const order = random.shuffle(families.map((_, i) => i));
  order.slice(0, singles).forEach((i) => (families[i]!.guardians = 1));
  order.slice(singles, singles + singles + delta).forEach((i) => (families[i]!.guardians = 3));

  const students: Person[] = [];
  const parents: Person[] = [];
  for (const f of families) {
    const kids = random
      .shuffle([...GRADES])
      .slice(0, f.children)
      .map((grade, k): Person => {
        return {
          sourcedId: sourcedIdOf('stu', students.length + k + 1),
          role: 'student',
          given: random.pick(GIVEN),
          family: f.family,
          agents: [],
          grade,
        };
      });
    const adults = Array.from({ length: f.guardians }, (_, g): Person => {
      const role = g === 2 ? random.pick(['relative', 'guardian']) : random.next() < 0.95 ? 'parent' : 'guardian';
      const family = g === 0 || random.next() < 0.6 ? f.family : random.pick(FAMILY);
      const agents = kids.map((k) => k.sourcedId);
      return { sourcedId: sourcedIdOf('grd', parents.length + g + 1), role, given: random.pick(GIVEN), family, agents, grade: '' };
    });
    for (const kid of kids) kid.agents.push(...adults.map((a) => a.sourcedId));
    students.push(...kids);
    parents.push(...adults);
  }
  return { students, parents };
}

export function createStaff(random: Random, teachers: number): Person[] {
  return Array.from({ length: teachers }, (_, t) => {
    return {
      sourcedId: sourcedIdOf('tch', t + 1),
      role: 'teacher',
      given: random.pick(GIVEN),
      family: random.pick(FAMILY),
      agents: [],
      grade: '',
    };
  });
}

/**
 * One users.csv row. `login` is unique across the file: the username, and the e-mail's local part when
 * there is one (half the pupils, every teacher, all but 3 % of the guardians).
 */
export function userRow(random: Random, person: Person, login: string, orgSourcedId: string): Row {
  const { role } = person;
  const isStudent = role === 'student';
  const hasEmail = isStudent ? random.next() < 0.5 : role === 'teacher' || random.next() < 0.97;
  const domain = isStudent
    ? 'eleves.example.org'
    : role === 'teacher'
      ? 'college.example.org'
      : random.pick(['example.org', 'example.net']);
  const phone =
    isStudent || role === 'teacher' ? '' : `+33 6 ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`;
  const ine = () => `${random.digits(9)}${random.pick([...'ABCDEFGHJK'])}${random.pick([...'LMNPRSTUVW'])}`;
  return {
    sourcedId: person.sourcedId,
    enabledUser: 'true',
    orgSourcedIds: orgSourcedId,
    role,
    username: login,
    givenName: person.given,
    familyName: person.family,
    middleName: random.next() < 0.1 ? random.pick(GIVEN) : '',
    identifier: isStudent ? ine() : role === 'teacher' ? `P${random.digits(6)}` : '',
    email: hasEmail ? `${login}@${domain}` : '',
    sms: phone,
    phone,
    agentSourcedIds: person.agents.join(','),
    grades: person.grade,
  };
}

/** One demographics.csv row: a birth date that fits the pupil's year (eleven in September of year 6). */
export function demographicsRow(random: Random, pupil: Person): Row {
  const born = 2026 - 11 - GRADES.indexOf(pupil.grade);
  const month = String(1 + random.int(12)).padStart(2, '0');
  const day = String(1 + random.int(28)).padStart(2, '0');
  return {
    sourcedId: pupil.sourcedId,
    birthDate: `${born}-${month}-${day}`,
    sex: random.pick(['male', 'female']),
    countryOfBirthCode: random.next() < 0.1 ? random.pick(['SN', 'PT', 'CA', 'MA']) : 'FR',
    cityOfBirth: random.pick(CITIES),
  };
}
