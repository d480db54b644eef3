import { describe, expect, it } from 'vitest';
import { monthsBefore, rollTargetYearOf } from './retention';

describe('rollTargetYearOf', () => {
  it('is the year starting that September from 1 July on, the year that started the September before until then', () => {
    expect(rollTargetYearOf('2026-06-30')).toBe('2025-2026');
    expect(rollTargetYearOf('2026-07-01')).toBe('2026-2027');
    expect(rollTargetYearOf('2026-09-01')).toBe('2026-2027');
    expect(rollTargetYearOf('2027-01-15')).toBe('2026-2027');
  });
});

describe('monthsBefore', () => {
  it('counts whole calendar months back, across years, the 31st falling back to the month’s last day', () => {
    expect(monthsBefore('2026-11-25', 12)).toBe('2025-11-25');
    expect(monthsBefore('2026-11-25', 36)).toBe('2023-11-25');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29');
    expect(monthsBefore('2026-11-25', 120)).toBe('2016-11-25');
  });
});
