import { describe, expect, it } from 'vitest';
import { lessonFixture } from '../../../test/roll-call-lessons';
import { nextRegisterToTake } from './next-register';

const lesson = (id: number, startHour: string, takenAt: string | null = null) => lessonFixture(id, startHour, startHour, { takenAt });

describe('nextRegisterToTake', () => {
  it('is the earliest lesson whose register is not taken, whatever the order it came in', () => {
    const lessons = [lesson(3, '14:00'), lesson(1, '08:00', '2026-11-27T07:05:00.000Z'), lesson(2, '10:00')];
    expect(nextRegisterToTake(lessons)?.id).toBe(2);
  });

  it('puts a register left behind this morning before the next lesson', () => {
    expect(nextRegisterToTake([lesson(1, '08:00'), lesson(2, '10:00')])?.id).toBe(1);
  });

  it('is none when every register is taken, or there is no lesson', () => {
    expect(nextRegisterToTake([lesson(1, '08:00', '2026-11-27T07:05:00.000Z')])).toBeNull();
    expect(nextRegisterToTake([])).toBeNull();
  });
});
