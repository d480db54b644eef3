import { describe, expect, it } from 'vitest';
import { isMeetingSlot, meetingSlots } from './meeting-slots';

describe('meetingSlots', () => {
  it('offers a slot every duration from startTime, excluding endTime', () => {
    expect(meetingSlots('16:30', '17:30', 10)).toEqual(['16:30', '16:40', '16:50', '17:00', '17:10', '17:20']);
  });

  it('covers the demo evening: 16:30 to 19:00 by 10 minutes is 15 slots, the last at 18:50', () => {
    const slots = meetingSlots('16:30', '19:00', 10);
    expect(slots).toHaveLength(15);
    expect(slots.at(0)).toBe('16:30');
    expect(slots.at(-1)).toBe('18:50');
  });

  it('still offers a last slot that starts before endTime when the duration does not divide the window', () => {
    expect(meetingSlots('16:00', '17:00', 25)).toEqual(['16:00', '16:25', '16:50']);
    expect(meetingSlots('09:00', '09:01', 15)).toEqual(['09:00']);
  });

  it('crosses the hour and noon with two-digit hours', () => {
    expect(meetingSlots('11:45', '12:30', 15)).toEqual(['11:45', '12:00', '12:15']);
    expect(meetingSlots('08:50', '09:10', 10)).toEqual(['08:50', '09:00']);
  });

  it('offers nothing for a zero, negative or fractional duration', () => {
    expect(meetingSlots('16:30', '19:00', 0)).toEqual([]);
    expect(meetingSlots('16:30', '19:00', -10)).toEqual([]);
    expect(meetingSlots('16:30', '19:00', 7.5)).toEqual([]);
    expect(meetingSlots('16:30', '19:00', Number.NaN)).toEqual([]);
  });

  it('offers nothing when start equals end or comes after it', () => {
    expect(meetingSlots('16:30', '16:30', 10)).toEqual([]);
    expect(meetingSlots('18:00', '17:00', 10)).toEqual([]);
  });

  it('offers one slot when the duration is longer than the window', () => {
    expect(meetingSlots('16:30', '16:40', 60)).toEqual(['16:30']);
  });
});

describe('isMeetingSlot', () => {
  it('accepts a time on the grid and refuses one off it, before it or at endTime', () => {
    expect(isMeetingSlot('16:40', '16:30', '19:00', 10)).toBe(true);
    expect(isMeetingSlot('18:50', '16:30', '19:00', 10)).toBe(true);
    expect(isMeetingSlot('16:35', '16:30', '19:00', 10)).toBe(false);
    expect(isMeetingSlot('16:20', '16:30', '19:00', 10)).toBe(false);
    expect(isMeetingSlot('19:00', '16:30', '19:00', 10)).toBe(false);
  });
});
