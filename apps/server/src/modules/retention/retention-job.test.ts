import { todayIn } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { nextRetentionAt } from './retention-job';

const PARIS = 'Europe/Paris';

describe('nextRetentionAt', () => {
  it('is 02:30 on the school clocks tonight while still to come, else the next night', () => {
    expect(nextRetentionAt(new Date('2026-11-25T01:00:00Z'), PARIS).toISOString()).toBe('2026-11-25T01:30:00.000Z');
    expect(nextRetentionAt(new Date('2026-11-25T01:30:00Z'), PARIS).toISOString()).toBe('2026-11-26T01:30:00.000Z');
    expect(nextRetentionAt(new Date('2026-11-25T12:00:00Z'), PARIS).toISOString()).toBe('2026-11-26T01:30:00.000Z');
  });

  it('chained over a year, runs once on each day of the school calendar, across both daylight-saving changes', () => {
    let at = new Date('2026-09-01T12:00:00Z');
    const days: string[] = [];
    for (let i = 0; i < 400; i++) {
      at = nextRetentionAt(at, PARIS);
      days.push(todayIn(PARIS, at));
    }
    expect(new Set(days).size).toBe(400);
  });
});
