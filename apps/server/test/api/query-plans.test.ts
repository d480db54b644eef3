import {
  announcementPaths,
  apiPaths,
  calendarFeedPaths,
  childHomeworkPath,
  childMarksPath,
  staffMarksGroupPath,
  childLessonNotesPath,
  homeworkPaths,
  staffCahierPath,
  familyRequestPaths,
  staffAnnouncementPath,
  staffAnnouncementPaths,
  staffFamilyRequestPaths,
  staffMessagePaths,
} from '@carnet/contract';
import { CompiledQuery, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DemoAccount, type TestContext } from '../helpers/build-test-app';
import { LARGE_TABLES, fillHistory } from '../helpers/history-fill';

/**
 * Cost that does not grow with history (decision 075): every statement that a family's read runs is planned
 * on a school with years of history and hundreds of other families, and none may read a large table
 * whole. The statements are the real ones: every query the app sends to its database while it answers
 * the route, caught by the database's log, then explained with the same parameters.
 */
let t: TestContext;
let captured: CompiledQuery[] | null = null;
const catchQuery = (event: LogEvent) => captured?.push(event.query);

/** The announcement that reached every family (history-fill.ts). */
let wideAnnouncement = 0;

beforeAll(async () => {
  t = await buildTestApp({ logQueries: catchQuery });
  await fillHistory(t.db, t.school, t.engine);
  wideAnnouncement = (await t.db.selectFrom('announcements').select('id').where('title', '=', 'To every family').executeTakeFirstOrThrow())
    .id;
}, 240_000);
afterAll(async () => t.close());

const large = new Set<string>(LARGE_TABLES);
const isRead = (query: CompiledQuery) => /^\s*(select|update|delete|with)\b/i.test(query.sql);

/** Kysely writes `"table" as "alias"`: SQLite's plan names the alias. */
function tablesByAlias(sqlText: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of sqlText.matchAll(/"(\w+)" as "(\w+)"/g)) aliases.set(match[2]!, match[1]!);
  return aliases;
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];

/** The large tables the statement reads whole, by the engine's own plan. */
async function fullScansOf(query: CompiledQuery): Promise<string[]> {
  if (t.engine === 'sqlite') {
    const plan = await t.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
    const aliases = tablesByAlias(query.sql);
    return plan.rows.flatMap(({ detail }) => {
      const match = /^SCAN (\w+)(?: AS (\w+))?(.*)$/.exec(detail);
      if (!match || /USING (COVERING )?INDEX/.test(match[3] ?? '')) return [];
      const table = aliases.get(match[1]!) ?? match[1]!;
      return large.has(table) ? [`${table} (${detail})`] : [];
    });
  }
  const plan = await t.db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
  );
  const root = plan.rows[0]!['QUERY PLAN'][0]!.Plan;
  return walk(root).flatMap((node) =>
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] && large.has(node['Relation Name'])
      ? [`${node['Relation Name']} (Seq Scan)`]
      : [],
  );
}

/** Runs one route as one account and answers the statements it ran. */
async function queriesOf(account: DemoAccount, url: string): Promise<CompiledQuery[]> {
  const client = await t.as(account);
  captured = [];
  const response = await client.get(url);
  const queries = captured;
  captured = null;
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
  return queries.filter(isRead);
}

async function expectNoFullScan(account: DemoAccount, url: string): Promise<void> {
  const queries = await queriesOf(account, url);
  expect(queries.length, `${url} ran no query`).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const query of queries) {
    for (const scan of await fullScansOf(query)) problems.push(`${url} reads all of ${scan} in: ${query.sql}`);
  }
  expect(problems).toEqual([]);
}

/** Ids the routes with a parameter need, taken from the family's own lists. */
async function firstIdOf(account: DemoAccount, url: string, pick: (body: never) => number | undefined): Promise<number> {
  const id = pick((await (await t.as(account)).get(url)).json() as never);
  if (id === undefined) throw new Error(`no id in ${url}`);
  return id;
}

/** The `Link` of a list's first page: the fill gives every family years of history, so there is always one. */
async function nextPageOf(account: DemoAccount, url: string): Promise<string> {
  const link = (await (await t.as(account)).get(url)).headers.link;
  const next = typeof link === 'string' ? /<([^>]+)>/.exec(link)?.[1] : undefined;
  if (!next) throw new Error(`${url} has no next page`);
  return next;
}

describe(`query plans of the family reads (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  const lea = () => t.school.children.lea;
  const routes: Array<[DemoAccount, string, () => Promise<string> | string]> = [
    ['parent', 'apiPaths.me', () => apiPaths.me],
    ['parent', 'apiPaths.family', () => apiPaths.family],
    ['parent', 'child', () => apiPaths.child(lea())],
    ['student', 'child', () => apiPaths.child(lea())],
    ['parent', 'apiPaths.notifications', () => apiPaths.notifications],
    ['parent', 'notifications, older page', () => nextPageOf('parent', `${apiPaths.notifications}?limit=5`)],
    ['student', 'apiPaths.notifications', () => apiPaths.notifications],
    ['parent', 'apiPaths.openMeetings', () => apiPaths.openMeetings],
    [
      'parent',
      'meeting info',
      async () =>
        apiPaths.meetingInfo(await firstIdOf('parent', apiPaths.openMeetings, (list: Array<{ meetingId: number }>) => list[0]?.meetingId)),
    ],
    ['parent', 'rewards', () => apiPaths.rewards(lea())],
    ['student', 'apiPaths.thisTerm', () => apiPaths.thisTerm],
    ['parent', 'apiPaths.terms', () => apiPaths.terms],
    ['parent', 'apiPaths.registry', () => apiPaths.registry],
    ['parent', 'registry, older page', () => nextPageOf('parent', apiPaths.registry)],
    ['student', 'apiPaths.registry', () => apiPaths.registry],
    ['parent', 'apiPaths.documents', () => apiPaths.documents],
    ['parent', 'documents, older page', () => nextPageOf('parent', apiPaths.documents)],
    [
      'parent',
      'documents, a later older page',
      async () => nextPageOf('parent', await nextPageOf('parent', `${apiPaths.documents}?limit=5`)),
    ],
    ['parent', 'apiPaths.newsletters', () => apiPaths.newsletters],
    ['parent', 'newsletters, older page', () => nextPageOf('parent', apiPaths.newsletters)],
    ['parent', 'apiPaths.reports', () => apiPaths.reports],
    ['student', 'apiPaths.reports', () => apiPaths.reports],
    ['parent', 'timetable this week', () => apiPaths.timetable(lea(), 0)],
    ['parent', 'timetable last week', () => apiPaths.timetable(lea(), -1)],
    ['parent', 'apiPaths.myForms', () => apiPaths.myForms],
    [
      'parent',
      'form',
      async () => apiPaths.form(await firstIdOf('parent', apiPaths.myForms, (list: Array<{ form: { id: number } }>) => list[0]?.form.id)),
    ],
    [
      'parent',
      'form answers',
      async () => apiPaths.formData(await firstIdOf('parent', apiPaths.myForms, (list: Array<{ id: number }>) => list[0]?.id)),
    ],
    ['parent', 'apiPaths.food(0)', () => apiPaths.food(0)],
    [
      'parent',
      'document download',
      async () => apiPaths.documentDownload(await firstIdOf('parent', apiPaths.documents, (list: Array<{ id: number }>) => list[0]?.id)),
    ],
    ['parent', 'mark all notifications read', () => apiPaths.readAllNotifications],
    ['parent', 'calendarFeedPaths.feed', () => calendarFeedPaths.feed],
    ['parent', 'apiPaths.messages', () => apiPaths.messages],
    ['parent', 'messages, older page', () => nextPageOf('parent', `${apiPaths.messages}?limit=5`)],
    ['student', 'apiPaths.messages', () => apiPaths.messages],
    ['parent', 'apiPaths.messagesUnread', () => apiPaths.messagesUnread],
    [
      'parent',
      'a conversation',
      async () =>
        apiPaths.conversation(await firstIdOf('parent', `${apiPaths.messages}?q=maths`, (list: Array<{ id: number }>) => list[0]?.id)),
    ],
    ['teacher', 'staffMessagePaths.list', () => staffMessagePaths.list],
    ['teacher', 'staffMessagePaths.unread', () => staffMessagePaths.unread],
    ['office', 'staffMessagePaths.unread', () => staffMessagePaths.unread],
    ['office', 'staffMessagePaths.list', () => staffMessagePaths.list],
    // Announcements (decision 105): the family's list and one of them; the sender's list and a page of families.
    ['parent', 'announcementPaths.list', () => announcementPaths.list],
    ['parent', 'announcements, older page', () => nextPageOf('parent', `${announcementPaths.list}?limit=5`)],
    [
      'parent',
      'an announcement',
      async () =>
        announcementPaths.announcement(await firstIdOf('parent', announcementPaths.list, (list: Array<{ id: number }>) => list[0]?.id)),
    ],
    ['office', 'staffAnnouncementPaths.list', () => staffAnnouncementPaths.list],
    ['teacher', 'staffAnnouncementPaths.list', () => staffAnnouncementPaths.list],
    ['office', 'announcements, older page', () => nextPageOf('office', `${staffAnnouncementPaths.list}?limit=5`)],
    ['office', 'the families of an announcement to every family', () => staffAnnouncementPath(wideAnnouncement)],
    ['office', 'its families, next page', () => nextPageOf('office', staffAnnouncementPath(wideAnnouncement))],
    ['office', 'its families not acknowledged, by name', () => `${staffAnnouncementPath(wideAnnouncement)}?status=notAcknowledged&q=other`],
    // The families' reports and leave (decision 107): the family's list, the office's day with its differences.
    ['parent', 'familyRequestPaths.list', () => familyRequestPaths.list],
    ['office', 'staffFamilyRequestPaths.day', () => staffFamilyRequestPaths.day],
    // The cahier de textes (decision 110): a child's homework (a bounded window on (subject_id, due_date)),
    // the home page's due next, a day's lesson notes; a teacher's group cahier.
    ['parent', 'homework of a child', () => childHomeworkPath(t.school.children.hugo)],
    ['student', 'homework of a child', () => childHomeworkPath(lea())],
    ['parent', 'homeworkPaths.dueNext', () => homeworkPaths.dueNext],
    ['parent', 'lesson notes of a day', () => childLessonNotesPath(t.school.children.hugo)],
    ['teacher', 'a group cahier', () => staffCahierPath(t.school.subjects.class3B[0]!)],
    // Marks (decision 114): a child's term of marks (its groups' assessments on (subject_id, term_id), their
    // marks by assessment) for a parent and for the student; a teacher's group term.
    ['parent', 'marks of a child', () => childMarksPath(t.school.children.hugo)],
    ['student', 'marks of a child', () => childMarksPath(lea())],
    ['teacher', 'a group term of marks', () => staffMarksGroupPath(t.school.subjects.class3B[0]!)],
  ];

  for (const [account, name, urlOf] of routes) {
    it(`${account}: ${name}`, async () => {
      await expectNoFullScan(account, await urlOf());
    });
  }

  it('notices a full scan when an index the reads need is missing', async () => {
    // The check itself must be able to fail: without the indexes on the caller's notifications the list is a scan.
    const indexes: Array<[string, string[]]> = [
      ['notifications_user_id_created_at_id_idx', ['user_id', 'created_at', 'id']],
      ['notifications_user_id_seen_subject_subject_id_idx', ['user_id', 'seen', 'subject', 'subject_id']],
      ['notifications_user_id_seen_idx', ['user_id', 'seen']],
    ];
    for (const [name] of indexes) await t.db.schema.dropIndex(name).execute();
    if (t.engine === 'postgres') await t.db.executeQuery(CompiledQuery.raw('ANALYZE notifications'));
    try {
      const scans = (await Promise.all((await queriesOf('parent', apiPaths.notifications)).map(fullScansOf))).flat();
      expect(scans.some((scan) => scan.startsWith('notifications'))).toBe(true);
    } finally {
      for (const [name, columns] of indexes) await t.db.schema.createIndex(name).on('notifications').columns(columns).execute();
    }
  });
});
