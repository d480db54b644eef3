import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { markAssessment, autumn } from '../../test/marks-fixtures';
import { chartPointsOf, chartRange, datePosition } from './marks-chart-rules';
import { formatNumber, formatOutOf, toTwenty } from './marks-format';

const speak = (language: 'en' | 'fr') => i18n.loadAndActivate({ locale: language, messages: {} });

describe('the marks chart', () => {
  it('brings each marked assessment to 20, in date order, and leaves competencies out', () => {
    const points = chartPointsOf([
      markAssessment({ id: 3, date: '2026-11-09', outOf: 10, value: 8, classFigures: { average: 6.5, lowest: 2, highest: 10 } }),
      markAssessment({ id: 1, date: '2026-10-05', outOf: 40, value: 33, classFigures: { average: 21.3, lowest: 5, highest: 38 } }),
      markAssessment({ id: 2, date: '2026-10-12', kind: 'competencies', outOf: null, value: null, classFigures: null }),
      markAssessment({
        id: 4,
        date: '2026-11-20',
        value: null,
        code: 'absent',
        classFigures: { average: null, lowest: null, highest: null },
      }),
    ]);
    expect(points.map(({ id, mark, code, classAverage }) => ({ id, mark, code, classAverage }))).toEqual([
      { id: 1, mark: 16.5, code: null, classAverage: 10.65 },
      { id: 3, mark: 16, code: null, classAverage: 13 },
      { id: 4, mark: null, code: 'absent', classAverage: null },
    ]);
  });

  it('places dates across the term, the first day at 0 and the last at 1, and keeps stray ones inside', () => {
    const range = chartRange(autumn, []);
    expect(range).toEqual({ start: '2026-09-01', end: '2026-12-18' });
    expect(datePosition('2026-09-01', range!)).toBe(0);
    expect(datePosition('2026-12-18', range!)).toBe(1);
    expect(datePosition('2026-10-25', range!)).toBeCloseTo(54 / 108);
    expect(datePosition('2027-01-05', range!)).toBe(1);
    expect(datePosition('2026-08-30', range!)).toBe(0);
  });

  it('spans the assessments themselves without a term, a single day in the middle', () => {
    const points = chartPointsOf([markAssessment({ id: 1, date: '2026-10-05' })]);
    const range = chartRange(null, points);
    expect(range).toEqual({ start: '2026-10-05', end: '2026-10-05' });
    expect(datePosition('2026-10-05', range!)).toBe(0.5);
    expect(chartRange(null, [])).toBeNull();
  });
});

describe('numbers in the reader’s language', () => {
  afterEach(() => speak('en'));

  it('writes marks with up to two decimals, a decimal comma in French', () => {
    speak('en');
    expect(formatOutOf(14.5, 20)).toBe('14.5/20');
    expect(formatNumber(13.75)).toBe('13.75');
    speak('fr');
    expect(formatOutOf(14.5, 20)).toBe('14,5/20');
    expect(formatNumber(0.5)).toBe('0,5');
    expect(formatNumber(12)).toBe('12');
  });

  it('brings a mark to 20 without binary noise', () => {
    expect(toTwenty(7, 30)).toBe(4.67);
    expect(toTwenty(8.5, 10)).toBe(17);
  });
});
