import { termHolding } from '@carnet/contract';
import type { Db } from '../db/connect';
import { createSchoolTerm, type SchoolTermInput } from '../modules/terms/terms.repository';

/** A school year runs September to July: from August on, `today` belongs to the year starting that autumn. */
export function schoolYearStartOf(today: string): number {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 8 ? year : year - 1;
}

export const schoolYearLabel = (startYear: number) => `${startYear}-${startYear + 1}`;

function termsOfYear(y: number): SchoolTermInput[] {
  const schoolYear = schoolYearLabel(y);
  return [
    { schoolYear, name: 'Autumn term', start: `${y}-09-01`, end: `${y}-12-18` },
    { schoolYear, name: 'Spring term', start: `${y + 1}-01-04`, end: `${y + 1}-04-02` },
    { schoolYear, name: 'Summer term', start: `${y + 1}-04-19`, end: `${y + 1}-07-02` },
  ];
}

const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/**
 * The three terms of the current and the next school year. When `today` falls in a holiday gap the
 * nearest term is stretched to reach it, so the demo always has a current term with its rewards.
 */
export function demoSchoolTerms(today: string): SchoolTermInput[] {
  const startYear = schoolYearStartOf(today);
  const terms = [...termsOfYear(startYear), ...termsOfYear(startYear + 1)];
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

/** The term before the current one, possibly last school year's summer term (not stored, the demo only needs its dates). */
export function demoPreviousTerm(today: string): SchoolTermInput {
  const stored = demoSchoolTerms(today);
  const current = demoCurrentTerm(stored, today);
  const all = [...termsOfYear(schoolYearStartOf(today) - 1), ...stored];
  return all[all.indexOf(current) - 1]!;
}
