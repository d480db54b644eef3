import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, mondayOf, schoolWeekStart } from './dates';

describe('calendar days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-16')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('finds the Monday of a week and moves by whole weeks', () => {
    expect(mondayOf('2026-11-18')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-18', -1)).toBe('2026-11-09');
  });

  it('takes the coming week as this school week on Saturday and Sunday', () => {
    expect(schoolWeekStart('2026-11-20')).toBe('2026-11-16'); // Friday
    expect(schoolWeekStart('2026-11-21')).toBe('2026-11-23'); // Saturday
    expect(schoolWeekStart('2026-11-22')).toBe('2026-11-23'); // Sunday
    expect(schoolWeekStart('2026-11-22', -1)).toBe('2026-11-16');
    expect(schoolWeekStart('2026-11-16', 1)).toBe('2026-11-23');
  });
});
