import { describe, expect, it } from 'vitest';
import type { THomeworkItem } from '@carnet/contract';
import { sectionOf, sortIntoSections } from './homework-rules';

const item = (id: number, dueDate: string, dueStartHour: string | null = null): THomeworkItem => ({
  id,
  kind: 'homework',
  subject: 'Maths',
  color: '#3b82f6',
  teacherName: 'Paul Bernard',
  text: 'Exercise 3',
  dueDate,
  dueStartHour,
  minutes: 30,
  files: [],
  setOn: '2026-11-20',
  changedAt: null,
  doneAt: null,
  missedWhileAway: false,
});

describe('sectionOf', () => {
  // Wednesday 25 November 2026: the next school day is Thursday.
  it('sorts a weekday’s homework into tomorrow, this week, later and past', () => {
    expect(sectionOf('2026-11-26', '2026-11-25', '2026-11-26')).toBe('tomorrow');
    expect(sectionOf('2026-11-25', '2026-11-25', '2026-11-26')).toBe('week');
    expect(sectionOf('2026-11-27', '2026-11-25', '2026-11-26')).toBe('week');
    expect(sectionOf('2026-11-30', '2026-11-25', '2026-11-26')).toBe('later');
    expect(sectionOf('2026-11-24', '2026-11-25', '2026-11-26')).toBe('past');
  });

  it('on a Friday, tomorrow is Monday and this week is the coming one', () => {
    expect(sectionOf('2026-11-30', '2026-11-27', '2026-11-30')).toBe('tomorrow');
    expect(sectionOf('2026-12-02', '2026-11-27', '2026-11-30')).toBe('week');
    expect(sectionOf('2026-12-07', '2026-11-27', '2026-11-30')).toBe('later');
  });
});

describe('sortIntoSections', () => {
  it('puts the soonest first, by lesson hour within a day, and the most recent past first', () => {
    const sections = sortIntoSections(
      [item(1, '2026-11-27'), item(2, '2026-11-26', '14:00'), item(3, '2026-11-26', '08:00'), item(4, '2026-11-20'), item(5, '2026-11-23')],
      '2026-11-25',
      '2026-11-26',
    );
    expect(sections.tomorrow.map((i) => i.id)).toEqual([3, 2]);
    expect(sections.week.map((i) => i.id)).toEqual([1]);
    expect(sections.later).toEqual([]);
    expect(sections.past.map((i) => i.id)).toEqual([5, 4]);
  });
});
