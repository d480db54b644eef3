import { addDays, calendarFeedPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type DemoAccount, type TestContext } from '../helpers/build-test-app';
import { insertHomework } from '../helpers/homework-rows';
import { dayOf, parseFeed } from '../helpers/ical-feed';
import { schoolToday } from '../helpers/school-day';

let t: TestContext;
let today: string;
const ids = { test6A: 0, homework3B: 0, withdrawn: 0, longAgo: 0 };

/** The feed as a calendar app fetches it: the account's address, then the address alone. */
async function feedOf(account: DemoAccount) {
  const address = await (await t.as(account)).get(calendarFeedPaths.feed);
  expect(address.statusCode).toBe(200);
  const response = await t.anonymous.get(new URL((address.json() as { url: string }).url).pathname);
  expect(response.statusCode).toBe(200);
  return parseFeed(response.body);
}
const homeworkUids = (feed: ReturnType<typeof parseFeed>) => feed.uids.filter((uid) => uid.startsWith('homework-')).sort();

beforeAll(async () => {
  t = await buildTestApp();
  today = schoolToday();
  const maths6A = t.school.subjects.class6A[0]!;
  const maths3B = t.school.subjects.class3B[0]!;
  const author = t.school.users.teacher;
  ids.test6A = await insertHomework(t.db, {
    subjectId: maths6A,
    authorId: author,
    dueDate: addDays(today, 3),
    kind: 'test',
    minutes: 45,
    text: 'Revise **fractions**:\n- exercise 4\n- [the video](https://example.org/v)',
  });
  ids.homework3B = await insertHomework(t.db, {
    subjectId: maths3B,
    authorId: author,
    dueDate: addDays(today, 1),
    text: 'Exercise 12 page 40',
  });
  ids.withdrawn = await insertHomework(t.db, {
    subjectId: maths6A,
    authorId: author,
    dueDate: addDays(today, 2),
    text: 'Withdrawn',
    withdrawn: true,
  });
  // Before the feed's first day (the start of the school year): a calendar app has no use for it.
  ids.longAgo = await insertHomework(t.db, { subjectId: maths6A, authorId: author, dueDate: '2001-01-10', text: 'Long ago' });
});
afterAll(async () => t?.close());

describe("homework in the family's and the student's calendar feeds", () => {
  it("carries each child's homework and tests as all-day events on the due date, with the subject and the text as plain text", async () => {
    const feed = await feedOf('parent');
    const { lea, hugo } = t.school.children;
    expect(homeworkUids(feed)).toEqual(
      expect.arrayContaining([`homework-${ids.test6A}-${lea}@localhost`, `homework-${ids.homework3B}-${hugo}@localhost`]),
    );
    const [test] = feed.byUid(`homework-${ids.test6A}-${lea}@localhost`);
    expect(test?.summary).toBe('Léa, Mathematics: test');
    expect(test?.startDate.isDate).toBe(true);
    expect(dayOf(test!.startDate)).toBe(addDays(today, 3));
    expect(dayOf(test!.endDate)).toBe(addDays(today, 4));
    expect(test?.description).toBe('Revise fractions:\n• exercise 4\n• the video (https://example.org/v)');
    const [homework] = feed.byUid(`homework-${ids.homework3B}-${hugo}@localhost`);
    expect(homework?.summary).toBe('Hugo, Mathematics: homework');
    expect(dayOf(homework!.startDate)).toBe(addDays(today, 1));
  });

  it('leaves out withdrawn homework and homework due before the feed starts', async () => {
    const uids = homeworkUids(await feedOf('parent'));
    expect(uids.some((uid) => uid.startsWith(`homework-${ids.withdrawn}-`))).toBe(false);
    expect(uids.some((uid) => uid.startsWith(`homework-${ids.longAgo}-`))).toBe(false);
  });

  it('keeps the same UIDs from one fetch to the next', async () => {
    const first = homeworkUids(await feedOf('parent'));
    expect(first.length).toBeGreaterThan(0);
    expect(homeworkUids(await feedOf('parent'))).toEqual(first);
  });

  it("gives the student her own groups' homework, without her name, and nothing of her brother's", async () => {
    const feed = await feedOf('student');
    const { lea, hugo } = t.school.children;
    const [test] = feed.byUid(`homework-${ids.test6A}-${lea}@localhost`);
    expect(test?.summary).toBe('Mathematics: test');
    expect(homeworkUids(feed).every((uid) => uid.endsWith(`-${lea}@localhost`))).toBe(true);
    expect(feed.uids).not.toContain(`homework-${ids.homework3B}-${hugo}@localhost`);
  });

  it("gives another family its own child's homework of a shared group, and nothing of the Martins'", async () => {
    const feed = await feedOf('parent2');
    const { noah, hugo } = t.school.children;
    expect(feed.byUid(`homework-${ids.test6A}-${noah}@localhost`)[0]?.summary).toBe('Noah, Mathematics: test');
    expect(feed.uids.some((uid) => uid.startsWith(`homework-${ids.homework3B}-`))).toBe(false);
    expect(homeworkUids(feed).every((uid) => uid.endsWith(`-${noah}@localhost`))).toBe(true);
    expect(feed.uids).not.toContain(`homework-${ids.homework3B}-${hugo}@localhost`);
  });

  it("speaks the account's language", async () => {
    const student = await t.as('student');
    expect((await student.patch('/api/me', { language: 'fr' })).statusCode).toBe(200);
    try {
      const feed = await feedOf('student');
      expect(feed.byUid(`homework-${ids.test6A}-${t.school.children.lea}@localhost`)[0]?.summary).toBe('Mathematics\u00a0: contrôle');
    } finally {
      await student.patch('/api/me', { language: 'en' });
    }
  });
});
