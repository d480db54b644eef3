import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, isoWeekday, mondayOf, schoolWeekStart, todayIn, todayIso } from './dates';

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

describe('todayIn: the day on the clocks of a time zone', () => {
  const dayIn = (timeZone: string, instant: string) => todayIn(timeZone, new Date(instant));

  it('turns at midnight in the zone, not at midnight UTC', () => {
    // Paris in winter is UTC+1: its day starts at 23:00 UTC the day before.
    expect(dayIn('Europe/Paris', '2026-01-09T22:59:59Z')).toBe('2026-01-09');
    expect(dayIn('Europe/Paris', '2026-01-09T23:00:00Z')).toBe('2026-01-10');
    expect(todayIso(new Date('2026-01-09T23:00:00Z'))).toBe('2026-01-09');
    // New York in winter is UTC-5: UTC's next day is still its evening.
    expect(dayIn('America/New_York', '2026-01-10T04:59:59Z')).toBe('2026-01-09');
    expect(dayIn('America/New_York', '2026-01-10T05:00:00Z')).toBe('2026-01-10');
    expect(dayIn('UTC', '2026-01-09T23:59:59Z')).toBe('2026-01-09');
  });

  it('follows the spring change to summer time', () => {
    // Paris moves to UTC+2 on 29 March 2026 at 01:00 UTC: midnight before it is 23:00 UTC, after it 22:00 UTC.
    expect(dayIn('Europe/Paris', '2026-03-28T22:59:59Z')).toBe('2026-03-28');
    expect(dayIn('Europe/Paris', '2026-03-28T23:00:00Z')).toBe('2026-03-29');
    expect(dayIn('Europe/Paris', '2026-03-29T21:59:59Z')).toBe('2026-03-29');
    expect(dayIn('Europe/Paris', '2026-03-29T22:00:00Z')).toBe('2026-03-30');
    // New York moves to UTC-4 on 8 March 2026.
    expect(dayIn('America/New_York', '2026-03-08T04:59:59Z')).toBe('2026-03-07');
    expect(dayIn('America/New_York', '2026-03-08T05:00:00Z')).toBe('2026-03-08');
    expect(dayIn('America/New_York', '2026-03-09T03:59:59Z')).toBe('2026-03-08');
    expect(dayIn('America/New_York', '2026-03-09T04:00:00Z')).toBe('2026-03-09');
  });

  it('follows the autumn change back to winter time', () => {
    // Paris returns to UTC+1 on 25 October 2026 at 01:00 UTC.
    expect(dayIn('Europe/Paris', '2026-10-24T21:59:59Z')).toBe('2026-10-24');
    expect(dayIn('Europe/Paris', '2026-10-24T22:00:00Z')).toBe('2026-10-25');
    expect(dayIn('Europe/Paris', '2026-10-25T22:59:59Z')).toBe('2026-10-25');
    expect(dayIn('Europe/Paris', '2026-10-25T23:00:00Z')).toBe('2026-10-26');
  });

  it('reaches a day ahead of UTC far east and a day behind far west', () => {
    expect(dayIn('Pacific/Kiritimati', '2026-12-31T10:00:00Z')).toBe('2027-01-01');
    expect(dayIn('Pacific/Pago_Pago', '2027-01-01T10:59:59Z')).toBe('2026-12-31');
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    for (const bad of ['Europe/Pariss', 'Paris', 'Mars/Olympus', '']) expect(isTimeZone(bad), bad).toBe(false);
    expect(() => todayIn('Europe/Pariss')).toThrow(RangeError);
  });
});
