import { registerPath, rollCallPaths, zonedInstant } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../src/config';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { snapshotTables } from '../helpers/table-snapshot';
import { wordNotice } from '../../src/i18n/notices';

/**
 * A register's absence notices wait the school's delay (decision 096): the clock is the app's own, moved
 * by the test, and the worker runs the jobs due at the moment the test chooses.
 */
let t: TestContext;
let smtp: SmtpCapture;
let clock: Date;
let maths: number;
const today = schoolToday();
const noon = new Date(zonedInstant(today, '12:00', DEFAULT_SCHOOL_TIME_ZONE));
const minutes = (n: number) => new Date(noon.getTime() + n * 60_000);
const lessonDay = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(zonedInstant(today, '07:00', DEFAULT_SCHOOL_TIME_ZONE)),
);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  clock = noon;
  t = await buildTestApp({ env: { SMTP_URL: smtp.url }, now: () => clock });
  const groups = await t.db.selectFrom('subjects').select(['id', 'name']).where('id', 'in', t.school.subjects.class6A).execute();
  maths = groups.find((g) => g.name === 'Mathematics')!.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let lessonId: number;
let since: number;
beforeEach(async () => {
  clock = noon;
  // A lesson of its own for each test, so no test's register or notices meet another's.
  lessonId = (
    await t.db
      .insertInto('lessons')
      .values({ subject_id: maths, date: today, start_hour: '07:00', end_hour: '08:00', hall_name: 'B12', class_title: '6A' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db.deleteFrom('register_notices').execute();
  since = Number(
    (
      await t.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
});

/** Saves the register at `at` with Léa's mark (Noah present). */
async function saveRegister(at: Date, lea: { mark: string; lateMinutes?: number }) {
  clock = at;
  const teacher = await t.as('teacher');
  const marks = [
    { childId: t.school.children.lea, ...lea },
    { childId: t.school.children.noah, mark: 'present' },
  ];
  const response = await teacher.post(registerPath(lessonId), { marks });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs the worker as if it were `at`. */
async function runJobsAt(at: Date) {
  clock = at;
  await t.app.jobs.runDue();
}

/** The registry notices written since the test began, as [account, words]. */
async function notices() {
  const rows = await t.db
    .selectFrom('notifications')
    .select(['user_id', 'kind', 'params', 'emailed_at'])
    .where('subject', '=', 'registry')
    .where('id', '>', since)
    .orderBy('id')
    .execute();
  // Worded as an English reader reads them (decision 095).
  return rows.map((r) => ({ userId: r.user_id, content: wordNotice(r.kind, r.params, 'en'), isEmailed: r.emailed_at !== null }));
}

const forAccount = async (userId: number) => (await notices()).filter((n) => n.userId === userId).map((n) => n.content);

describe("a register's absence notices", () => {
  it('go ten minutes after the register is saved, not before; the parents read of Léa, Léa reads of herself; by e-mail too', async () => {
    await saveRegister(noon, { mark: 'absent' });
    await runJobsAt(noon);
    await runJobsAt(minutes(9.9));
    expect(await notices()).toEqual([]);

    await runJobsAt(minutes(10));
    expect(await forAccount(t.school.users.parent)).toEqual([`Léa was absent on ${lessonDay}`]);
    expect(await forAccount(t.school.users.student)).toEqual([`You were absent on ${lessonDay}`]);
    // Noah was present: his family hears nothing.
    expect(await forAccount(t.school.users.parent2)).toEqual([]);
    // Absences reach a family outside the app by default: the e-mail went the same way as before.
    expect((await notices()).every((n) => n.isEmailed)).toBe(true);
    const mails = await smtp.waitForCount(1);
    expect(mails.some((m) => m.to.includes('parent@example.com') && m.text.includes(`Léa was absent on ${lessonDay}`))).toBe(true);

    // Run again later: nothing is told twice.
    await runJobsAt(minutes(60));
    expect(await forAccount(t.school.users.parent)).toHaveLength(1);
  });

  it('tell nothing of a correction made inside the delay, and only what the register says once it is quiet', async () => {
    await saveRegister(noon, { mark: 'absent' });
    await saveRegister(minutes(3), { mark: 'present' });
    await runJobsAt(minutes(10));
    await runJobsAt(minutes(13));
    expect(await notices()).toEqual([]);

    // Absent, then late within the delay: one notice, of the lateness, a full delay after the last save.
    await saveRegister(minutes(20), { mark: 'absent' });
    await saveRegister(minutes(25), { mark: 'late', lateMinutes: 10 });
    await runJobsAt(minutes(30));
    expect(await notices()).toEqual([]);
    await runJobsAt(minutes(35));
    expect(await forAccount(t.school.users.parent)).toEqual([`Léa was late on ${lessonDay} (late 10 min)`]);
    expect(await forAccount(t.school.users.student)).toEqual([`You were late on ${lessonDay} (late 10 min)`]);
  });

  it('send a correction on the same channels when the register changes after the notice went', async () => {
    await saveRegister(noon, { mark: 'absent' });
    await runJobsAt(minutes(10));
    await saveRegister(minutes(15), { mark: 'present' });
    await runJobsAt(minutes(24));
    expect(await forAccount(t.school.users.parent)).toEqual([`Léa was absent on ${lessonDay}`]);

    await runJobsAt(minutes(25));
    expect(await forAccount(t.school.users.parent)).toEqual([
      `Léa was absent on ${lessonDay}`,
      `Léa was marked present in the end on ${lessonDay}`,
    ]);
    expect(await forAccount(t.school.users.student)).toEqual([
      `You were absent on ${lessonDay}`,
      `You were marked present in the end on ${lessonDay}`,
    ]);
    expect((await notices()).every((n) => n.isEmailed)).toBe(true);

    // Absent again, then late: each told as a correction of what the family last heard.
    await saveRegister(minutes(40), { mark: 'late', lateMinutes: 5 });
    await runJobsAt(minutes(50));
    expect((await forAccount(t.school.users.parent)).at(-1)).toBe(`Léa was late on ${lessonDay} (late 5 min)`);
    await saveRegister(minutes(55), { mark: 'absent' });
    await runJobsAt(minutes(65));
    expect((await forAccount(t.school.users.parent)).at(-1)).toBe(`Léa was marked absent in the end on ${lessonDay}`);
  });

  it('wait the delay the office sets; a teacher may not set it, and a wrong delay changes nothing', async () => {
    const office = await t.as('office');
    expect((await office.get(rollCallPaths.absenceNotices)).json()).toEqual({ delayMinutes: 10 });
    const teacher = await t.as('teacher');
    expect((await teacher.get(rollCallPaths.absenceNotices)).statusCode).toBe(403);
    const before = await snapshotTables(t.db);
    expect((await teacher.put(rollCallPaths.absenceNotices, { delayMinutes: 0 })).statusCode).toBe(403);
    for (const body of [{ delayMinutes: -1 }, { delayMinutes: 121 }, { delayMinutes: 2.5 }, { delayMinutes: '5' }, {}]) {
      const refused = await office.put(rollCallPaths.absenceNotices, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect(await snapshotTables(t.db)).toEqual(before);

    const set = await office.put(rollCallPaths.absenceNotices, { delayMinutes: 2 });
    expect(set.json()).toEqual({ delayMinutes: 2 });
    try {
      await saveRegister(noon, { mark: 'absent' });
      await runJobsAt(minutes(1.9));
      expect(await notices()).toEqual([]);
      await runJobsAt(minutes(2));
      expect(await forAccount(t.school.users.parent)).toEqual([`Léa was absent on ${lessonDay}`]);
      const audit = await t.db.selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'absenceNotices').execute();
      expect(audit.map((a) => [JSON.parse(a.before!), JSON.parse(a.after!)])).toEqual([[{ delayMinutes: 10 }, { delayMinutes: 2 }]]);
    } finally {
      await office.put(rollCallPaths.absenceNotices, { delayMinutes: 10 });
    }
  });
});
