import type { TFamilyAssessment, TMarkCode, TMarksTerm } from '@carnet/contract';
import { toTwenty } from './marks-format';

/** One assessment on the chart: the child's mark and the class's average, both brought to 20 (null when absent). */
export type ChartPoint = {
  id: number;
  title: string;
  date: string;
  mark: number | null;
  code: TMarkCode | null;
  classAverage: number | null;
};

/** The marked assessments (never competencies) in date order, each brought to 20. */
export function chartPointsOf(assessments: readonly TFamilyAssessment[]): ChartPoint[] {
  return assessments
    .flatMap((a) => {
      if (a.kind !== 'mark' || a.outOf === null || a.outOf <= 0) return [];
      const outOf = a.outOf;
      const classAverage = a.classFigures?.average ?? null;
      return [
        {
          id: a.id,
          title: a.title,
          date: a.date,
          mark: a.value === null || a.code !== null ? null : toTwenty(a.value, outOf),
          code: a.code,
          classAverage: classAverage === null ? null : toTwenty(classAverage, outOf),
        },
      ];
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * Where a date falls across the chart, from 0 (the term's first day) to 1 (its last); without a term, the
 * first and last assessments bound it. A single day, or a date outside the term, is kept within 0 and 1.
 */
export function datePosition(date: string, range: { start: string; end: string }): number {
  const start = dayNumber(range.start);
  const span = dayNumber(range.end) - start;
  if (span <= 0) return 0.5;
  return Math.min(1, Math.max(0, (dayNumber(date) - start) / span));
}

/** The dates the chart spans: the term's, or the points' own when there is no term. */
export function chartRange(term: TMarksTerm | null, points: readonly ChartPoint[]): { start: string; end: string } | null {
  if (term) return { start: term.start, end: term.end };
  const first = points[0];
  const last = points[points.length - 1];
  return first && last ? { start: first.date, end: last.date } : null;
}
