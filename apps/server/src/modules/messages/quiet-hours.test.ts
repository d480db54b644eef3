import { describe, expect, it } from 'vitest';
import { deliveryTime } from './quiet-hours';
import { schoolDayRule, schoolDaysBetween } from './school-days';

// November 2026 in Paris (UTC+1): the 24th is a Tuesday. Autumn term to Friday 18 December, the next from 4 January.
const isSchoolDay = schoolDayRule([
  { start_date: '2026-09-01', end_date: '2026-12-18' },
  { start_date: '2027-01-04', end_date: '2027-04-09' },
]);
const rules = { quietStart: '19:00', quietEnd: '07:00', timeZone: 'Europe/Paris', isSchoolDay };
const at = (iso: string) => deliveryTime(new Date(iso), rules).toISOString();

describe('deliveryTime (quiet hours)', () => {
  it('delivers at once in the school day', () => {
    expect(at('2026-11-24T09:00:00.000Z')).toBe('2026-11-24T09:00:00.000Z');
    expect(at('2026-11-24T06:00:00.000Z')).toBe('2026-11-24T06:00:00.000Z');
  });

  it('keeps a message written at 21:00 on a Tuesday until 07:00 on Wednesday', () => {
    expect(at('2026-11-24T20:00:00.000Z')).toBe('2026-11-25T06:00:00.000Z');
  });

  it('keeps one written before 07:00 until 07:00 the same day, and one at 19:00 sharp until the morning', () => {
    expect(at('2026-11-25T04:30:00.000Z')).toBe('2026-11-25T06:00:00.000Z');
    expect(at('2026-11-24T18:00:00.000Z')).toBe('2026-11-25T06:00:00.000Z');
  });

  it('keeps Friday evening and the weekend until Monday 07:00', () => {
    expect(at('2026-11-27T19:00:00.000Z')).toBe('2026-11-30T06:00:00.000Z');
    expect(at('2026-11-28T10:00:00.000Z')).toBe('2026-11-30T06:00:00.000Z');
  });

  it('keeps a message written in the holidays until the first school day, 07:00', () => {
    expect(at('2026-12-23T10:00:00.000Z')).toBe('2027-01-04T06:00:00.000Z');
    expect(at('2026-12-18T20:00:00.000Z')).toBe('2027-01-04T06:00:00.000Z');
  });

  it("follows the school's clocks across a change of time (summer: 07:00 is 05:00Z)", () => {
    const summer = { ...rules, isSchoolDay: schoolDayRule([]) };
    expect(deliveryTime(new Date('2026-06-02T19:30:00.000Z'), summer).toISOString()).toBe('2026-06-03T05:00:00.000Z');
  });
});

describe('school days', () => {
  it('are weekdays out of the holidays between terms', () => {
    expect(isSchoolDay('2026-11-27')).toBe(true);
    expect(isSchoolDay('2026-11-28')).toBe(false);
    expect(isSchoolDay('2026-12-21')).toBe(false);
    expect(isSchoolDay('2027-01-04')).toBe(true);
  });

  it('are counted after the first day up to the last', () => {
    expect(schoolDaysBetween('2026-11-23', '2026-11-26', isSchoolDay)).toBe(3);
    expect(schoolDaysBetween('2026-11-27', '2026-11-30', isSchoolDay)).toBe(1);
    expect(schoolDaysBetween('2026-12-18', '2027-01-05', isSchoolDay)).toBe(2);
    expect(schoolDaysBetween('2026-11-26', '2026-11-26', isSchoolDay)).toBe(0);
  });
});
