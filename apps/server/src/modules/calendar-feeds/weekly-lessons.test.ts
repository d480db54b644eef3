import { describe, expect, it } from 'vitest';
import { groupWeekly } from './weekly-lessons';

const lesson = (date: string, hall = 'B12', overrides: Partial<{ start_hour: string; subject_id: number; child_id: number }> = {}) => ({
  child_id: 1,
  subject_id: 7,
  date,
  start_hour: '08:00',
  end_hour: '09:00',
  hall_name: hall,
  class_title: '6A',
  ...overrides,
});

describe('groupWeekly', () => {
  it('makes one weekly series per child, subject, weekday and hours, the missing weeks excluded', () => {
    // Mondays 2 Nov to 30 Nov 2026 but the 16th (a cancelled lesson).
    const [series, ...others] = groupWeekly([lesson('2026-11-02'), lesson('2026-11-09'), lesson('2026-11-23'), lesson('2026-11-30')]);
    expect(others).toEqual([]);
    expect(series).toMatchObject({ first: '2026-11-02', last: '2026-11-30', interval: 1, excluded: ['2026-11-16'], otherHalls: [] });
  });

  it('keeps apart another child, another subject, another weekday and other hours', () => {
    const groups = groupWeekly([
      lesson('2026-11-02'),
      lesson('2026-11-02', 'B12', { child_id: 2 }),
      lesson('2026-11-02', 'B12', { subject_id: 8 }),
      lesson('2026-11-03'),
      lesson('2026-11-02', 'B12', { start_hour: '10:00' }),
    ]);
    expect(groups).toHaveLength(5);
    expect(groups.every((g) => g.first === g.last && g.excluded.length === 0)).toBe(true);
  });

  it('repeats every two weeks for a week A / week B pattern, and names the lessons held in another hall', () => {
    const [series] = groupWeekly([lesson('2026-11-02'), lesson('2026-11-16', 'Lab 1'), lesson('2026-11-30'), lesson('2026-12-14')]);
    expect(series).toMatchObject({ interval: 2, excluded: [], lesson: { hall_name: 'B12' } });
    expect(series?.otherHalls.map((l) => l.date)).toEqual(['2026-11-16']);
  });
});
