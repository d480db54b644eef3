import { sql } from 'kysely';
import type { Db } from '../../src/db/connect';
import type { Database } from '../../src/db/schema';
import type { DemoSchool } from '../../src/demo';

/**
 * Grows the demo school into one a planner takes seriously (decision 075): hundreds of other families, each
 * with a copy of Léa's records and of her parent's notifications, and three past years of the Martins'
 * own history and of the school's calendar, newsletters, menus and lessons. The copies are the seed's
 * own rows with their owner and dates moved, so every column holds a value the app really writes.
 */
export const OTHER_FAMILIES = 2000;
const PAST_YEARS = 3;
const BATCH = 500;

type Row = Record<string, unknown>;
type Table = keyof Database & string;

/** Tables that grow with the pupils or with history: a full scan of one of them is a read that slows down with time. */
export const LARGE_TABLES = [
  'files',
  'families',
  'family_members',
  'children',
  'users',
  'child_subjects',
  'registry_entries',
  'documents',
  'reports',
  'newsletters',
  'rewards',
  'concerns',
  'medical_infos',
  'allergies',
  'certificates',
  'exit_permissions',
  'lessons',
  'forms',
  'form_requests',
  'food_menus',
  'term_events',
  'meeting_participants',
  'notifications',
  'conversations',
  'messages',
  'message_reads',
  'unread_messages',
  'announcements',
  'announcement_families',
  'announcement_pupils',
  'homework',
  'assessments',
  'marks',
  'competency_marks',
] as const;

async function insertAll(db: Db, table: Table, rows: Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .returning('id' as never)
      .execute();
    ids.push(...inserted.map((r) => (r as { id: number }).id));
  }
  return ids;
}

const withoutId = ({ id: _id, ...row }: Row): Row => row;

async function rowsOf(db: Db, table: Table, column: string, value: number): Promise<Row[]> {
  return (await db
    .selectFrom(table)
    .selectAll()
    .where(column as never, '=', value as never)
    .execute()) as Row[];
}

/** A date or instant moved back by some days, in the same format. */
function daysBefore(value: unknown, days: number): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const moved = new Date(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) - days * 86_400_000).toISOString();
  return value.length === 10 ? moved.slice(0, 10) : moved;
}

/** The school year 'YYYY-YYYY' some years before. */
const yearsBefore = (schoolYear: unknown, years: number) =>
  typeof schoolYear === 'string' && /^\d{4}-\d{4}$/.test(schoolYear)
    ? `${Number(schoolYear.slice(0, 4)) - years}-${Number(schoolYear.slice(5)) - years}`
    : schoolYear;

const CHILD_TABLES: Table[] = [
  'registry_entries',
  'documents',
  'reports',
  'rewards',
  'concerns',
  'medical_infos',
  'allergies',
  'certificates',
  'exit_permissions',
  'form_requests',
  'meeting_participants',
  'child_subjects',
];

/**
 * Copies the rows of `table` that belong to one owner to every owner `others` selects, in one
 * INSERT ... SELECT (a few hundred thousand rows stay quick on both engines).
 */
async function copyToOthers(db: Db, table: Table, ownerColumn: string, ownerId: number, others: ReturnType<typeof sql>): Promise<void> {
  const sample = (await rowsOf(db, table, ownerColumn, ownerId))[0];
  if (!sample) return;
  const columns = Object.keys(sample).filter((c) => c !== 'id' && c !== ownerColumn);
  const list = sql.join([sql.ref(ownerColumn), ...columns.map((c) => sql.ref(c))]);
  const picked = sql.join([sql.ref('o.id'), ...columns.map((c) => sql.ref(`r.${c}`))]);
  await sql`insert into ${sql.table(table)} (${list}) select ${picked} from ${sql.table(table)} as r cross join (${others}) as o where ${sql.ref(`r.${ownerColumn}`)} = ${ownerId}`.execute(
    db,
  );
}

async function addOtherFamilies(db: Db, school: DemoSchool): Promise<void> {
  const family = (await rowsOf(db, 'families', 'id', school.families.dubois))[0]!;
  const familyIds = await insertAll(
    db,
    'families',
    Array.from({ length: OTHER_FAMILIES }, (_, i) => ({ ...withoutId(family), name: `Other ${i}` })),
  );
  const members = await rowsOf(db, 'family_members', 'family_id', school.families.dubois);
  await insertAll(
    db,
    'family_members',
    familyIds.flatMap((familyId) => members.map((m) => ({ ...withoutId(m), family_id: familyId }))),
  );
  const noah = (await rowsOf(db, 'children', 'id', school.children.noah))[0]!;
  await insertAll(
    db,
    'children',
    familyIds.map((familyId) => ({ ...withoutId(noah), family_id: familyId })),
  );
  const parent2 = (await rowsOf(db, 'users', 'id', school.users.parent2))[0]!;
  await insertAll(
    db,
    'users',
    familyIds.map((familyId, i) => ({
      ...withoutId(parent2),
      family_id: familyId,
      family_member_id: null,
      email: `other-${i}@example.test`,
    })),
  );
  const otherChildren = sql`select c.id from children as c inner join families as f on f.id = c.family_id where f.name like 'Other %'`;
  for (const table of CHILD_TABLES) await copyToOthers(db, table, 'child_id', school.children.lea, otherChildren);
  const otherParents = sql`select id from users where email like 'other-%'`;
  await copyToOthers(db, 'notifications', 'user_id', school.users.parent, otherParents);
}

/** Older copies of some rows: one per week back over PAST_YEARS, or one per past year. */
async function addPast(db: Db, table: Table, rows: Row[], move: (row: Row, step: number) => Row, steps: number): Promise<void> {
  const copies = Array.from({ length: steps }, (_, k) => rows.map((r) => move(withoutId(r), k + 1))).flat();
  await insertAll(db, table, copies);
}

async function addHistory(db: Db, school: DemoSchool): Promise<void> {
  const weeks = PAST_YEARS * 52;
  const back = (columns: string[]) => (row: Row, step: number) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, columns.includes(k) ? daysBefore(v, step * 7) : v]));
  for (const child of [school.children.lea, school.children.hugo]) {
    // Older entries lose their lesson: the (lesson, child) key is unique and those lessons are this year's.
    const entries = await rowsOf(db, 'registry_entries', 'child_id', child);
    await addPast(db, 'registry_entries', entries, (r, s) => ({ ...back(['date'])(r, s * 4), lesson_id: null }), weeks / 4);
    // Eight weeks apart, so the copies reach three years back, before the documents' two-year window.
    await addPast(db, 'documents', await rowsOf(db, 'documents', 'child_id', child), (r, s) => back(['date'])(r, s * 8), PAST_YEARS * 6);
    await addPast(db, 'rewards', await rowsOf(db, 'rewards', 'child_id', child), back(['date']), PAST_YEARS * 6);
  }
  for (const user of [school.users.parent, school.users.student]) {
    const notifications = await rowsOf(db, 'notifications', 'user_id', user);
    await addPast(db, 'notifications', notifications, (r, s) => ({ ...back(['created_at'])(r, s * 4), seen: 1 }), weeks / 4);
  }
  const all = (table: Table) => db.selectFrom(table).selectAll().execute() as Promise<Row[]>;
  await addPast(db, 'newsletters', await all('newsletters'), back(['publish_date']), weeks);
  // One menu a day at most (a unique date): copies move by three weeks, more than the seed's menus span.
  await addPast(db, 'food_menus', await all('food_menus'), (r, s) => ({ ...r, date: daysBefore(r.date, s * 21) }), weeks / 3);
  await addPast(db, 'lessons', await all('lessons'), (r, s) => ({ ...back(['date'])(r, s * 4), series_id: null }), weeks / 4);
  // The seed holds two school years: each copy moves both two years back, so no year is doubled; four
  // copies of each past year stand for a school with more events a year than the demo's.
  const events = await all('term_events');
  for (let copy = 0; copy < 4; copy++) {
    await addPast(
      db,
      'term_events',
      events,
      (r, s) => ({ ...back(['date'])(r, s * 104), school_year: yearsBefore(r.school_year, 2 * s) }),
      15,
    );
  }
  await addPast(db, 'forms', await all('forms'), (r) => r, 100);
  // The cahier de textes (decision 110): every group's homework again each week over PAST_YEARS, ten
  // times (a school sets more than the demo does); their lessons are this year's, so the copies lose them.
  const homework = await all('homework');
  for (let copy = 0; copy < 10; copy++) {
    await addPast(
      db,
      'homework',
      homework,
      (r, s) => ({ ...back(['due_date', 'created_at'])(r, s), set_in_lesson_id: null, due_lesson_id: null }),
      weeks,
    );
  }
  // Marks (decision 114): every group's assessments again each week over PAST_YEARS, in the oldest term, so
  // a family's term of marks must be found by its (subject_id, term_id) index among them.
  const oldestTerm = await db.selectFrom('school_terms').select('id').orderBy('start_date').executeTakeFirst();
  if (oldestTerm) {
    const assessments = await all('assessments');
    const [marks, levels] = [await all('marks'), await all('competency_marks')];
    for (let step = 1; step <= weeks; step++) {
      const ids = await insertAll(
        db,
        'assessments',
        assessments.map((r) => ({ ...back(['date', 'created_at', 'updated_at'])(withoutId(r), step), term_id: oldestTerm.id })),
      );
      // Each copy carries its original's marks and levels.
      const copyOf = new Map(assessments.map((r, i) => [r.id, ids[i]!]));
      for (const [table, rows] of [
        ['marks', marks],
        ['competency_marks', levels],
      ] as const) {
        const copies = rows.map((r) => ({ ...r, assessment_id: copyOf.get(r.assessment_id as number) }));
        for (let i = 0; i < copies.length; i += BATCH)
          await db
            .insertInto(table)
            .values(copies.slice(i, i + BATCH) as never)
            .execute();
      }
    }
  }
  const file = (await db.selectFrom('files').selectAll().limit(1).execute())[0] as Row;
  await insertAll(
    db,
    'files',
    Array.from({ length: 3000 }, () => withoutId(file)),
  );
}

/**
 * Conversations (decision 102): each other family gets a copy of the Martins' first one, with its messages
 * and reads; the Martins get a past conversation a week over PAST_YEARS, and a long first conversation
 * (a page of it must not read it all).
 */
async function addConversations(db: Db, school: DemoSchool): Promise<void> {
  const template = await db
    .selectFrom('conversations')
    .selectAll()
    .where('family_id', '=', school.families.martin)
    .orderBy('id')
    .executeTakeFirst();
  if (!template) return;
  const convColumns = Object.keys(template).filter((c) => !['id', 'family_id', 'child_id'].includes(c));
  const otherChildren = sql`select c.id, c.family_id from children as c inner join families as f on f.id = c.family_id where f.name like 'Other %'`;
  await sql`insert into conversations (family_id, child_id, ${sql.join(convColumns.map((c) => sql.ref(c)))})
    select o.family_id, o.id, ${sql.join(convColumns.map((c) => sql.ref(`r.${c}`)))} from conversations as r cross join (${otherChildren}) as o where r.id = ${template.id}`.execute(
    db,
  );
  const messages = await rowsOf(db, 'messages', 'conversation_id', template.id);
  const msgColumns = Object.keys(messages[0] ?? {}).filter((c) => !['id', 'conversation_id'].includes(c));
  if (messages.length === 0) return;
  await sql`insert into messages (conversation_id, ${sql.join(msgColumns.map((c) => sql.ref(c)))})
    select o.id, ${sql.join(msgColumns.map((c) => sql.ref(`r.${c}`)))} from messages as r cross join (select id from conversations where family_id <> ${school.families.martin}) as o cross join (select 1 as k union all select 2 union all select 3 union all select 4 union all select 5) as copies where r.conversation_id = ${template.id}`.execute(
    db,
  );
  await sql`insert into message_reads (message_id, user_id, read_at) select m.id, ${school.users.teacher}, m.created_at from messages as m where m.conversation_id <> ${template.id}`.execute(
    db,
  );
  // Every other family's parents have the school's messages of their copies unread (decision 108): the
  // unread counts must read the caller's own rows, never the others'.
  await sql`insert into unread_messages (user_id, conversation_id, message_id, deliver_at)
    select u.id, m.conversation_id, m.id, m.deliver_at from messages as m inner join conversations as c on c.id = m.conversation_id
    inner join users as u on u.family_id = c.family_id where c.family_id <> ${school.families.martin} and m.from_family = 0`.execute(db);
  const back = (row: Row, step: number) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [
        k,
        ['created_at', 'visible_from', 'last_message_at', 'awaiting_staff_since'].includes(k) ? daysBefore(v, step * 7) : v,
      ]),
    );
  const past = Array.from({ length: PAST_YEARS * 52 }, (_, k) => back(withoutId(template), k + 1));
  const pastIds = await insertAll(db, 'conversations', past);
  await insertAll(
    db,
    'messages',
    pastIds.flatMap((conversationId, k) =>
      messages.map((m) => ({
        ...back(withoutId(m), k + 1),
        conversation_id: conversationId,
        deliver_at: daysBefore(m.deliver_at, (k + 1) * 7),
      })),
    ),
  );
  await insertAll(
    db,
    'messages',
    Array.from({ length: 1500 }, (_, k) => ({
      ...withoutId(messages[0]!),
      created_at: daysBefore(messages[0]!.created_at, k + 1),
      deliver_at: daysBefore(messages[0]!.deliver_at, k + 1),
    })),
  );
}

/**
 * Announcements (decision 105): the Martins and a tenth of the other families get one a week over PAST_YEARS
 * (the family's list has many pages), and one reaches every family (its page of families must not read them all).
 */
async function addAnnouncements(db: Db, school: DemoSchool): Promise<void> {
  const template = await db.selectFrom('announcements').selectAll().orderBy('id').executeTakeFirst();
  if (!template) return;
  const weeksBack = (k: number) => ({
    created_at: daysBefore(template.created_at, k * 7),
    deliver_at: daysBefore(template.deliver_at, k * 7),
  });
  const pastIds = await insertAll(
    db,
    'announcements',
    Array.from({ length: PAST_YEARS * 52 }, (_, k) => ({ ...withoutId(template), ...weeksBack(k + 1) })),
  );
  const family = { family_id: school.families.martin, family_name: 'Martin', read_at: null, acknowledged_at: null, acknowledged_by: null };
  for (let i = 0; i < pastIds.length; i += BATCH) {
    const ids = pastIds.slice(i, i + BATCH);
    await db
      .insertInto('announcement_families')
      .values(ids.map((id, k) => ({ ...family, announcement_id: id, deliver_at: weeksBack(i + k + 1).deliver_at as string })))
      .execute();
    await db
      .insertInto('announcement_pupils')
      .values(
        ids.map((id) => ({
          announcement_id: id,
          family_id: school.families.martin,
          child_id: school.children.hugo,
          first_name: 'Hugo',
          pupil_label: 'Hugo Martin (3B)',
        })),
      )
      .execute();
  }
  // A tenth of the other families got each of them too: the tables hold years of a school's announcements.
  const first = pastIds[0] ?? 0;
  const last = pastIds.at(-1) ?? 0;
  await sql`insert into announcement_families (announcement_id, family_id, family_name, deliver_at)
    select a.id, f.id, f.name, a.deliver_at from announcements as a cross join families as f
    where a.id between ${first} and ${last} and f.name like 'Other %' and f.id % 10 = 0`.execute(db);
  await sql`insert into announcement_pupils (announcement_id, family_id, child_id, first_name, pupil_label)
    select af.announcement_id, c.family_id, c.id, c.first_name, c.first_name from announcement_families as af inner join children as c on c.family_id = af.family_id
    where af.announcement_id between ${first} and ${last} and af.family_id <> ${school.families.martin}`.execute(db);
  // Years of the teachers' announcements to their own groups, which reached none of these families.
  await insertAll(
    db,
    'announcements',
    Array.from({ length: 3000 }, (_, k) => ({ ...withoutId(template), ...weeksBack((k % 150) + 1), title: `Group news ${k}` })),
  );
  const [wide] = await insertAll(db, 'announcements', [
    { ...withoutId(template), title: 'To every family', audience: '{"kind":"school"}' },
  ]);
  await sql`insert into announcement_families (announcement_id, family_id, family_name, deliver_at) select ${wide}, f.id, f.name, ${template.deliver_at} from families as f`.execute(
    db,
  );
  await sql`insert into announcement_pupils (announcement_id, family_id, child_id, first_name, pupil_label) select ${wide}, c.family_id, c.id, c.first_name, c.first_name from children as c where c.deactivated_at is null`.execute(
    db,
  );
}

/** Fills, then has PostgreSQL's planner learn the new sizes (SQLite plans from its indexes alone, as it does in production). */
export async function fillHistory(db: Db, school: DemoSchool, engine: 'sqlite' | 'postgres'): Promise<void> {
  await addOtherFamilies(db, school);
  await addHistory(db, school);
  await addConversations(db, school);
  await addAnnouncements(db, school);
  if (engine === 'postgres') await sql`ANALYZE`.execute(db);
}
