import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../test/render';
import { formatInstantTime } from '../../lib/dates';
import { weekdayLabel } from './weekday-label';

// The school's zone is Europe/Paris unless the page says otherwise (lib/env.ts).
describe("a lesson's start time (formatInstantTime)", () => {
  afterEach(() => speak('en'));

  it("gives a lesson's start on the school's clock: 12-hour in English, 24-hour in French", async () => {
    await speak('en');
    // 08:00 UTC in March is 09:00 in Paris (winter time), 13:00 UTC in June 15:00 (summer time).
    expect(formatInstantTime('2026-03-02T08:00:00.000Z')).toBe('9:00 AM');
    expect(formatInstantTime('2026-06-02T13:00:00.000Z')).toBe('3:00 PM');
    await speak('fr');
    expect(formatInstantTime('2026-03-02T08:00:00.000Z')).toBe('09:00');
    expect(formatInstantTime('2026-06-02T13:00:00.000Z')).toBe('15:00');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatInstantTime('not a date')).toBeNull();
  });
});

describe('weekdayLabel', () => {
  afterEach(() => speak('en'));

  it("names an exit permission's day from Intl in the page's language, an unknown day as written", async () => {
    await speak('en');
    expect(['Monday', 'wednesday', 'Sunday'].map(weekdayLabel)).toEqual(['Monday', 'Wednesday', 'Sunday']);
    await speak('fr');
    expect(['Monday', 'wednesday', 'Sunday'].map(weekdayLabel)).toEqual(['Lundi', 'Mercredi', 'Dimanche']);
    expect(weekdayLabel('School holidays')).toBe('School holidays');
  });
});
