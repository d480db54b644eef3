import { addDays, apiPaths, isoWeekday, termHolding, type TTermEvent } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSchoolTerms, holidaysOf, schoolYearLabel, schoolYearStartOf } from '../../src/demo/school-calendar';
import { termEventsOf } from '../../src/demo/terms';
import { getThisTerm } from '../../src/modules/terms/terms.service';
import { publishTermEvent } from '../../src/modules/terms/terms.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const today = schoolToday();
const terms = () => t.db.selectFrom('school_terms').selectAll().orderBy('start_date').execute();

describe('GET /api/school-year/this-term', () => {
  it('answers the seeded term holding today, to every role', async () => {
    const stored = (await terms()).find((r) => r.start_date <= today && today <= r.end_date)!;
    for (const account of ['parent', 'student', 'parent2'] as const) {
      const response = await (await t.as(account)).get(apiPaths.thisTerm);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: stored.name, start: stored.start_date, end: stored.end_date });
    }
    expect(['Autumn term', 'Spring term', 'Summer term']).toContain(stored.name);
  });

  it('answers the next term between two terms', async () => {
    const rows = await terms();
    const index = rows.findIndex((row, i) => rows[i + 1] !== undefined && addDays(row.end_date, 1) < rows[i + 1]!.start_date);
    const [before, after] = [rows[index]!, rows[index + 1]!];
    expect(await getThisTerm(t.db, addDays(before.end_date, 1))).toEqual({
      name: after.name,
      start: after.start_date,
      end: after.end_date,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.get(apiPaths.thisTerm)).statusCode).toBe(401);
  });
});

describe('GET /api/terms', () => {
  it('answers the term dates of the previous and the current school year in date order, details parsed', async () => {
    const response = await (await t.as('student')).get(apiPaths.terms);
    expect(response.statusCode).toBe(200);
    const events: TTermEvent[] = response.json();
    const start = schoolYearStartOf(today);
    // Exactly these two: the families' screen opens on the newest year, which must be this one.
    expect([...new Set(events.map((e) => e.school_year))].sort()).toEqual([schoolYearLabel(start - 1), schoolYearLabel(start)]);
    expect(events).toHaveLength(29);
    expect(events.map((e) => e.date)).toEqual(events.map((e) => e.date).sort());
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['Holidays', 'Exams', 'School events', 'Parent meetings']));
    const firstDay = events.find((e) => e.school_year === schoolYearLabel(start) && e.title_en === 'First day of school')!;
    expect(firstDay).toMatchObject({ title_fr: 'Rentrée scolaire', type: 'School events' });
    expect(firstDay.date.slice(0, 7)).toBe(`${start}-09`);
    expect(firstDay.event_details).toHaveLength(2);
    expect(firstDay.event_details[0]).toMatchObject({ type: 'Welcome', classes: ['6A'] });
    const concert = events.find((e) => e.title_en === 'Christmas concert')!;
    expect(concert).toMatchObject({ school_year: schoolYearLabel(start), title_fr: 'Concert de Noël' });
    expect(concert.date.slice(0, 7)).toBe(`${start}-12`);
  });

  it('puts every event on a school day: Monday to Friday, inside a term of its year, never inside the holidays', async () => {
    const events: TTermEvent[] = (await (await t.as('parent')).get(apiPaths.terms)).json();
    const stored = await terms();
    const start = schoolYearStartOf(today);
    const holidays = [...holidaysOf(start - 1), ...holidaysOf(start)];
    // The holidays the events announce are the calendar's, each on its last day of lessons.
    expect(events.filter((e) => e.type === 'Holidays').map((e) => e.date)).toEqual(holidays.map((h) => h.lastDay));
    for (const event of events) {
      const where = `${event.date} ${event.title_en}`;
      expect(isoWeekday(event.date), where).toBeLessThanOrEqual(5);
      const ofYear = stored.filter((term) => term.school_year === event.school_year);
      expect(
        ofYear.some((term) => term.start_date <= event.date && event.date <= term.end_date),
        where,
      ).toBe(true);
      expect(
        holidays.filter((h) => h.lastDay < event.date && event.date < h.resume),
        where,
      ).toEqual([]);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.get(apiPaths.terms)).statusCode).toBe(401);
  });

  it('shows an event whose stored details are not valid JSON with no details instead of failing', async () => {
    await t.db
      .insertInto('term_events')
      .values({ date: today, type: 'Exams', school_year: 'broken', title_en: 'Broken', title_fr: 'Cassé', event_details: '{not json' })
      .execute();
    const response = await (await t.as('parent')).get(apiPaths.terms);
    expect(response.statusCode).toBe(200);
    expect((response.json() as TTermEvent[]).find((e) => e.title_en === 'Broken')?.event_details).toEqual([]);
  });
});

describe('publishTermEvent', () => {
  it("writes the event and every family account's unseen 'termsdate' notification, none to staff", async () => {
    const id = await publishTermEvent(t.db, {
      date: addDays(today, 10),
      type: 'School events',
      school_year: schoolYearLabel(schoolYearStartOf(today)),
      title_en: 'Science fair',
      title_fr: 'Fête de la science',
      event_details: [],
    });
    const users = await t.db
      .selectFrom('users')
      .select('id')
      // Family accounts: parents and pupils (not the office, the teachers or Carnet's own account).
      .where('roles', 'like', '%ROLE_USER%')
      .execute();
    expect(users).toHaveLength(3);
    const told = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'seen', 'link'])
      .where('subject', '=', 'termsdate')
      .where('subject_id', '=', id)
      .execute();
    expect(told.map((n) => n.user_id).sort()).toEqual(users.map((u) => u.id).sort());
    expect(told.every((n) => Number(n.seen) === 0 && n.link === '')).toBe(true);
  });
});

describe('the demo school calendar', () => {
  it('holds three terms for the previous and the current school year', () => {
    const calendar = demoSchoolTerms('2026-11-22');
    expect(calendar.map((c) => `${c.schoolYear} ${c.name}`)).toEqual([
      '2025-2026 Autumn term',
      '2025-2026 Spring term',
      '2025-2026 Summer term',
      '2026-2027 Autumn term',
      '2026-2027 Spring term',
      '2026-2027 Summer term',
    ]);
    expect(termHolding(calendar, '2026-11-22')).toMatchObject({ name: 'Autumn term', start: '2026-09-01', end: '2026-12-18' });
  });

  it('starts and ends terms on school days, and puts every event of any year on one', () => {
    for (let y = 2000; y <= 2060; y += 1) {
      const terms = demoSchoolTerms(`${y}-11-15`);
      const holidays = [...holidaysOf(y - 1), ...holidaysOf(y)];
      for (const term of terms) {
        expect(isoWeekday(term.start), `${term.schoolYear} ${term.name}`).toBeLessThanOrEqual(5);
        expect(isoWeekday(term.end), `${term.schoolYear} ${term.name} ends on a Friday`).toBe(5);
      }
      for (const event of [...termEventsOf(y - 1), ...termEventsOf(y)]) {
        const where = `${event.date} ${event.title_en}`;
        expect(isoWeekday(event.date), where).toBeLessThanOrEqual(5);
        expect(termHolding(terms, event.date)?.schoolYear, where).toBe(event.school_year);
        expect(
          holidays.some((h) => h.lastDay < event.date && event.date < h.resume),
          where,
        ).toBe(false);
      }
    }
  });

  it.each([
    ['2026-12-24', 'Autumn term', '2026-09-01', '2026-12-24'],
    ['2027-01-02', 'Spring term', '2027-01-02', '2027-04-09'],
    ['2027-07-10', 'Summer term', '2027-04-26', '2027-07-10'],
    ['2027-08-20', 'Autumn term', '2027-08-20', '2027-12-17'],
  ])('stretches the nearest term to reach %s in a holiday gap', (day, name, start, end) => {
    const calendar = demoSchoolTerms(day);
    expect(termHolding(calendar, day)).toMatchObject({ name, start, end });
    expect(calendar.filter((c) => termHolding([c], day))).toHaveLength(1);
  });
});
