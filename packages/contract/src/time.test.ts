import { describe, expect, it } from 'vitest';
import { formatTime12h, minutesOfDay, timeOfDay } from './time';

describe('formatTime12h', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:05', '1:05 PM'],
    ['16:30', '4:30 PM'],
    ['23:59', '11:59 PM'],
  ])('%s is %s', (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });
});

describe('minutesOfDay and timeOfDay', () => {
  it('convert both ways with two-digit hours and minutes', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('16:30')).toBe(990);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(timeOfDay(0)).toBe('00:00');
    expect(timeOfDay(545)).toBe('09:05');
    expect(timeOfDay(1439)).toBe('23:59');
  });

  it('round-trip every minute of the day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) expect(minutesOfDay(timeOfDay(minute))).toBe(minute);
  });
});
