import { describe, expect, it } from 'vitest';
import { MAX_WEEK_OFFSET, type TLesson, type TTimetable } from '@carnet/contract';
import { firstSchoolDay, lessonsOn, moveSchoolDay, weekOffsetOf } from './day-view-rules';

// 2026-11-25 is a Wednesday, 2026-11-28 a Saturday.
describe('the phone day view', () => {
  it('opens on today on a school day, and on the coming Monday at the weekend', () => {
    expect(firstSchoolDay('2026-11-25')).toBe('2026-11-25');
    expect(firstSchoolDay('2026-11-28')).toBe('2026-11-30');
    expect(firstSchoolDay('2026-11-29')).toBe('2026-11-30');
  });

  it('steps over the weekend both ways and comes back to today', () => {
    expect(moveSchoolDay('2026-11-27', 'next', '2026-11-25')).toBe('2026-11-30');
    expect(moveSchoolDay('2026-11-30', 'previous', '2026-11-25')).toBe('2026-11-27');
    expect(moveSchoolDay('2026-11-26', 'next', '2026-11-25')).toBe('2026-11-27');
    expect(moveSchoolDay('2027-01-12', 'today', '2026-11-25')).toBe('2026-11-25');
  });

  it('counts the week offset the API reads from the week the server calls this week', () => {
    expect(weekOffsetOf('2026-11-27', '2026-11-25')).toBe(0);
    expect(weekOffsetOf('2026-11-30', '2026-11-25')).toBe(1);
    expect(weekOffsetOf('2026-11-20', '2026-11-25')).toBe(-1);
    // At the weekend "this week" is the coming one: next Monday is offset 0, yesterday's Friday -1.
    expect(weekOffsetOf('2026-11-30', '2026-11-28')).toBe(0);
    expect(weekOffsetOf('2026-11-27', '2026-11-28')).toBe(-1);
  });

  it('never moves past the weeks the API accepts', () => {
    const lastFriday = '2028-11-24';
    expect(weekOffsetOf(lastFriday, '2026-11-25')).toBe(MAX_WEEK_OFFSET);
    expect(moveSchoolDay(lastFriday, 'next', '2026-11-25')).toBe(lastFriday);
  });

  it("lists only the day's lessons, earliest first", () => {
    const lesson = (id: number, date: string, start: string) => ({ id, date, start_hour: start }) as TLesson;
    const timetable = {
      lessons: [[lesson(1, '2026-11-25', '10:00'), lesson(2, '2026-11-26', '08:00')], [lesson(3, '2026-11-25', '08:00')]],
    } as TTimetable;
    expect(lessonsOn(timetable, '2026-11-25').map((l) => l.id)).toEqual([3, 1]);
    expect(lessonsOn(undefined, '2026-11-25')).toEqual([]);
  });
});
