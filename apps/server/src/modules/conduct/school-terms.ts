import type { Db } from '../../db/connect';

export type Term = { name: string; schoolYear: string; start: string; end: string };

/** The school calendar as the rewards rules need it; which term is current is decided by the contract's rules. */
export async function loadTerms(db: Db): Promise<Term[]> {
  const rows = await db
    .selectFrom('school_terms')
    .select(['name', 'school_year', 'start_date', 'end_date'])
    .orderBy('start_date')
    .execute();
  return rows.map((r) => ({ name: r.name, schoolYear: r.school_year, start: r.start_date, end: r.end_date }));
}

/** First and last day of a school year's terms (holidays between them included). */
export function schoolYearSpan(terms: readonly Term[], schoolYear: string): { start: string; end: string } {
  const ofYear = terms.filter((t) => t.schoolYear === schoolYear);
  return {
    start: ofYear.reduce((min, t) => (t.start < min ? t.start : min), ofYear[0]?.start ?? ''),
    end: ofYear.reduce((max, t) => (t.end > max ? t.end : max), ofYear[0]?.end ?? ''),
  };
}
