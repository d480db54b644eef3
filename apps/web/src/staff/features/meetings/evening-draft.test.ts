import { describe, expect, it } from 'vitest';
import { newDraft, problemsOf, toNewEvening } from './evening-draft';

const ready = {
  ...newDraft('2026-11-24'),
  name: 'Year 8 evening',
  date: '2026-12-08',
  bookingTo: '2026-12-07',
  classIds: [3],
};

describe('the new evening draft', () => {
  it('has no problem once every field is filled in order', () => {
    expect(problemsOf(ready)).toEqual({});
    expect(toNewEvening({ ...ready, name: ' Year 8 evening ' })).toMatchObject({ name: 'Year 8 evening', slotMinutes: 10, teacherIds: [] });
  });

  it('asks for a name, a date, the booking close and a class', () => {
    expect(Object.keys(problemsOf(newDraft('2026-11-24'))).sort()).toEqual(['bookingTo', 'classIds', 'date', 'name']);
  });

  it('refuses an end before the start, slots out of 5 to 60 minutes, and a booking window after the evening', () => {
    expect(problemsOf({ ...ready, endTime: '16:30' })).toHaveProperty('endTime');
    expect(problemsOf({ ...ready, slotMinutes: '4' })).toHaveProperty('slotMinutes');
    expect(problemsOf({ ...ready, slotMinutes: '61' })).toHaveProperty('slotMinutes');
    expect(problemsOf({ ...ready, slotMinutes: '7.5' })).toHaveProperty('slotMinutes');
    expect(problemsOf({ ...ready, slotMinutes: '60' })).toEqual({});
    expect(problemsOf({ ...ready, bookingTo: '2026-12-09' })).toHaveProperty('bookingTo');
    expect(problemsOf({ ...ready, bookingTo: '2026-12-08' })).toEqual({});
    expect(problemsOf({ ...ready, bookingFrom: '2026-12-07', bookingTo: '2026-12-06' })).toHaveProperty('bookingTo');
  });
});
