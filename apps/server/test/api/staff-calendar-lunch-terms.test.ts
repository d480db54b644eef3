import { addDays, calendarPaths, schoolWeekStart } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { snapshotTables } from '../helpers/table-snapshot';
import { worded } from '../helpers/notice-texts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const auditLines = (entity: string) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

/** Weeks that no demo menu reads (the demo has this week and the next), within the families' reach (104 weeks). */
const WEEK_OFFSET = 60;
// The families' week: from Saturday on, 'this week' is the coming one (schoolWeekStart).
const MONDAY = schoolWeekStart(schoolToday(), WEEK_OFFSET);
const NEXT_MONDAY = addDays(MONDAY, 7);
const day = (monday: string, index: number) => addDays(monday, index);
const dish = (englishName: string, frenchName: string) => ({ englishName, frenchName });

describe('lunch menu', () => {
  it('saves a week in both languages, which families then read, and replaces it on the next save', async () => {
    const office = await t.as('office');
    const notificationsBefore = await t.db.selectFrom('notifications').select('id').execute();
    const saved = await office.post(calendarPaths.lunchWeek(MONDAY), {
      days: [
        { date: MONDAY, food: [dish('Roast chicken', 'Poulet rôti'), dish('Apple pie', 'Tarte aux pommes')] },
        { date: day(MONDAY, 2), food: [dish('Fish', 'Poisson')] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.map((d: { food: unknown[] }) => d.food.length)).toEqual([2, 0, 1, 0, 0]);

    // The families' own read of that week.
    const parent = await t.as('parent');
    const family = (await parent.get(`/api/food/${WEEK_OFFSET}`)).json();
    expect(family.data[0]).toEqual({
      date: MONDAY,
      day: 'Monday',
      food: [dish('Roast chicken', 'Poulet rôti'), dish('Apple pie', 'Tarte aux pommes')],
    });

    const replaced = await office.post(calendarPaths.lunchWeek(MONDAY), {
      days: [{ date: day(MONDAY, 1), food: [dish('Soup', 'Soupe')] }],
    });
    expect(replaced.json().data.map((d: { food: unknown[] }) => d.food.length)).toEqual([0, 1, 0, 0, 0]);
    expect((await office.get(calendarPaths.lunchWeek(MONDAY))).json()).toEqual(replaced.json());

    // Families are not told of a lunch menu, as before.
    expect(await t.db.selectFrom('notifications').select('id').execute()).toEqual(notificationsBefore);
    const lines = await auditLines('lunchMenu');
    expect(lines.at(-1)).toMatchObject({ action: 'update', user_id: t.school.users.office });
    expect(JSON.parse(lines.at(-1)!.before!)).toEqual([
      { date: MONDAY, food: [dish('Roast chicken', 'Poulet rôti'), dish('Apple pie', 'Tarte aux pommes')] },
      { date: day(MONDAY, 2), food: [dish('Fish', 'Poisson')] },
    ]);
    expect(JSON.parse(lines.at(-1)!.after!)).toEqual([{ date: day(MONDAY, 1), food: [dish('Soup', 'Soupe')] }]);
  });

  it('clears one day, with an audit line; clearing an empty day changes nothing', async () => {
    const office = await t.as('office');
    const monday = NEXT_MONDAY;
    await office.post(calendarPaths.lunchWeek(monday), {
      days: [
        { date: monday, food: [dish('Pasta', 'Pâtes')] },
        { date: day(monday, 1), food: [dish('Rice', 'Riz')] },
      ],
    });
    const cleared = await office.post(calendarPaths.clearLunchDay(monday));
    expect(cleared.statusCode).toBe(200);
    const week = (await office.get(calendarPaths.lunchWeek(monday))).json();
    expect(week.data.map((d: { food: unknown[] }) => d.food.length)).toEqual([0, 1, 0, 0, 0]);
    expect((await auditLines('lunchMenu')).at(-1)).toMatchObject({ action: 'withdraw', after: '[]' });

    const before = await snapshotTables(t.db);
    expect((await office.post(calendarPaths.clearLunchDay(monday))).statusCode).toBe(200);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses a dish without both names, a day outside the week, a week not starting on Monday: 400 and nothing changes', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const refusals = [
      [MONDAY, { days: [{ date: MONDAY, food: [dish('Chips', '')] }] }],
      [MONDAY, { days: [{ date: MONDAY, food: [dish('   ', 'Frites')] }] }],
      [MONDAY, { days: [{ date: MONDAY, food: [{ englishName: 'Chips' }] }] }],
      [MONDAY, { days: [{ date: day(MONDAY, 5), food: [dish('Chips', 'Frites')] }] }],
      [MONDAY, { days: [{ date: '2031-02-30', food: [dish('Chips', 'Frites')] }] }],
      [
        MONDAY,
        {
          days: [
            { date: MONDAY, food: [] },
            { date: MONDAY, food: [] },
          ],
        },
      ],
      [day(MONDAY, 1), { days: [] }],
      ['not-a-date', { days: [] }],
      [MONDAY, { days: [], extra: true }],
    ] as const;
    for (const [monday, body] of refusals) {
      const response = await office.post(calendarPaths.lunchWeek(monday), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await office.post(calendarPaths.clearLunchDay(day(MONDAY, 5)))).statusCode).toBe(400);
    expect((await office.get(calendarPaths.lunchWeek(day(MONDAY, 2)))).statusCode).toBe(400);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('answers a French office in French', async () => {
    const office = await t.as('office');
    const response = await office.inject({
      method: 'POST',
      url: calendarPaths.lunchWeek(day(MONDAY, 1)),
      payload: { days: [] },
      headers: { 'accept-language': 'fr' },
    });
    expect(response.json().message).toBe(`Une semaine commence un lundi\u00a0: le ${day(MONDAY, 1)} n’en est pas un`);
  });
});

const event = (overrides: Record<string, unknown> = {}) => ({
  date: '2030-10-14',
  type: 'School events',
  school_year: '2030-2031',
  title_en: 'Science fair',
  title_fr: 'Fête de la science',
  event_details: [
    { type: 'Exhibition', classes: ['6A', '3B'], detail_en: 'In the hall from 14:00.', detail_fr: 'Dans le hall à partir de 14 h.' },
  ],
  ...overrides,
});

describe('term dates', () => {
  it('publishes a term date that families see, with every family account’s termsdate notification and the audit line', async () => {
    const office = await t.as('office');
    // Every family account (parents and students); the staff accounts read no family notifications.
    const users = [t.school.users.parent, t.school.users.student, t.school.users.parent2].map((id) => ({ id }));
    const created = await office.post(calendarPaths.termDates, event());
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, ...event() });

    const parent = await t.as('parent');
    expect((await parent.get('/api/terms')).json()).toContainEqual({ id, ...event() });
    const notes = worded(
      await t.db.selectFrom('notifications').selectAll().where('subject', '=', 'termsdate').where('subject_id', '=', id).execute(),
    );
    expect(notes.map((n) => n.user_id).sort()).toEqual(users.map((u) => u.id).sort());
    expect(notes[0]).toMatchObject({ content: 'New term date: Science fair (14 October 2030)', seen: 0, link: '' });
    expect((await auditLines('termDate')).at(-1)).toMatchObject({ action: 'publish', entity_id: id, user_id: t.school.users.office });

    const page = (await office.get(`${calendarPaths.termDates}?schoolYear=2030-2031`)).json();
    expect(page.schoolYear).toBe('2030-2031');
    expect(page.schoolYears[0]).toBe('2030-2031');
    expect(page.events).toEqual([{ id, ...event() }]);
  });

  it('edits a term date without a new notification, and withdraws it with its unseen notifications', async () => {
    const office = await t.as('office');
    const { id } = (await office.post(calendarPaths.termDates, event({ title_en: 'Open day', title_fr: 'Portes ouvertes' }))).json();
    const parent = await t.as('parent');
    // The Martin parent has opened theirs: it stays in their history; the others go.
    await t.db
      .updateTable('notifications')
      .set({ seen: 1 })
      .where('subject_id', '=', id)
      .where('user_id', '=', t.school.users.parent)
      .execute();
    const countNotes = async () =>
      (await t.db.selectFrom('notifications').select('id').where('subject', '=', 'termsdate').where('subject_id', '=', id).execute())
        .length;
    const notesBefore = await countNotes();

    const edited = await office.patch(
      calendarPaths.termDate(id),
      event({ title_en: 'Open day (morning)', title_fr: 'Portes ouvertes (matin)', date: '2030-10-15' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await parent.get('/api/terms')).json()).toContainEqual(
      expect.objectContaining({ id, title_en: 'Open day (morning)', date: '2030-10-15' }),
    );
    expect(await countNotes()).toBe(notesBefore);
    const update = (await auditLines('termDate')).at(-1)!;
    expect(update).toMatchObject({ action: 'update', entity_id: id });
    expect(JSON.parse(update.before!).title_en).toBe('Open day');
    expect(JSON.parse(update.after!).title_en).toBe('Open day (morning)');

    expect((await office.post(calendarPaths.withdrawTermDate(id))).statusCode).toBe(200);
    expect((await parent.get('/api/terms')).json().map((e: { id: number }) => e.id)).not.toContain(id);
    const left = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'seen'])
      .where('subject', '=', 'termsdate')
      .where('subject_id', '=', id)
      .execute();
    expect(left).toEqual([{ user_id: t.school.users.parent, seen: 1 }]);
    expect((await auditLines('termDate')).at(-1)).toMatchObject({ action: 'withdraw', entity_id: id, after: null });
  });

  it('refuses bad term dates with 400, unknown ones with 404, and changes nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const bad = [
      event({ title_fr: '' }),
      event({ type: 'Party' }),
      event({ school_year: '2030-2032' }),
      event({ date: '2031-08-01' }),
      event({ date: '2030-02-30' }),
      event({ event_details: [{ type: 'x', classes: [], detail_en: 'only English', detail_fr: '' }] }),
      { ...event(), id: 5 },
    ];
    for (const body of bad) {
      const response = await office.post(calendarPaths.termDates, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await office.patch(calendarPaths.termDate(999999), event())).statusCode).toBe(404);
    expect((await office.post(calendarPaths.withdrawTermDate(999999))).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Term date not found',
    });
    expect((await office.get(`${calendarPaths.termDates}?schoolYear=2030`)).statusCode).toBe(400);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('is the office’s only: a teacher and a parent get 403', async () => {
    for (const who of ['teacher', 'parent'] as const) {
      const client = await t.as(who);
      expect((await client.post(calendarPaths.termDates, event())).statusCode).toBe(403);
      expect((await client.get(calendarPaths.lunchWeek(MONDAY))).statusCode).toBe(403);
    }
  });
});
