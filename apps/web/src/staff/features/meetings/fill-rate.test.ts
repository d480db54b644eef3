import { describe, expect, it } from 'vitest';
import type { TEvening } from '@carnet/contract';
import { totalsOf } from './fill-rate';

const evening = (lines: Array<[number, number]>): TEvening => ({
  id: 1,
  name: 'Evening',
  date: '2026-12-08',
  startTime: '16:30',
  endTime: '19:00',
  slotMinutes: 10,
  bookingFrom: '2026-11-24',
  bookingTo: '2026-12-07',
  pupils: 20,
  teachers: lines.map(([slots, booked], index) => ({
    teacherId: index + 1,
    teacher: `T${index}`,
    slots,
    booked,
    fillRate: booked / slots,
  })),
});

describe('an evening fill rate', () => {
  it('is every booked slot over every slot, whatever each teacher has', () => {
    expect(
      totalsOf(
        evening([
          [15, 3],
          [5, 2],
        ]),
      ),
    ).toEqual({ slots: 20, booked: 5, fillRate: 0.25 });
  });

  it('is nought for an evening without teachers', () => {
    expect(totalsOf(evening([]))).toEqual({ slots: 0, booked: 0, fillRate: 0 });
  });
});
