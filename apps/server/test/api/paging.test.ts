import {
  DOCUMENT_PAGE_LIMIT,
  NEWSLETTER_LIST_LIMIT,
  NOTIFICATION_LIST_LIMIT,
  ZDocumentList,
  ZNewsletterList,
  ZNotificationList,
  ZRegistryList,
  apiPaths,
  nextPagePath,
  previousSchoolYearStart,
} from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistryEntry } from '../../src/modules/registry/registry.repository';
import { buildTestApp, type DemoAccount, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';

/**
 * Keyset paging of the family lists that grow with history (decision 075): the first answer is the spec's
 * list, bounded; older rows come a page at a time through the `Link` header, without overlap or gap,
 * and a cursor never opens another family's rows.
 */
let t: TestContext;
const OLD_NOTIFICATIONS = 230;
const OLD_ENTRIES = 130;
const OLD_NEWSLETTERS = 70;
const OLD_DOCUMENTS = 130;

beforeAll(async () => {
  t = await buildTestApp();
  const { parent, parent2 } = t.school.users;
  // Years of the Martin parent's notifications, some at the same instant (the id breaks the tie), and the Dubois parent's.
  const old = (i: number) => new Date(Date.UTC(2023, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString();
  const notification = (userId: number, i: number) => ({
    user_id: userId,
    subject: 'newsletter',
    subject_id: null,
    kind: 'legacy',
    params: JSON.stringify({ text: `Old ${i}` }),
    created_at: old(i),
    seen: 1 as const,
    link: '',
  });
  await t.db
    .insertInto('notifications')
    .values(Array.from({ length: OLD_NOTIFICATIONS }, (_, i) => notification(parent, i)))
    .execute();
  await t.db
    .insertInto('notifications')
    .values(Array.from({ length: 40 }, (_, i) => notification(parent2, i)))
    .execute();
  // Léa's registry before the window, two entries a day; Noah's too.
  for (let i = 0; i < OLD_ENTRIES; i++) {
    const date = new Date(Date.UTC(2022, 8, 1) + Math.floor(i / 2) * 86_400_000 + (i % 2) * 3_600_000).toISOString();
    await createRegistryEntry(t.db, t.school.children.lea, { date, statut: 'present' });
    if (i < 20) await createRegistryEntry(t.db, t.school.children.noah, { date, statut: 'present' });
  }
  const file = await t.db.selectFrom('files').select('id').limit(1).executeTakeFirstOrThrow();
  await t.db
    .insertInto('newsletters')
    .values(
      Array.from({ length: OLD_NEWSLETTERS }, (_, i) => ({
        title: `Old newsletter ${i}`,
        publish_date: `2022-0${1 + (i % 9)}-1${i % 10}`,
        file_id: file.id,
      })),
    )
    .execute();
  await addOldDocuments(file.id);
});

/**
 * Léa's documents before the window, two a day (the id breaks the tie), one on the window's first day
 * and one the day before, one withdrawn; Noah's on the same days, so a cursor of one family falls among
 * the other's rows.
 */
async function addOldDocuments(fileId: number): Promise<void> {
  const { lea, noah } = t.school.children;
  const day = (i: number) => new Date(Date.UTC(2021, 8, 1) + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10);
  const document = (childId: number, date: string, title: string) => ({ child_id: childId, title, type: 'Invoice', date, file_id: fileId });
  const start = previousSchoolYearStart(schoolToday());
  const dayBefore = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await t.db
    .insertInto('documents')
    .values([
      ...Array.from({ length: OLD_DOCUMENTS - 1 }, (_, i) => document(lea, day(i), `Old ${i}`)),
      ...Array.from({ length: 20 }, (_, i) => document(noah, day(i), `Noah old ${i}`)),
      document(lea, start, 'First day of the window'),
      document(lea, dayBefore, 'Day before the window'),
      { ...document(lea, day(3), 'Withdrawn'), withdrawn_at: new Date().toISOString() },
    ])
    .execute();
}
afterAll(async () => t.close());

type Page = { ids: number[]; next: string | null };

async function pageOf(account: DemoAccount, url: string, parse: (body: unknown) => Array<{ id: number }>): Promise<Page> {
  const response = await (await t.as(account)).get(url);
  expect(response.statusCode, response.body).toBe(200);
  const link = response.headers.link;
  return { ids: parse(response.json()).map((row) => row.id), next: nextPagePath(typeof link === 'string' ? link : null) };
}

/** Follows the `Link` headers to the end: every page's ids, in order. */
async function walk(account: DemoAccount, first: string, parse: (body: unknown) => Array<{ id: number }>): Promise<number[][]> {
  const pages: number[][] = [];
  let url: string | null = first;
  while (url) {
    const page = await pageOf(account, url, parse);
    pages.push(page.ids);
    url = page.next;
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

const notifications = (body: unknown) => ZNotificationList.parse(body);
const registry = (body: unknown) => ZRegistryList.parse(body);
const newsletters = (body: unknown) => ZNewsletterList.parse(body);

async function notificationIdsOf(userId: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

describe('GET /api/notification, paged', () => {
  it('answers the newest NOTIFICATION_LIST_LIMIT by default, with a Link to the next page', async () => {
    const page = await pageOf('parent', apiPaths.notifications, notifications);
    expect(page.ids).toEqual((await notificationIdsOf(t.school.users.parent)).slice(0, NOTIFICATION_LIST_LIMIT));
    expect(page.next).toMatch(/^\/api\/notification\?before=[^&]+&limit=100$/);
  });

  it('walks every notification of the caller once, in order, a page of `limit` at a time', async () => {
    const pages = await walk('parent', `${apiPaths.notifications}?limit=7`, notifications);
    expect(pages.slice(0, -1).every((ids) => ids.length === 7)).toBe(true);
    expect(pages.flat()).toEqual(await notificationIdsOf(t.school.users.parent));
  });

  it('ends without a Link when the last page is exactly full', async () => {
    const all = await notificationIdsOf(t.school.users.parent2);
    const page = await pageOf('parent2', `${apiPaths.notifications}?limit=${all.length}`, notifications);
    expect(page).toEqual({ ids: all, next: null });
  });

  it("never shows another family's notifications through a cursor", async () => {
    const dubois = await pageOf('parent2', `${apiPaths.notifications}?limit=5`, notifications);
    const martinIds = new Set(await notificationIdsOf(t.school.users.parent));
    const pages = await walk('parent', dubois.next!, notifications);
    expect(pages.flat().length).toBeGreaterThan(0);
    expect(pages.flat().every((id) => martinIds.has(id))).toBe(true);
  });

  it.each([
    ['not a cursor', 'before=abc'],
    ['an id of zero', 'before=2024-01-01T00:00:00.000Z_0'],
    ['SQL in the cursor', "before=2024-01-01'%20or%201=1--_1"],
    ['a limit of zero', 'limit=0'],
    ['a limit above the page', 'limit=101'],
    ['a limit that is not a number', 'limit=ten'],
    ['an unknown parameter', 'offset=100'],
  ])('answers 400 {code, message} for %s', async (_, query) => {
    const response = await (await t.as('parent')).get(`${apiPaths.notifications}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});

describe('GET /api/registry, windowed and paged', () => {
  const windowStart = () => previousSchoolYearStart(schoolToday());

  async function entryIdsOf(childIds: number[], where: (date: string) => boolean): Promise<number[]> {
    const rows = await t.db
      .selectFrom('registry_entries')
      .select(['id', 'date'])
      .where('child_id', 'in', childIds)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.filter((r) => where(r.date)).map((r) => r.id);
  }

  it('answers the current and previous school year by default, with a Link to older entries', async () => {
    const { lea, hugo } = t.school.children;
    const page = await pageOf('parent', apiPaths.registry, registry);
    expect(page.ids).toEqual(await entryIdsOf([lea, hugo], (date) => date >= windowStart()));
    expect(page.ids.length).toBe(40);
    expect(page.next).not.toBeNull();
  });

  it('walks the older entries once each, in order, then stops', async () => {
    const { lea, hugo } = t.school.children;
    const first = await pageOf('parent', apiPaths.registry, registry);
    const older = await walk('parent', first.next!, registry);
    expect(older.map((ids) => ids.length)).toEqual([100, OLD_ENTRIES - 100]);
    expect([...first.ids, ...older.flat()]).toEqual(await entryIdsOf([lea, hugo], () => true));
  });

  it('answers 400 {code, message} for a bad cursor, in the reader’s language', async () => {
    const response = await (
      await t.as('parent')
    ).inject({
      method: 'GET',
      url: `${apiPaths.registry}?before=yesterday`,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});

describe('GET /api/documents, windowed and paged', () => {
  const windowStart = () => previousSchoolYearStart(schoolToday());
  const documents = (body: unknown) => ZDocumentList.parse(body);

  async function documentIdsOf(childIds: number[], where: (date: string) => boolean = () => true): Promise<number[]> {
    const rows = await t.db
      .selectFrom('documents')
      .select(['id', 'date'])
      .where('child_id', 'in', childIds)
      .where('withdrawn_at', 'is', null)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.filter((r) => where(r.date)).map((r) => r.id);
  }

  it('answers the current and previous school year by default, the first day included, with a Link to older documents', async () => {
    const { lea, hugo } = t.school.children;
    const response = await (await t.as('parent')).get(apiPaths.documents);
    const page = documents(response.json());
    expect(page.map((d) => d.id)).toEqual(await documentIdsOf([lea, hugo], (date) => date >= windowStart()));
    expect(page.at(-1)).toMatchObject({ title: 'First day of the window', date: windowStart() });
    expect(page.filter((d) => d.hasNotification)).toHaveLength(3);
    expect(nextPagePath(String(response.headers.link))).toBe(
      `${apiPaths.documents}?before=${encodeURIComponent(`${windowStart()}_1`)}&limit=${DOCUMENT_PAGE_LIMIT}`,
    );
  });

  it('walks the older documents once each, in order, a page of 100 then the rest, and stops; withdrawn ones stay out', async () => {
    const { lea, hugo } = t.school.children;
    const first = await pageOf('parent', apiPaths.documents, documents);
    const older = await walk('parent', first.next!, documents);
    expect(older.map((ids) => ids.length)).toEqual([DOCUMENT_PAGE_LIMIT, OLD_DOCUMENTS - DOCUMENT_PAGE_LIMIT]);
    const all = [...first.ids, ...older.flat()];
    expect(all).toEqual(await documentIdsOf([lea, hugo]));
    expect(new Set(all).size).toBe(all.length);
  });

  it('pages by `limit` across days holding two documents, without overlap or gap', async () => {
    const { lea, hugo } = t.school.children;
    const first = await pageOf('parent', `${apiPaths.documents}?limit=7`, documents);
    expect(first.next).toMatch(/&limit=7$/);
    const older = await walk('parent', first.next!, documents);
    expect(older.slice(0, -1).every((ids) => ids.length === 7)).toBe(true);
    expect([...first.ids, ...older.flat()]).toEqual(await documentIdsOf([lea, hugo]));
  });

  it("never shows another family's documents through a cursor", async () => {
    const { lea, hugo, noah } = t.school.children;
    const dubois = await pageOf('parent2', apiPaths.documents, documents);
    const duboisOlder = await pageOf('parent2', dubois.next!, documents);
    expect(duboisOlder.ids).toEqual((await documentIdsOf([noah], (date) => date < windowStart())).slice(0, DOCUMENT_PAGE_LIMIT));
    const noahPage = await pageOf('parent2', dubois.next!.replace(/limit=\d+/, 'limit=5'), documents);
    const martin = new Set(await documentIdsOf([lea, hugo]));
    const pages = await walk('parent', noahPage.next!, documents);
    expect(pages.flat().length).toBeGreaterThan(0);
    expect(pages.flat().every((id) => martin.has(id))).toBe(true);
  });

  it('answers 403 to the student, cursor or not', async () => {
    const student = await t.as('student');
    for (const url of [apiPaths.documents, `${apiPaths.documents}?before=2024-01-01_5&limit=5`]) {
      expect((await student.get(url)).statusCode, url).toBe(403);
    }
  });

  it.each([
    ['not a cursor', 'before=abc'],
    ['an instant with no id', 'before=2024-01-01'],
    ['an id of zero', 'before=2024-01-01_0'],
    ['SQL in the cursor', "before=2024-01-01'%20or%201=1--_1"],
    ['a limit of zero', 'limit=0'],
    ['a limit above the page', `limit=${DOCUMENT_PAGE_LIMIT + 1}`],
    ['a limit that is not a number', 'limit=ten'],
    ['an unknown parameter', 'offset=100'],
  ])('answers 400 {code, message} for %s', async (_, query) => {
    const response = await (await t.as('parent')).get(`${apiPaths.documents}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});

describe('GET /api/newsletter, paged', () => {
  it('answers the newest NEWSLETTER_LIST_LIMIT, then the older ones a page at a time, each once and in order', async () => {
    const pages = await walk('parent2', apiPaths.newsletters, newsletters);
    expect(pages[0]).toHaveLength(NEWSLETTER_LIST_LIMIT);
    const ids = pages.flat();
    expect(new Set(ids).size).toBe(ids.length);
    const wholeSchool = await t.db
      .selectFrom('newsletters')
      .select('id')
      .where('is_whole_school', '=', 1)
      .where('withdrawn_at', 'is', null)
      .execute();
    expect(ids).toEqual(expect.arrayContaining(wholeSchool.map((r) => r.id)));
    const listed = await t.db.selectFrom('newsletters').select(['id', 'publish_date']).where('id', 'in', ids).execute();
    const dateOf = new Map(listed.map((r) => [r.id, r.publish_date]));
    const sorted = [...ids].sort((a, b) => dateOf.get(b)!.localeCompare(dateOf.get(a)!) || b - a);
    expect(ids).toEqual(sorted);
  });

  it('answers 400 for a bad cursor', async () => {
    const response = await (await t.as('parent')).get(`${apiPaths.newsletters}?before=2024-13-01_x`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});
