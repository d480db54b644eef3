import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TMeetingInfo, TUsedSlot } from '@carnet/contract';
import { speak } from '../../test/render';
import { bookedSlotOf, bookingEntries, isSlotDisabled, pruneSelection, slotBlock, slotOptions, unbookedSubjects } from './slot-rules';

beforeAll(() => speak('en'));

const LEA = 1;
const HUGO = 2;
const maths = { id: 10, teacher_id: 100 };
const french = { id: 11, teacher_id: 101 };
const english = { id: 12, teacher_id: 102 };
const used = (teacher: number, time: string, pupil: number | null = null, teachingGroup = 99): TUsedSlot => ({
  teacher,
  pupil,
  teachingGroup,
  time,
});
const info = (overrides: Partial<TMeetingInfo> = {}): TMeetingInfo => ({
  id: 7,
  name: 'Parent-teacher meetings',
  date: '2026-12-06',
  startRegistrationDate: '2026-11-19',
  endRegistrationDate: '2026-12-02',
  startTime: '16:30',
  endTime: '17:00',
  durationInMinutes: 10,
  usedSlots: [],
  ...overrides,
});
const none = new Map<number, string>();

describe('isSlotDisabled', () => {
  it('disables a time the teacher already has with another family', () => {
    const context = { usedSlots: [used(maths.teacher_id, '16:40')], selection: none };
    expect(isSlotDisabled(maths, '16:40', context)).toBe(true);
    expect(isSlotDisabled(maths, '16:30', context)).toBe(false);
    // Another teacher is free at that time.
    expect(isSlotDisabled(french, '16:40', context)).toBe(false);
  });

  it('disables, for every teacher, a time when any child of the family is already booked', () => {
    const hugoWithEnglish = used(english.teacher_id, '16:50', HUGO, 50);
    const context = { usedSlots: [hugoWithEnglish], selection: none };
    expect(isSlotDisabled(maths, '16:50', context)).toBe(true);
    expect(isSlotDisabled(french, '16:50', context)).toBe(true);
    expect(isSlotDisabled(maths, '16:40', context)).toBe(false);
  });

  it('disables a time already chosen for another subject, but not for the subject that chose it', () => {
    const context = { usedSlots: [], selection: new Map([[maths.id, '16:30']]) };
    expect(isSlotDisabled(french, '16:30', context)).toBe(true);
    expect(isSlotDisabled(maths, '16:30', context)).toBe(false);
    expect(isSlotDisabled(french, '16:40', context)).toBe(false);
  });

  it("leaves other families' bookings with other teachers out of it", () => {
    const context = { usedSlots: [used(english.teacher_id, '16:30')], selection: none };
    expect(isSlotDisabled(maths, '16:30', context)).toBe(false);
  });
});

describe('slotBlock', () => {
  it("says the family's own appointment first, even when the teacher is the one booked", () => {
    const hugoWithMaths = used(maths.teacher_id, '16:30', HUGO, 50);
    expect(slotBlock(maths, '16:30', { usedSlots: [hugoWithMaths], selection: none })).toEqual({ kind: 'family' });
    expect(slotBlock(french, '16:30', { usedSlots: [hugoWithMaths], selection: none })).toEqual({ kind: 'family' });
  });

  it("says 'taken' for another family's appointment with the teacher", () => {
    expect(slotBlock(maths, '16:30', { usedSlots: [used(maths.teacher_id, '16:30')], selection: none })).toEqual({ kind: 'taken' });
  });

  it('names the subject, or the brother or sister, a pending pick holds the time for', () => {
    const selection = new Map([[french.id, '16:40']]);
    expect(slotBlock(maths, '16:40', { usedSlots: [], selection })).toEqual({ kind: 'chosen-subject', subjectId: french.id });
    const siblingPicks = [{ childId: HUGO, time: '16:50' }];
    expect(slotBlock(maths, '16:50', { usedSlots: [], selection, siblingPicks })).toEqual({ kind: 'chosen-child', childId: HUGO });
    expect(isSlotDisabled(maths, '16:50', { usedSlots: [], selection, siblingPicks })).toBe(true);
    expect(slotBlock(maths, '16:30', { usedSlots: [], selection, siblingPicks })).toBeNull();
  });
});

describe('slotOptions', () => {
  afterEach(() => speak('en'));

  it('offers the shared grid in 12-hour labels, with the reason a slot cannot be chosen', async () => {
    await speak('en');
    const options = slotOptions(info({ usedSlots: [used(maths.teacher_id, '16:40')] }), maths, none, [{ childId: HUGO, time: '16:50' }]);
    expect(options).toEqual([
      { time: '16:30', label: '4:30 PM', isDisabled: false, block: null },
      { time: '16:40', label: '4:40 PM', isDisabled: true, block: { kind: 'taken' } },
      { time: '16:50', label: '4:50 PM', isDisabled: true, block: { kind: 'chosen-child', childId: HUGO } },
    ]);
  });

  it('labels the slots on the 24-hour clock in French', async () => {
    await speak('fr');
    const labels = slotOptions(info({ startTime: '09:00', endTime: '17:00', durationInMinutes: 450 }), maths, none).map((o) => o.label);
    expect(labels).toEqual(['09:00', '16:30']);
    expect(slotOptions(info(), maths, none)[0]?.label).toBe('16:30');
  });

  it('labels morning, noon and midnight slots as AM, PM and AM', () => {
    const labels = (startTime: string, endTime: string) =>
      slotOptions(info({ startTime, endTime, durationInMinutes: 30 }), maths, none).map((o) => o.label);
    expect(labels('11:30', '12:31')).toEqual(['11:30 AM', '12:00 PM', '12:30 PM']);
    expect(labels('00:00', '00:31')).toEqual(['12:00 AM', '12:30 AM']);
    expect(labels('09:00', '09:30')).toEqual(['9:00 AM']);
  });

  it('keeps a last slot that starts before the end when the duration does not divide the window', () => {
    const options = slotOptions(info({ startTime: '16:00', endTime: '17:00', durationInMinutes: 25 }), maths, none);
    expect(options.map((o) => o.label)).toEqual(['4:00 PM', '4:25 PM', '4:50 PM']);
  });
});

describe('bookings of the child', () => {
  const usedSlots = [
    used(maths.teacher_id, '16:30', LEA, maths.id),
    used(french.teacher_id, '16:40', HUGO, 60),
    used(english.teacher_id, '16:50', null, english.id),
  ];

  it("finds a subject's booking only for that child", () => {
    expect(bookedSlotOf(usedSlots, LEA, maths.id)?.time).toBe('16:30');
    expect(bookedSlotOf(usedSlots, HUGO, maths.id)).toBeUndefined();
    // Another family's booking in the same subject id is not the child's.
    expect(bookedSlotOf(usedSlots, LEA, english.id)).toBeUndefined();
  });

  it('counts the subjects still unbooked', () => {
    expect(unbookedSubjects([maths, french, english], usedSlots, LEA)).toEqual([french, english]);
  });
});

describe('pruneSelection', () => {
  it('drops a choice someone else took meanwhile, and one whose subject got booked', () => {
    const selection = new Map([
      [maths.id, '16:30'],
      [french.id, '16:40'],
      [english.id, '16:50'],
    ]);
    const usedSlots = [used(french.teacher_id, '16:40'), used(english.teacher_id, '16:30', LEA, english.id)];
    expect([...pruneSelection(selection, [maths, french, english], usedSlots, LEA)]).toEqual([]);
  });

  it('returns the same selection when nothing changed, so React sees no new state', () => {
    const selection = new Map([[maths.id, '16:30']]);
    expect(pruneSelection(selection, [maths], [], LEA)).toBe(selection);
  });
});

describe('bookingEntries', () => {
  it('submits only the chosen slots, with the teacher and the subject as teachingGroup', () => {
    const selection = new Map([[french.id, '16:40']]);
    expect(bookingEntries(7, LEA, [maths, french, english], selection)).toEqual([
      { meetingId: 7, startTime: '16:40', teacherId: french.teacher_id, teachingGroup: french.id, childId: LEA },
    ]);
    expect(bookingEntries(7, LEA, [maths, french], none)).toEqual([]);
  });
});
