import { describe, expect, it } from 'vitest';
import { seriesDates } from './lesson-series';

describe('seriesDates', () => {
  // 2026-11-30 is a Monday.
  it('gives every Tuesday of the range, both ends included', () => {
    expect(seriesDates({ weekday: 2, from: '2026-12-01', to: '2026-12-15', pattern: 'every' })).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
    ]);
  });

  it('counts week A from the week holding the first day, even when that weekday is before it', () => {
    // The range starts on a Wednesday: Monday of week A is before it, so week A has no Monday lesson.
    expect(seriesDates({ weekday: 1, from: '2026-12-02', to: '2026-12-31', pattern: 'weekA' })).toEqual(['2026-12-14', '2026-12-28']);
    expect(seriesDates({ weekday: 1, from: '2026-12-02', to: '2026-12-31', pattern: 'weekB' })).toEqual(['2026-12-07', '2026-12-21']);
  });

  it('gives nothing for a range shorter than the weekday', () => {
    expect(seriesDates({ weekday: 5, from: '2026-11-30', to: '2026-12-03', pattern: 'every' })).toEqual([]);
  });
});
