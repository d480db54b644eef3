import type { TClassFigures, TCompetencyLevel, TMarkCode } from './marks';

/**
 * How averages are computed (decision 114), in one place for the family's page, the staff's grid, the
 * term report and its PDF. Marks are facts; these are read from them, never stored.
 * - A pupil's subject average for a term: Σ(value ÷ outOf × 20 × coefficient) ÷ Σ(coefficient) over the
 *   assessments where the pupil has a value (a code, or no mark, leaves the assessment out for that pupil;
 *   a coefficient of 0 counts for nothing). Brought to 20, rounded half up to two decimals at the end.
 * - A class's figures: the average, lowest and highest of the values (an assessment, in its own scale) or of
 *   the pupils' unrounded subject averages (a subject, out of 20); pupils without one are left out.
 * - Competencies are never turned into marks: a domain is summed up by how often each level was given and
 *   the median level.
 */

export type AssessmentFact = { id: number; outOf: number; coefficient: number };
export type MarkFact = { assessmentId: number; childId: number; value: number | null; code: TMarkCode | null };

/** Rounds half up to two decimals, without the binary noise of `x * 100` (1.005 → 1.01). */
export function round2(x: number): number {
  const hundredths = Number((Number(x.toPrecision(12)) * 100).toPrecision(12));
  return Math.round(hundredths) / 100;
}

/** Whether a mark counts in averages: a value and no code. */
export const counts = (mark: Pick<MarkFact, 'value' | 'code'>): mark is { value: number; code: null } =>
  mark.value !== null && mark.code === null;

/** A pupil's subject average out of 20, unrounded; null when no assessment with a coefficient counts for them. */
export function rawAverage(assessments: readonly AssessmentFact[], marksOfPupil: readonly MarkFact[]): number | null {
  const byId = new Map(assessments.map((a) => [a.id, a]));
  let weighted = 0;
  let weights = 0;
  for (const mark of marksOfPupil) {
    const assessment = byId.get(mark.assessmentId);
    if (!assessment || !counts(mark) || assessment.coefficient <= 0) continue;
    weighted += ((mark.value * 20) / assessment.outOf) * assessment.coefficient;
    weights += assessment.coefficient;
  }
  return weights > 0 ? weighted / weights : null;
}

export function pupilAverage(assessments: readonly AssessmentFact[], marksOfPupil: readonly MarkFact[]): number | null {
  const raw = rawAverage(assessments, marksOfPupil);
  return raw === null ? null : round2(raw);
}

/** Average, lowest and highest of some numbers (rounded to two decimals); all null for none. */
export function figuresOf(values: readonly number[]): TClassFigures {
  if (values.length === 0) return { average: null, lowest: null, highest: null };
  const sum = values.reduce((total, v) => total + v, 0);
  return { average: round2(sum / values.length), lowest: round2(Math.min(...values)), highest: round2(Math.max(...values)) };
}

/** The class's figures for one assessment, in its own scale: the values that count. */
export function assessmentFigures(marks: readonly MarkFact[]): TClassFigures {
  return figuresOf(marks.flatMap((m) => (counts(m) ? [m.value] : [])));
}

/**
 * Every pupil's subject average (rounded) and the class's figures over the pupils' unrounded averages.
 * `pupilIds` are the group's pupils: one with no counting mark gets null and is left out of the figures.
 */
export function subjectFigures(
  assessments: readonly AssessmentFact[],
  marks: readonly MarkFact[],
  pupilIds: readonly number[],
): { byPupil: Map<number, number | null>; classFigures: TClassFigures } {
  const marksByPupil = new Map<number, MarkFact[]>();
  for (const mark of marks) {
    const list = marksByPupil.get(mark.childId) ?? [];
    list.push(mark);
    marksByPupil.set(mark.childId, list);
  }
  const byPupil = new Map<number, number | null>();
  const raws: number[] = [];
  for (const pupilId of pupilIds) {
    const raw = rawAverage(assessments, marksByPupil.get(pupilId) ?? []);
    byPupil.set(pupilId, raw === null ? null : round2(raw));
    if (raw !== null) raws.push(raw);
  }
  return { byPupil, classFigures: figuresOf(raws) };
}

/** The mean of a pupil's subject averages (each subject weighs the same), rounded; null when none. */
export function overallAverage(subjectAverages: readonly (number | null)[]): number | null {
  const present = subjectAverages.filter((a): a is number => a !== null);
  return present.length === 0 ? null : round2(present.reduce((t, a) => t + a, 0) / present.length);
}

/** How often each level was given (levels 1 to 4 in order) and the median level (the lower middle); null for none. */
export function domainSummary(levels: readonly TCompetencyLevel[]): {
  counts: [number, number, number, number];
  level: TCompetencyLevel | null;
} {
  const tally: [number, number, number, number] = [0, 0, 0, 0];
  for (const level of levels) tally[level - 1] = tally[level - 1]! + 1;
  if (levels.length === 0) return { counts: tally, level: null };
  const sorted = [...levels].sort((a, b) => a - b);
  return { counts: tally, level: sorted[Math.floor((sorted.length - 1) / 2)]! };
}
