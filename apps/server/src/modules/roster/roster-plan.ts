import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { closedClassesPlaced } from './roster-closed-classes';
import { type GuardianMatches, matchHandMadeGuardians } from './roster-guardian-matches';
import { linksOf, loadLinks } from './roster-links';
import type { Problems, RosterProblem } from './roster-problems';
import type { Counts, Desired, DesiredKind, DesiredSchool, Links, Mapped, Operation } from './roster-model';

export type Plan = {
  operations: Record<DesiredKind, Operation[]>;
  counts: Record<DesiredKind, Counts>;
  links: Links;
  /** Closed classes the file places pupils in: the import reopens them (decision 081). */
  reopenClassIds: number[];
  /** What the office should look at, the import going ahead: guardians made anew rather than merged (decision 098). */
  notices: RosterProblem[];
};

/** The order the import writes in: each kind refers only to kinds before it. */
export const KIND_ORDER: readonly DesiredKind[] = [
  'term',
  'yearGroup',
  'class',
  'teacher',
  'teachingGroup',
  'family',
  'pupil',
  'guardian',
  'account',
  'enrollment',
];

/** People (and their accounts and enrollments) leave when the source drops them; the school's structure stays. */
const DEACTIVATED_WHEN_DROPPED: readonly DesiredKind[] = ['teacher', 'pupil', 'guardian', 'account', 'enrollment'];

/**
 * Compares the school the source describes with what earlier imports wrote (roster_links), field by
 * field: a record is updated only where the source changed, so a family's own edit of a phone number
 * survives an import that brings the same row again.
 */
export async function planImport(db: Db, school: DesiredSchool, problems: Problems): Promise<Plan> {
  const links = await loadLinks(db);
  const { desired } = school;
  resolveFamilies(desired, links);
  const handMade = await matchHandMadeGuardians(db, links, school);
  const adoptable = await adoptableRecords(db, links, desired, handMade);
  const operations = {} as Record<DesiredKind, Operation[]>;
  const counts = {} as Record<DesiredKind, Counts>;
  for (const kind of KIND_ORDER) {
    const known = linksOf(links, kind);
    const list: Operation[] = [];
    const count: Counts = { created: 0, updated: 0, deactivated: 0, unchanged: 0 };
    const adopted = new Set<number>();
    for (const [key, values] of desired[kind]) {
      const link = known.get(key);
      if (!link) {
        const adoptId = adoptable(kind, key, values);
        if (adoptId !== null) adopted.add(adoptId);
        list.push({ type: 'create', key, values, adoptId });
        if (adoptId === null) count.created += 1;
        else count.updated += 1;
        continue;
      }
      const changed = Object.keys(values).filter((field) => values[field] !== (link.mapped[field] ?? null));
      const isReactivated = !link.isActive;
      if (changed.length === 0 && !isReactivated) {
        count.unchanged += 1;
        continue;
      }
      list.push({ type: 'update', key, values, link, changed, isReactivated });
      // An account the source now marks disabled is, for the office, one more deactivated account.
      if (kind === 'account' && changed.includes('isEnabled') && values.isEnabled === '0') count.deactivated += 1;
      else count.updated += 1;
    }
    if (DEACTIVATED_WHEN_DROPPED.includes(kind)) {
      for (const link of known.values()) {
        // A record a new source record took over (same teacher e-mail under a new sourcedId) stays active.
        if (!link.isActive || desired[kind].has(link.key) || adopted.has(link.localId)) continue;
        list.push({ type: 'deactivate', key: link.key, link });
        count.deactivated += 1;
      }
    }
    operations[kind] = list;
    counts[kind] = count;
  }
  await checkEmailsFree(db, operations.account, school, problems);
  await checkTermsFit(db, operations.term, links, school, problems);
  const reopenClassIds = await closedClassesPlaced(db, operations, links, counts.class);
  return { operations, counts, links, reopenClassIds, notices: handMade.notices };
}

/**
 * A family has no sourcedId: it is the group of siblings. A group keeps the family most of its pupils
 * were in (so the family's own edits and history stay with it); a new group gets a new family.
 */
function resolveFamilies(desired: Desired, links: Links) {
  const pupilLinks = linksOf(links, 'pupil');
  const claimed = new Set<string>();
  const keyOf = new Map<string, string>();
  for (const [provisional] of desired.family) {
    const members = [...desired.pupil].filter(([, pupil]) => pupil.family === provisional);
    const earlier = members.map(([id]) => pupilLinks.get(id)?.mapped.family ?? null).filter((key): key is string => key !== null);
    const votes = new Map<string, number>();
    for (const key of earlier) if (!claimed.has(key)) votes.set(key, (votes.get(key) ?? 0) + 1);
    let key = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? provisional;
    for (let n = 2; claimed.has(key); n += 1) key = `${provisional}#${n}`;
    claimed.add(key);
    keyOf.set(provisional, key);
  }
  const renamed = new Map<string, Mapped>();
  for (const [provisional, values] of desired.family) renamed.set(keyOf.get(provisional) ?? provisional, values);
  desired.family = renamed;
  for (const kind of ['pupil', 'guardian'] as const) {
    for (const [id, values] of desired[kind])
      desired[kind].set(id, { ...values, family: keyOf.get(values.family ?? '') ?? values.family ?? null });
  }
}

/**
 * Records the office made before the first import (or that a dropped source record left) and the source now names: a year group or a class of
 * the same name, a term of the same school year and name, a teacher with the same e-mail, a contact the
 * office added by hand and their account (matchHandMadeGuardians). They are linked, not made twice
 * (class names are unique in Carnet anyway).
 */
async function adoptableRecords(db: Db, links: Links, desired: Desired, handMade: GuardianMatches) {
  // A record stays with its source record while the source still has it; once dropped (a new school
  // year's export names last year's '6A' with a new sourcedId), the new source record may take it over.
  const linkedIds = (kind: DesiredKind) =>
    new Set([...linksOf(links, kind).values()].filter((link) => desired[kind].has(link.key)).map((link) => link.localId));
  const byName = <T extends { id: number }>(rows: T[], kind: DesiredKind, nameOf: (row: T) => string) => {
    const taken = linkedIds(kind);
    return new Map(rows.filter((row) => !taken.has(row.id)).map((row) => [nameOf(row).toLowerCase(), row.id]));
  };
  const yearGroups = byName(await db.selectFrom('year_groups').select(['id', 'name']).execute(), 'yearGroup', (r) => r.name);
  const classes = byName(await db.selectFrom('classes').select(['id', 'name']).execute(), 'class', (r) => r.name);
  const terms = byName(
    await db.selectFrom('school_terms').select(['id', 'school_year', 'name']).execute(),
    'term',
    (r) => `${r.school_year}/${r.name}`,
  );
  const teachers = byName(
    await db.selectFrom('teachers').select(['id', 'email']).where('email', '!=', '').execute(),
    'teacher',
    (r) => r.email,
  );
  // A teacher adopted by e-mail brings the account the office made them, if it has the same address.
  const teacherAccounts = byName(
    await db.selectFrom('users').select(['id', 'email']).where('teacher_id', 'is not', null).execute(),
    'account',
    (r) => r.email,
  );
  const taken = new Set<string>();
  return (kind: DesiredKind, key: string, values: Mapped): number | null => {
    const matched = kind === 'guardian' ? handMade.guardians.get(key) : kind === 'account' ? handMade.accounts.get(key) : undefined;
    if (matched !== undefined) return matched;
    const name = (values.name ?? '').toLowerCase();
    const candidates: Partial<Record<DesiredKind, [Map<string, number>, string]>> = {
      yearGroup: [yearGroups, name],
      class: [classes, name],
      term: [terms, `${values.schoolYear}/${values.name}`.toLowerCase()],
      teacher: [teachers, values.email ?? ''],
      account: [teacherAccounts, values.person === 'teacher' ? (values.signIn ?? '') : ''],
    };
    const found = candidates[kind];
    if (!found || found[1] === '') return null;
    const id = found[0].get(found[1]);
    if (id === undefined || taken.has(`${kind}:${id}`)) return null;
    taken.add(`${kind}:${id}`);
    return id;
  };
}

/** A new or changed sign-in address must not be another Carnet account's. */
async function checkEmailsFree(db: Db, operations: Operation[], school: DesiredSchool, problems: Problems) {
  const wanted = new Map<string, { key: string; ownId: number | null }>();
  for (const op of operations) {
    if (op.type === 'deactivate' || (op.type === 'create' && op.adoptId !== null)) continue;
    const email = op.values.signIn ?? '';
    if (email === '' || (op.type === 'update' && !op.changed.includes('signIn'))) continue;
    wanted.set(email, { key: op.key, ownId: op.type === 'update' ? op.link.localId : null });
  }
  const emails = [...wanted.keys()];
  for (let i = 0; i < emails.length; i += 500) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email', 'teacher_id'])
      .where(sql<string>`lower(email)`, 'in', emails.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      const want = wanted.get(row.email.toLowerCase());
      if (!want || want.ownId === row.id) continue;
      problems.add({
        file: 'users.csv',
        line: school.userLines.get(want.key) ?? null,
        column: 'email',
        key: 'roster.emailTaken',
        params: { value: row.email },
      });
    }
  }
}

/** Carnet keeps one term per day: a new term may not overlap one the office entered by hand. */
async function checkTermsFit(db: Db, operations: Operation[], links: Links, school: DesiredSchool, problems: Problems) {
  const linked = new Set([...linksOf(links, 'term').values()].map((link) => link.localId));
  const adopted = new Set(operations.flatMap((op) => (op.type === 'create' && op.adoptId !== null ? [op.adoptId] : [])));
  const others = (await db.selectFrom('school_terms').selectAll().execute()).filter((t) => !linked.has(t.id) && !adopted.has(t.id));
  for (const op of operations) {
    if (op.type === 'deactivate') continue;
    const overlap = others.find((t) => t.start_date <= (op.values.end ?? '') && t.end_date >= (op.values.start ?? ''));
    if (overlap) {
      problems.add({
        file: 'academicSessions.csv',
        line: school.sessionLines.get(op.key) ?? null,
        column: 'startDate',
        key: 'roster.termOverlapsCarnet',
        params: { title: op.values.name ?? '', name: overlap.name, schoolYear: overlap.school_year },
      });
    }
  }
}
