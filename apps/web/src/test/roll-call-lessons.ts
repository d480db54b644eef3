import type { TRollCallLesson } from '@carnet/contract';

/** A lesson of the roll call's list as the server answers it, for the tests of what reads that list. */
export const lessonFixture = (id: number, startHour: string, endHour: string, over: Partial<TRollCallLesson> = {}): TRollCallLesson => ({
  id,
  date: '2026-11-27',
  startHour,
  endHour,
  subject: 'Mathematics',
  teachingGroup: '6A Mathematics',
  className: '6A',
  hallName: 'B12',
  teacher: 'Paul Bernard',
  pupilCount: 24,
  takenAt: null,
  absentCount: 0,
  ...over,
});
