import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedTimeOfDay } from './zoned-time';

describe("the school's clock and instants", () => {
  it('turns a Paris wall-clock time into its instant, winter and summer', () => {
    expect(zonedInstant('2026-11-25', '08:00', 'Europe/Paris')).toBe('2026-11-25T07:00:00.000Z');
    expect(zonedInstant('2026-06-15', '08:00', 'Europe/Paris')).toBe('2026-06-15T06:00:00.000Z');
    expect(zonedInstant('2026-11-25', '08:00', 'America/Martinique')).toBe('2026-11-25T12:00:00.000Z');
    expect(zonedInstant('2026-11-25', '00:00', 'Europe/Paris')).toBe('2026-11-24T23:00:00.000Z');
  });

  it('holds across the changes of time', () => {
    // 29 March 2026: 02:00 becomes 03:00 in Paris; 08:00 that day is already summer time.
    expect(zonedInstant('2026-03-29', '08:00', 'Europe/Paris')).toBe('2026-03-29T06:00:00.000Z');
    expect(zonedInstant('2026-03-29', '00:30', 'Europe/Paris')).toBe('2026-03-28T23:30:00.000Z');
    // 25 October 2026: back to winter time at 03:00.
    expect(zonedInstant('2026-10-25', '08:00', 'Europe/Paris')).toBe('2026-10-25T07:00:00.000Z');
  });

  it('reads an instant back on the zone clock', () => {
    expect(zonedTimeOfDay('2026-11-25T07:00:00.000Z', 'Europe/Paris')).toBe('08:00');
    expect(zonedTimeOfDay('2026-06-15T06:00:00.000Z', 'Europe/Paris')).toBe('08:00');
    expect(zonedTimeOfDay(zonedInstant('2026-03-29', '16:45', 'Europe/Paris'), 'Europe/Paris')).toBe('16:45');
  });
});
