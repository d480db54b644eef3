import { describe, expect, it } from 'vitest';
import type { TBookingEntry, TUsedSlot } from '@carnet/contract';
import { selectionOf, siblingPicksOf, withChildPicks, withoutBooked } from './pending-picks';

const LEA = 1;
const HUGO = 2;
const pick = (childId: number, teachingGroup: number, teacherId: number, startTime: string, meetingId = 7): TBookingEntry => ({
  meetingId,
  childId,
  teachingGroup,
  teacherId,
  startTime,
});
const leaMaths = pick(LEA, 10, 100, '16:30');
const leaFrench = pick(LEA, 11, 101, '16:40');
const hugoEnglish = pick(HUGO, 20, 102, '16:50');
const leaElsewhere = pick(LEA, 10, 100, '17:00', 8);
const picks = [leaMaths, leaFrench, hugoEnglish, leaElsewhere];

describe('pending picks of the family', () => {
  it("gives one child's picks in one meeting as subject -> time", () => {
    expect([...selectionOf(picks, 7, LEA)]).toEqual([
      [10, '16:30'],
      [11, '16:40'],
    ]);
    expect([...selectionOf(picks, 7, HUGO)]).toEqual([[20, '16:50']]);
    expect([...selectionOf(picks, 8, LEA)]).toEqual([[10, '17:00']]);
  });

  it("replaces one child's picks without touching the other child's", () => {
    const next = withChildPicks(picks, 7, LEA, [pick(LEA, 10, 100, '17:10')]);
    expect([...selectionOf(next, 7, LEA)]).toEqual([[10, '17:10']]);
    expect([...selectionOf(next, 7, HUGO)]).toEqual([[20, '16:50']]);
    expect([...selectionOf(next, 8, LEA)]).toEqual([[10, '17:00']]);
    expect(selectionOf(withChildPicks(picks, 7, LEA, []), 7, LEA).size).toBe(0);
  });

  it('drops only the booked entries', () => {
    expect(withoutBooked(picks, [{ ...leaMaths }, { ...leaFrench }])).toEqual([hugoEnglish, leaElsewhere]);
    // The same subject at another time is another pick.
    expect(withoutBooked(picks, [{ ...leaMaths, startTime: '18:00' }])).toEqual(picks);
  });

  it("gives the other children's times in the same meeting, without the picks the latest data made impossible", () => {
    expect(siblingPicksOf(picks, 7, LEA, [])).toEqual([{ childId: HUGO, time: '16:50' }]);
    expect(siblingPicksOf(picks, 7, HUGO, [])).toEqual([
      { childId: LEA, time: '16:30' },
      { childId: LEA, time: '16:40' },
    ]);
    const usedSlots: TUsedSlot[] = [
      // Another family took Léa's maths teacher at 16:30; Léa got French booked (from another screen) at 17:20.
      { teacher: 100, pupil: null, teachingGroup: null, time: '16:30' },
      { teacher: 101, pupil: LEA, teachingGroup: 11, time: '17:20' },
    ];
    expect(siblingPicksOf(picks, 7, HUGO, usedSlots)).toEqual([]);
  });
});
