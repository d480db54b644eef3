import { todayIn } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digest';

const PARIS = 'Europe/Paris';

describe('nextDigestAt', () => {
  it('is today at DIGEST_TIME on the school clocks while it is still to come, else tomorrow', () => {
    expect(nextDigestAt(new Date('2026-11-25T09:00:00Z'), '17:00', PARIS).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-25T16:00:00Z'), '17:00', PARIS).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-25T16:00:01Z'), '17:00', PARIS).toISOString()).toBe('2026-11-26T16:00:00.000Z');
  });

  it('keeps 17:00 Paris across both daylight-saving changes: 23- and 25-hour days, no day skipped or doubled', () => {
    // Spring forward (28 March 2027): 17:00 is 16:00Z the day before and 15:00Z that day.
    expect(nextDigestAt(new Date('2027-03-27T16:00:00Z'), '17:00', PARIS).toISOString()).toBe('2027-03-28T15:00:00.000Z');
    // Fall back (25 October 2026): 15:00Z the day before, 16:00Z that day.
    expect(nextDigestAt(new Date('2026-10-24T15:00:00Z'), '17:00', PARIS).toISOString()).toBe('2026-10-25T16:00:00.000Z');
  });

  it('chained run after run over a whole year, gives each school day exactly once, even at a time the clocks skip or repeat', () => {
    for (const time of ['17:00', '02:30', '00:00']) {
      let at = new Date('2026-09-01T12:00:00Z');
      const days: string[] = [];
      for (let i = 0; i < 400; i++) {
        at = nextDigestAt(at, time, PARIS);
        days.push(todayIn(PARIS, at));
      }
      expect(new Set(days).size, time).toBe(400);
      for (let i = 1; i < days.length; i++) {
        const gap = (Date.parse(`${days[i]}T00:00:00Z`) - Date.parse(`${days[i - 1]}T00:00:00Z`)) / 86_400_000;
        expect(gap, `${time} ${days[i]}`).toBe(1);
      }
    }
  });
});
