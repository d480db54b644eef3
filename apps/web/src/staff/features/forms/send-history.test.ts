import { describe, expect, it } from 'vitest';
import { sendDaysOf } from './send-history';

const pupil = (className: string, requestedAt: string | null) => ({
  requestId: 1,
  childId: 1,
  pupil: 'Léa Martin',
  className,
  completed: false,
  completedAt: null,
  requestedAt,
});

describe('sendDaysOf', () => {
  it('counts the pupils asked per school day with their classes, the oldest first, unknown days before', () => {
    const pupils = [
      pupil('3B', '2026-11-27T08:00:00.000Z'),
      pupil('3A', '2026-11-26T09:00:00.000Z'),
      pupil('3A', '2026-11-26T10:00:00.000Z'),
      pupil('6A', null),
      // 23:30 in Paris on the 26th is already the 27th.
      pupil('3C', '2026-11-26T23:30:00.000Z'),
    ];
    expect(sendDaysOf(pupils, 'Europe/Paris')).toEqual([
      { day: null, pupils: 1, classes: ['6A'] },
      { day: '2026-11-26', pupils: 2, classes: ['3A'] },
      { day: '2026-11-27', pupils: 2, classes: ['3B', '3C'] },
    ]);
  });

  it('has no line for a form nobody was asked', () => {
    expect(sendDaysOf([], 'Europe/Paris')).toEqual([]);
  });
});
