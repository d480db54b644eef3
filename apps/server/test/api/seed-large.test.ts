import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST_LIMIT, todayIn } from '@carnet/contract';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DbHandle } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { SYSTEM_ACCOUNT_EMAIL } from '../../src/db/migrations/020-retention';
import { createTokenService } from '../../src/lib/tokens';
import { generateMailKey, ringOf } from '../../src/mail/mail-keys';
import { parseSeedSize } from '../../src/ops/seed-large/options';
import { LARGE_SCHOOL_PASSWORD, NotEmptyError, type SeedOutcome, seedLargeSchool } from '../../src/ops/seed-large/seed-large';
import type { App } from '../../src/types';
import { createTestDatabase } from '../helpers/test-database';
import { TestClient } from '../helpers/test-client';

/** The large school of `npm run seed:large`, at 20 pupils, on a fresh database of the suite's engine. */
let handle: DbHandle;
let app: App;
let outcome: SeedOutcome;
const size = parseSeedSize(['--pupils', '20']);
const today = todayIn('Europe/Paris');

beforeAll(async () => {
  handle = await createTestDatabase();
  await migrateToLatest(handle.db, handle.engine);
  outcome = await seedLargeSchool(handle.db, handle.engine, size, today);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/carnet-test-unused', JOBS_POLL_MS: '0', MAX_EVENT_LOOP_DELAY_MS: '0' });
  app = await buildApp(
    {
      db: handle.db,
      engine: handle.engine,
      config,
      tokens: createTokenService('x'.repeat(64), config.tokenTtlSeconds),
      mailKeys: ringOf([generateMailKey()], 'the test'),
      now: () => new Date(),
    },
    { logger: false },
  );
  await app.ready();
}, 30_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('npm run seed:large', () => {
  it('fills the school at the size asked, with three years of what families read', () => {
    expect(outcome.counts).toMatchObject({ pupils: 20, guardians: 32, classes: 4, teachers: 8 });
    // About 30 registry entries, 14 documents and 3 reports a pupil a school year.
    expect(outcome.counts.registry).toBeGreaterThan(20 * 3 * 20);
    expect(outcome.counts.documents).toBeGreaterThan(20 * 3 * 10);
    expect(outcome.counts.notifications).toBeGreaterThan(outcome.counts.documents);
  });

  it('writes a year of marks: about 40 published and released assessments a group, a mark or level for each pupil, term reports opened', async () => {
    const groups = 4 * 8;
    expect(outcome.counts.assessments).toBeGreaterThanOrEqual(groups * 39);
    const perGroup = await handle.db
      .selectFrom('assessments')
      .select(['subject_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('subject_id')
      .execute();
    expect(perGroup).toHaveLength(groups);
    for (const group of perGroup) expect(Number(group.n)).toBeGreaterThanOrEqual(39);
    const unreleased = await handle.db.selectFrom('assessments').select('id').where('parents_release_at', 'is', null).execute();
    expect(unreleased).toEqual([]);
    // Every mark is a pupil's of the assessment's group.
    const strays = await handle.db
      .selectFrom('marks')
      .innerJoin('assessments', 'assessments.id', 'marks.assessment_id')
      .leftJoin('child_subjects', (join) =>
        join.onRef('child_subjects.child_id', '=', 'marks.child_id').onRef('child_subjects.subject_id', '=', 'assessments.subject_id'),
      )
      .select('marks.child_id')
      .where('child_subjects.child_id', 'is', null)
      .execute();
    expect(strays).toEqual([]);
    expect(outcome.counts.marks).toBeGreaterThan(20 * 8 * 30);
    expect(outcome.counts.competencyMarks).toBeGreaterThan(0);
    const open = await handle.db.selectFrom('term_reports').select(['state']).execute();
    expect(open).toEqual([{ state: 'open' }]);
    const headless = await handle.db.selectFrom('classes').select('id').where('head_teacher_id', 'is', null).execute();
    expect(headless).toEqual([]);
  });

  it('writes the cahier de textes: two lessons a week of the last four weeks with their notes, homework over the year, ticks around today', async () => {
    const groups = 4 * 8;
    // Two lessons a week for 4 weeks back and 2 ahead, holidays aside; a note for each past one.
    expect(outcome.counts.lessons).toBeGreaterThan(groups * 2 * 3);
    expect(outcome.counts.notes).toBeGreaterThan(groups * 2 * 2);
    expect(outcome.counts.notes).toBeLessThan(outcome.counts.lessons);
    expect(outcome.counts.homework).toBeGreaterThan(groups * 2 * 2);
    expect(outcome.counts.ticks).toBeGreaterThan(0);
    const past = await handle.db
      .selectFrom('lesson_notes')
      .innerJoin('lessons', 'lessons.id', 'lesson_notes.lesson_id')
      .select(['lessons.date', 'lessons.subject_id', 'lesson_notes.subject_id as note_group'])
      .execute();
    expect(past.every((row) => row.date < today && row.subject_id === row.note_group)).toBe(true);
    // Every tick is a pupil's of the homework's group.
    const strays = await handle.db
      .selectFrom('homework_ticks')
      .innerJoin('homework', 'homework.id', 'homework_ticks.homework_id')
      .leftJoin('child_subjects', (join) =>
        join
          .onRef('child_subjects.child_id', '=', 'homework_ticks.child_id')
          .onRef('child_subjects.subject_id', '=', 'homework.subject_id'),
      )
      .select('homework_ticks.child_id')
      .where('child_subjects.child_id', 'is', null)
      .execute();
    expect(strays).toEqual([]);
  });

  it('lets a printed parent sign in and read their account, their child and their notifications', async () => {
    const parent = outcome.signIns.find((s) => s.who === 'parent of 2');
    expect(parent).toBeDefined();
    const client = await TestClient.logIn(app, parent!.email, LARGE_SCHOOL_PASSWORD);

    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    const children = me.json().familyInfo.children as Array<{ id: number; firstName: string }>;
    expect(children).toHaveLength(2);
    expect(parent!.detail).toContain(children[0]!.firstName);

    const child = await client.get(`/api/child/${children[0]!.id}`);
    expect(child.statusCode).toBe(200);
    expect(child.json().subjects).toHaveLength(8);

    const notifications = await client.get('/api/notification');
    expect(notifications.statusCode).toBe(200);
    const list = notifications.json() as Array<{ subject: string; seen: boolean }>;
    // Three years of news: a full page, whatever its size.
    expect(list.length).toBeGreaterThanOrEqual(Math.min(20, NOTIFICATION_LIST_LIMIT));
    // The open evening and the latest news are unseen; older news was read.
    expect(list.filter((n) => !n.seen).map((n) => n.subject)).toContain('meeting');
    expect(list.some((n) => n.seen)).toBe(true);

    const documents = await client.get('/api/documents');
    expect(documents.statusCode).toBe(200);
    expect((documents.json() as Array<{ type: string }>).map((d) => d.type)).toContain('Invoice');
  });

  it("keeps Carnet's own account that the migrations wrote, and gives the school's accounts the ids after it", async () => {
    const system = await handle.db
      .selectFrom('users')
      .select(['id', 'deactivated_at'])
      .where('email', '=', SYSTEM_ACCOUNT_EMAIL)
      .executeTakeFirstOrThrow();
    expect(system.deactivated_at).not.toBeNull();
    const school = await handle.db
      .selectFrom('users')
      .select((eb) => [eb.fn.min('id').as('first'), eb.fn.countAll<number>().as('n')])
      .where('email', '!=', SYSTEM_ACCOUNT_EMAIL)
      .executeTakeFirstOrThrow();
    expect(Number(school.first)).toBeGreaterThan(system.id);
    // Every guardian, every teacher and the office.
    expect(Number(school.n)).toBe(32 + 8 + 1);
  });

  it('lets the printed teacher and office sign in', async () => {
    for (const who of ['teacher', 'office']) {
      const account = outcome.signIns.find((s) => s.who === who)!;
      const me = await (await TestClient.logIn(app, account.email, LARGE_SCHOOL_PASSWORD)).get('/api/me');
      expect(me.statusCode).toBe(200);
    }
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const before = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(seedLargeSchool(handle.db, handle.engine, size, today)).rejects.toBeInstanceOf(NotEmptyError);
    const after = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
