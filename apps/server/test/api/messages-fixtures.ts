import { apiPaths, type TStartConversationRequest } from '@carnet/contract';
import { expect } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

/**
 * The messages tests run on their own clock, on dates written out: the demo's term dates are replaced by
 * the test's (none by default, so every weekday is a school day), and 24 November 2026 is a Tuesday.
 * Paris is UTC+1 then: 10:00 at the school is 09:00Z, 21:00 is 20:00Z, 07:00 is 06:00Z.
 */
export const TUESDAY_10H = new Date('2026-11-24T09:00:00.000Z');
export const TUESDAY_21H = new Date('2026-11-24T20:00:00.000Z');
export const WEDNESDAY_7H = new Date('2026-11-25T06:00:00.000Z');

export type MessagesContext = { t: TestContext; setClock: (at: Date) => void };

export async function buildMessagesApp(env: Record<string, string> = {}): Promise<MessagesContext> {
  let clock = TUESDAY_10H;
  const t = await buildTestApp({ env, now: () => clock });
  // The demo's marks are in its terms (decision 114): they go with them.
  for (const table of ['competency_marks', 'marks', 'assessment_competencies', 'assessments'] as const)
    await t.db.deleteFrom(table).execute();
  await t.db.deleteFrom('school_terms').execute();
  // The demo's conversations are dated from the real today: each test writes its own on the test's clock.
  for (const table of ['unread_messages', 'message_reads', 'message_files', 'message_reports', 'messages', 'conversations'] as const)
    await t.db.deleteFrom(table).execute();
  return {
    t,
    setClock: (at) => {
      clock = at;
    },
  };
}

/** A PDF's first bytes are all the server checks: the type is the bytes', never the name's. */
export const pdfUpload = (name = 'note.pdf') => ({
  name,
  contents: `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%test\n').toString('base64')}`,
});

/** The Martin parent writes to Paul Bernard about Hugo; answers the conversation's id. */
export async function parentWritesToBernard(t: TestContext, overrides: Partial<TStartConversationRequest> = {}): Promise<number> {
  const parent = await t.as('parent');
  const response = await parent.post(apiPaths.messages, {
    childId: t.school.children.hugo,
    with: { kind: 'teacher', teacherId: t.school.teachers.bernard },
    subject: 'Homework in maths',
    body: 'Hugo could not finish the exercises.',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversationId as number;
}

type Answer = { statusCode: number; body: string; json: () => object };

/** A refusal answers `{code, message}` with its status and changes no row of any table. */
export async function nothingWritten(t: TestContext, request: () => Promise<Answer>, status: number): Promise<Answer> {
  const before = await snapshotTables(t.db);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
  expect(await snapshotTables(t.db)).toEqual(before);
  return response;
}
