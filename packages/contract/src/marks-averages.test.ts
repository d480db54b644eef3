import { describe, expect, it } from 'vitest';
import { assessmentFigures, domainSummary, overallAverage, pupilAverage, round2, subjectFigures, type MarkFact } from './marks-averages';

// A table worked out by hand (decision 114). Three pupils, four assessments of one subject in a term:
//   T1 out of 20, coefficient 1 · T2 out of 10, coefficient 2 · T3 out of 40, coefficient 0.5 · T4 out of 20, coefficient 0
//   pupil 1: 12, 7, 30, 20          → (12×1 + 14×2 + 15×0.5) ÷ 3.5 = 47.5 ÷ 3.5 = 13.571… → 13.57 (T4 weighs nothing)
//   pupil 2: 15.5, absent, 22, 0    → (15.5×1 + 11×0.5) ÷ 1.5 = 21 ÷ 1.5 = 14.00 (absent leaves T2 out)
//   pupil 3: exempt, not marked, —  → no average
//   class: average of 13.571… and 14 = 13.785… → 13.79, lowest 13.57, highest 14
const assessments = [
  { id: 1, outOf: 20, coefficient: 1 },
  { id: 2, outOf: 10, coefficient: 2 },
  { id: 3, outOf: 40, coefficient: 0.5 },
  { id: 4, outOf: 20, coefficient: 0 },
];
const mark = (assessmentId: number, childId: number, value: number | null, code: MarkFact['code'] = null): MarkFact => ({
  assessmentId,
  childId,
  value,
  code,
});
const marks: MarkFact[] = [
  mark(1, 1, 12),
  mark(2, 1, 7),
  mark(3, 1, 30),
  mark(4, 1, 20),
  mark(1, 2, 15.5),
  mark(2, 2, null, 'absent'),
  mark(3, 2, 22),
  mark(4, 2, 0),
  mark(1, 3, null, 'exempt'),
  mark(2, 3, null, 'notMarked'),
];
const of = (childId: number) => marks.filter((m) => m.childId === childId);

describe('subject averages, against the table worked out by hand', () => {
  it('weighs each mark by its coefficient, brought to 20, and leaves codes and a coefficient of 0 out', () => {
    expect(pupilAverage(assessments, of(1))).toBe(13.57);
    expect(pupilAverage(assessments, of(2))).toBe(14);
    expect(pupilAverage(assessments, of(3))).toBeNull();
  });

  it("gives the class's average, lowest and highest over the pupils' averages, pupils without one left out", () => {
    const { byPupil, classFigures } = subjectFigures(assessments, marks, [1, 2, 3]);
    expect(Object.fromEntries(byPupil)).toEqual({ 1: 13.57, 2: 14, 3: null });
    expect(classFigures).toEqual({ average: 13.79, lowest: 13.57, highest: 14 });
  });

  it("gives each assessment's figures in its own scale", () => {
    expect(assessmentFigures(marks.filter((m) => m.assessmentId === 1))).toEqual({ average: 13.75, lowest: 12, highest: 15.5 });
    expect(assessmentFigures(marks.filter((m) => m.assessmentId === 2))).toEqual({ average: 7, lowest: 7, highest: 7 });
    expect(assessmentFigures(marks.filter((m) => m.assessmentId === 3))).toEqual({ average: 26, lowest: 22, highest: 30 });
    expect(assessmentFigures([mark(5, 1, null, 'absent')])).toEqual({ average: null, lowest: null, highest: null });
  });

  it('takes the mean of the subject averages as the overall average, each subject weighing the same', () => {
    expect(overallAverage([13.57, 14, null])).toBe(13.79);
    expect(overallAverage([null])).toBeNull();
  });
});

describe('round2', () => {
  it('rounds half up to two decimals without binary noise', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(12.345)).toBe(12.35);
    expect(round2(13.785714)).toBe(13.79);
    expect(round2(10 / 3)).toBe(3.33);
    expect(round2(20)).toBe(20);
  });
});

describe('domainSummary', () => {
  it('counts each level and gives the median level, the lower of two middles, never a mark', () => {
    expect(domainSummary([4, 2, 3, 3])).toEqual({ counts: [0, 1, 2, 1], level: 3 });
    expect(domainSummary([1, 4])).toEqual({ counts: [1, 0, 0, 1], level: 1 });
    expect(domainSummary([])).toEqual({ counts: [0, 0, 0, 0], level: null });
  });
});
