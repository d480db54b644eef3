import { describe, expect, it } from 'vitest';
import { MAX_WEEK_OFFSET } from '@carnet/contract';
import { formatWorkWeek } from './dates';
import { moveWeek } from './week-offset';

describe('week navigation', () => {
  it('moves one week at a time and resets to the current week', () => {
    expect(moveWeek(0, 'next')).toBe(1);
    expect(moveWeek(0, 'previous')).toBe(-1);
    expect(moveWeek(-3, 'current')).toBe(0);
    expect(moveWeek(moveWeek(2, 'previous'), 'previous')).toBe(0);
  });

  it('stays within the range the API accepts', () => {
    expect(moveWeek(MAX_WEEK_OFFSET, 'next')).toBe(MAX_WEEK_OFFSET);
    expect(moveWeek(-MAX_WEEK_OFFSET, 'previous')).toBe(-MAX_WEEK_OFFSET);
  });

  it('labels the work week of an offset, Monday to Friday', () => {
    // Wednesday 5 March 2025: its week runs from Monday 3 to Friday 7.
    expect(formatWorkWeek(0, '2025-03-05')).toBe('03 – 07 March 2025');
    expect(formatWorkWeek(1, '2025-03-05')).toBe('10 – 14 March 2025');
    expect(formatWorkWeek(4, '2025-03-05')).toBe('31 Mar – 04 Apr 2025');
    // On a Sunday the school week just finished is over: this week is the coming one.
    expect(formatWorkWeek(0, '2025-03-09')).toBe('10 – 14 March 2025');
    expect(formatWorkWeek(-1, '2025-03-09')).toBe('03 – 07 March 2025');
  });
});
