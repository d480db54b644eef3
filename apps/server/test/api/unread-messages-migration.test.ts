import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/connect';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrate';
import { createTestDatabase, testEngine } from '../helpers/test-database';

/**
 * Migration 029 (decision 108) writes an unread row for what each account has not read when it runs: the
 * other side's messages, for the active accounts of the side that reads them, not for one that read them.
 * Rows are written as 026 left them.
 */
let handle: DbHandle;
type Loose = Record<string, Record<string, unknown>>;
let db: Kysely<Loose>;
const ids: Record<string, number> = {};
const NOW = '2026-11-24T09:00:00.000Z';
const LATER = '2026-11-25T06:00:00.000Z';

const insert = async (table: string, values: Record<string, unknown>) =>
  ((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id;
const user = (email: string, roles: string, extra: Record<string, unknown>) =>
  insert('users', { email, password_hash: '!', roles, first_name: 'A', last_name: 'B', created_at: NOW, ...extra });

async function seedAt026() {
  const family = await insert('families', { name: 'Martin' });
  const hugo = await insert('children', { family_id: family, first_name: 'Hugo', last_name: 'Martin', class_year: '6', class_name: '6A' });
  const bernard = await insert('teachers', { first_name: 'Paul', last_name: 'Bernard', short_name: 'PB', email: 'pb@example.com' });
  ids.parent = await user('p@example.com', 'ROLE_PARENT,ROLE_USER', { family_id: family });
  ids.otherParent = await user('p2@example.com', 'ROLE_PARENT,ROLE_USER', { family_id: family });
  ids.gone = await user('p3@example.com', 'ROLE_PARENT,ROLE_USER', { family_id: family, deactivated_at: NOW });
  ids.student = await user('s@example.com', 'ROLE_STUDENT,ROLE_USER', { child_id: hugo });
  ids.teacher = await user('t@example.com', 'ROLE_TEACHER,ROLE_USER', { teacher_id: bernard });
  ids.office = await user('o@example.com', 'ROLE_ADMIN,ROLE_USER', {});
  const conversation = (values: Record<string, unknown>) =>
    insert('conversations', {
      family_id: family,
      child_id: hugo,
      student_only: 0,
      subject: 'Maths',
      started_by: ids.parent,
      opened_by_family: 1,
      created_at: NOW,
      visible_from: NOW,
      last_message_at: NOW,
      ...values,
    });
  const message = (conversationId: number, authorId: number, fromFamily: number, deliverAt = NOW) =>
    insert('messages', {
      conversation_id: conversationId,
      author_id: authorId,
      from_family: fromFamily,
      body: 'x',
      created_at: NOW,
      deliver_at: deliverAt,
    });
  ids.withTeacher = await conversation({ staff_kind: 'teacher', teacher_id: bernard });
  ids.question = await message(ids.withTeacher, ids.parent, 1);
  ids.answer = await message(ids.withTeacher, ids.teacher, 0);
  await db.insertInto('message_reads').values({ message_id: ids.answer, user_id: ids.parent, read_at: NOW }).execute();
  ids.withOffice = await conversation({ staff_kind: 'office', teacher_id: null });
  ids.held = await message(ids.withOffice, ids.office, 0, LATER);
  ids.studentOwn = await conversation({ staff_kind: 'office', teacher_id: null, student_only: 1, started_by: ids.student });
  ids.studentAsks = await message(ids.studentOwn, ids.student, 1);
  ids.officeAnswers = await message(ids.studentOwn, ids.office, 0);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db as unknown as Kysely<Loose>;
  await migrateUpTo(handle.db, handle.engine, '026-messages');
  await seedAt026();
  await migrateToLatest(handle.db, handle.engine);
});
afterAll(async () => handle?.close());

const unreadOf = async (userId: number) =>
  (await db.selectFrom('unread_messages').selectAll().where('user_id', '=', userId).orderBy('message_id').execute()).map((r) => ({
    message: r.message_id,
    deliverAt: r.deliver_at,
  }));

describe(`migration 029: what is unread now gets its rows (${testEngine})`, () => {
  it("gives the family's parents the school's messages they have not read, the held one from its delivery", async () => {
    expect(await unreadOf(ids.parent!)).toEqual([{ message: ids.held, deliverAt: LATER }]);
    expect(await unreadOf(ids.otherParent!)).toEqual([
      { message: ids.answer, deliverAt: NOW },
      { message: ids.held, deliverAt: LATER },
    ]);
  });

  it("gives the teacher the family's message, the office its own conversations', and the student their own only", async () => {
    expect(await unreadOf(ids.teacher!)).toEqual([{ message: ids.question, deliverAt: NOW }]);
    expect(await unreadOf(ids.office!)).toEqual([{ message: ids.studentAsks, deliverAt: NOW }]);
    expect(await unreadOf(ids.student!)).toEqual([{ message: ids.officeAnswers, deliverAt: NOW }]);
  });

  it('gives nothing to a deactivated account, nor to the writers for their own messages', async () => {
    expect(await unreadOf(ids.gone!)).toEqual([]);
    const total = await db
      .selectFrom('unread_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(6);
  });
});
