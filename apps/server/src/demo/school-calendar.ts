import { addDays, isoWeekday, termHolding } from '@carnet/contract';
import type { Db } from '../db/connect';
import { createSchoolTerm, type SchoolTermInput } from '../modules/terms/terms.repository';

/** A school year runs September to July: from August on, `today` belongs to the year starting that autumn. */
export function schoolYearStartOf(today: string): number {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 8 ? year : year - 1;
}

export const schoolYearLabel = (startYear: number) => `${startYear}-${startYear + 1}`;

/** Monday to Friday: a Saturday or Sunday moves on to the Monday. */
export function schoolDayOnOrAfter(date: string): string {
  const weekday = isoWeekday(date);
  return weekday >= 6 ? addDays(date, 8 - weekday) : date;
}
/** The Friday of the week holding `date`, or the one before when `date` falls earlier in the week. */
const fridayOnOrBefore = (date: string) => addDays(date, -((isoWeekday(date) + 2) % 7));

/** A holiday: lessons end on `lastDay` (a Friday) and resume on `resume` (a Monday). */
export type Holiday = { key: 'autumn' | 'christmas' | 'winter' | 'spring' | 'summer'; lastDay: string; resume: string };

/** Two weeks off, with the weekends either side: lessons end on a Friday and resume 17 days later, a Monday. */
const twoWeeksFrom = (key: Holiday['key'], around: string): Holiday => {
  const lastDay = fridayOnOrBefore(around);
  return { key, lastDay, resume: addDays(lastDay, 17) };
};

/** The first day of lessons of the school year starting in September of `y`. */
export const firstDayOf = (y: number) => schoolDayOnOrAfter(`${y}-09-01`);

/** The holidays of the school year starting in September of `y`, in date order (French zone-style dates). */
export function holidaysOf(y: number): Holiday[] {
  return [
    twoWeeksFrom('autumn', `${y}-10-18`),
    twoWeeksFrom('christmas', `${y}-12-19`),
    twoWeeksFrom('winter', `${y + 1}-02-13`),
    twoWeeksFrom('spring', `${y + 1}-04-10`),
    { key: 'summer', lastDay: fridayOnOrBefore(`${y + 1}-07-04`), resume: firstDayOf(y + 1) },
  ];
}

function holidayOf(y: number, key: Holiday['key']): Holiday {
  const holiday = holidaysOf(y).find((h) => h.key === key);
  if (!holiday) throw new Error(`No ${key} holiday in ${schoolYearLabel(y)}`);
  return holiday;
}

/** Three terms, from the first day to Christmas, Christmas to the spring holidays, and on to the summer. */
function termsOfYear(y: number): SchoolTermInput[] {
  const schoolYear = schoolYearLabel(y);
  const christmas = holidayOf(y, 'christmas');
  const spring = holidayOf(y, 'spring');
  return [
    { schoolYear, name: 'Autumn term', start: firstDayOf(y), end: christmas.lastDay },
    { schoolYear, name: 'Spring term', start: christmas.resume, end: spring.lastDay },
    { schoolYear, name: 'Summer term', start: spring.resume, end: holidayOf(y, 'summer').lastDay },
  ];
}

const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/**
 * The three terms of the previous and the current school year (the families' screen opens on the
 * newest, so that one is this year). When `today` falls in a holiday gap the nearest term is
 * stretched to reach it, so the demo always has a current term with its rewards.
 */
export function demoSchoolTerms(today: string): SchoolTermInput[] {
  const startYear = schoolYearStartOf(today);
  const terms = [...termsOfYear(startYear - 1), ...termsOfYear(startYear)];
  if (termHolding(terms, today)) return terms;
  const distance = (t: SchoolTermInput) => (today < t.start ? daysBetween(today, t.start) : daysBetween(t.end, today));
  const nearest = terms.reduce((best, t) => (distance(t) < distance(best) ? t : best));
  return terms.map((t) => (t !== nearest ? t : today < t.start ? { ...t, start: today } : { ...t, end: today }));
}

/**
 * Both the rewards and the terms seeds need the calendar and the rewards seed runs first, so
 * whichever comes first writes it; the other finds it there.
 */
export async function ensureSchoolTerms(db: Db, today: string): Promise<SchoolTermInput[]> {
  const existing = await db
    .selectFrom('school_terms')
    .select(['school_year', 'name', 'start_date', 'end_date'])
    .orderBy('start_date')
    .execute();
  if (existing.length > 0) {
    return existing.map((r) => ({ schoolYear: r.school_year, name: r.name, start: r.start_date, end: r.end_date }));
  }
  const terms = demoSchoolTerms(today);
  for (const term of terms) await createSchoolTerm(db, term);
  return terms;
}

/** The term holding `today` among the demo terms (there always is one, see `demoSchoolTerms`). */
export function demoCurrentTerm(terms: readonly SchoolTermInput[], today: string): SchoolTermInput {
  const term = termHolding(terms, today);
  if (!term) throw new Error(`No demo term holds ${today}`);
  return term;
}

/** The term before the current one, possibly last school year's summer term. */
export function demoPreviousTerm(today: string): SchoolTermInput {
  const terms = demoSchoolTerms(today);
  const previous = terms[terms.indexOf(demoCurrentTerm(terms, today)) - 1];
  if (!previous) throw new Error(`No demo term before the one holding ${today}`);
  return previous;
}
