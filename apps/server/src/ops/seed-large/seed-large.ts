import { inTransaction } from '../../lib/transaction';
import { addDays } from '@carnet/contract';
import { SYSTEM_ACCOUNT_EMAIL } from '../../db/migrations/020-retention';
import type { Db } from '../../db/connect';
import type { Engine } from '../../db/engine';
import type { DemoSchool } from '../../demo';
import { OPEN_MEETING_NAME } from '../../demo/meetings';
import { seedFood } from '../../demo/food';
import { seedTerms } from '../../demo/terms';
import { makePdf } from '../../lib/pdf';
import { hashPassword } from '../../lib/passwords';
import { createSink, moveSequencesPastIds } from './bulk';
import { OPEN_EVENING, writeEvenings } from './evenings';
import { type HistoryCounts, writeHistory } from './history';
import { type HomeworkCounts, writeHomework } from './homework';
import { type MarksCounts, writeMarks } from './marks';
import type { SeedSize } from './options';
import { OFFICE_EMAIL, teacherUserId, writePeople } from './people';
import { createRandom } from './random';
import { buildSchool, type School } from './school';

/** Every account of the large school signs in with this password (hashed once: argon2 per account would take hours). */
export const LARGE_SCHOOL_PASSWORD = 'Carnet-2026!';

export class NotEmptyError extends Error {}

export type SignIn = { who: string; email: string; detail: string };
export type SeedOutcome = {
  counts: HistoryCounts &
    HomeworkCounts &
    MarksCounts &
    Record<'pupils' | 'guardians' | 'teachers' | 'classes' | 'families' | 'pastBookings', number>;
  signIns: SignIn[];
};

/** Tables whose ids the seed gives itself (PostgreSQL's sequences must then be moved on). */
const TABLES_WITH_IDS = [
  'files',
  'year_groups',
  'classes',
  'teachers',
  'subjects',
  'families',
  'family_members',
  'children',
  'users',
  'registry_entries',
  'documents',
  'reports',
  'rewards',
  'concerns',
  'newsletters',
  'meetings',
  'lessons',
  'lesson_notes',
  'homework',
  'student_tasks',
] as const;

/**
 * Fills an empty, migrated database with a large made-up school, in one transaction (a failure leaves
 * the database empty). Refuses a database that has any account, family or pupil.
 */
export async function seedLargeSchool(db: Db, engine: Engine, size: SeedSize, today: string): Promise<SeedOutcome> {
  // The migrations write one account, Carnet's own (migration 020): it does not make the database a school.
  const existing = await Promise.all([
    db.selectFrom('users').select('id').where('email', '!=', SYSTEM_ACCOUNT_EMAIL).limit(1).executeTakeFirst(),
    db.selectFrom('families').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('children').select('id').limit(1).executeTakeFirst(),
  ]);
  if (existing.some(Boolean)) {
    throw new NotEmptyError(
      'The database is not empty (it has accounts, families or pupils): the large school is seeded only into an empty one. Use a new DATA_DIR or database.',
    );
  }
  const passwordHash = await hashPassword(LARGE_SCHOOL_PASSWORD);
  const random = createRandom(size.seed);
  const lastAccount = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const school = buildSchool(random, size, Number(lastAccount?.id ?? 0));
  return inTransaction(db, async (trx) => {
    // Every document, report and newsletter shares one small PDF: the bytes are not what is measured.
    const pdf = makePdf('Carnet', ['A document of the large made-up school.']);
    await trx
      .insertInto('files')
      .values({
        id: 1,
        name: 'document.pdf',
        media_type: 'application/pdf',
        size: pdf.length,
        bytes: pdf,
        created_at: new Date().toISOString(),
      })
      .execute();
    await writePeople(trx, random, school, passwordHash, today);
    const history = await writeHistory(trx, random, school, size, today, 1);
    const homework = await writeHomework(trx, random, school, today);
    const pastBookings = await writeEvenings(trx, school, today);
    await notifyOpenEvening(trx, school, today);
    await moveSequencesPastIds(trx, engine, TABLES_WITH_IDS);
    // The school's calendar (terms, term dates and one fresh one everybody is told of) and lunch menus, as the demo has them.
    await seedTerms(trx, {} as DemoSchool, today);
    await seedFood(trx, {} as DemoSchool, today);
    // A year of marks (decision 114): the assessments need the terms just written.
    const marks = await writeMarks(trx, random, school, today);
    await moveSequencesPastIds(trx, engine, ['assessments']);
    await trx.updateTable('notifications').set({ emailed_at: new Date().toISOString() }).where('emailed_at', 'is', null).execute();
    const notifications = await trx
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return {
      counts: {
        pupils: school.pupils.length,
        guardians: school.guardians.length,
        teachers: school.teachers.length,
        classes: school.classes.length,
        families: school.families.length,
        pastBookings,
        ...history,
        ...homework,
        ...marks,
        notifications: Number(notifications.count),
      },
      signIns: signInsOf(school),
    };
  });
}

/** What publishing the open evening told every parent: one notice each, unseen. */
async function notifyOpenEvening(db: Db, school: School, today: string): Promise<void> {
  const sink = createSink(db, 'notifications');
  const createdAt = `${addDays(today, -3)}T08:00:00.000Z`;
  for (const guardian of school.guardians) {
    await sink.add({
      user_id: guardian.accountId,
      subject: 'meeting',
      subject_id: OPEN_EVENING.id,
      kind: 'meeting.open',
      params: JSON.stringify({ name: OPEN_MEETING_NAME }),
      created_at: createdAt,
      seen: 0,
      link: '',
    });
  }
  await sink.close();
}

/** A parent of one, two and three children (when the school has such families), a teacher and the office. */
function signInsOf(school: School): SignIn[] {
  const signIns: SignIn[] = [];
  for (const count of [1, 2, 3]) {
    const family = school.families.find((f) => f.pupilIds.length === count);
    if (!family) continue;
    const guardian = school.guardians[family.guardianIds[0]! - 1]!;
    const children = family.pupilIds.map((id) => {
      const pupil = school.pupils[id - 1]!;
      return `${pupil.firstName} (${school.classes[pupil.classId - 1]!.name})`;
    });
    signIns.push({
      who: `parent of ${count}`,
      email: guardian.email,
      detail: `${guardian.firstName} ${guardian.lastName}: ${children.join(', ')}`,
    });
  }
  const teacher = school.teachers[0]!;
  const groups = school.subjects.filter((s) => s.teacherId === teacher.id).length;
  signIns.push({
    who: 'teacher',
    email: teacher.email,
    detail: `${teacher.firstName} ${teacher.lastName}, ${school.subjects.find((s) => s.teacherId === teacher.id)?.name ?? ''}, ${groups} teaching groups (account ${teacherUserId(school, teacher.id)})`,
  });
  signIns.push({ who: 'office', email: OFFICE_EMAIL, detail: 'Nadia Roux, the school office' });
  return signIns;
}
