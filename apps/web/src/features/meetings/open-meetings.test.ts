import { describe, expect, it } from 'vitest';
import type { TOpenMeeting } from '@carnet/contract';
import { childrenToList, firstOpenMeeting, openMeetingsOf } from './open-meetings';

const lea = { id: 1, firstName: 'Léa', lastName: 'Martin' };
const hugo = { id: 2, firstName: 'Hugo', lastName: 'Martin' };
const open = (meetingId: number, childId: number, date: string): TOpenMeeting => ({
  meetingId,
  child: { id: childId },
  name: `Meeting ${meetingId}`,
  date,
});

describe('open meetings', () => {
  const list = [open(2, 1, '2026-12-10'), open(1, 2, '2026-12-06'), open(1, 1, '2026-12-06')];

  it('announces the earliest meeting', () => {
    expect(firstOpenMeeting(list)?.date).toBe('2026-12-06');
    expect(firstOpenMeeting([])).toBeUndefined();
  });

  it("offers every one of the child's open meetings, the earliest first", () => {
    expect(openMeetingsOf(list, 1).map((meeting) => meeting.meetingId)).toEqual([1, 2]);
    expect(openMeetingsOf(list, 2).map((meeting) => meeting.meetingId)).toEqual([1]);
    expect(openMeetingsOf([open(2, 1, '2026-12-10')], 2)).toEqual([]);
    expect(openMeetingsOf(list, null)).toEqual([]);
  });

  it('lists only the children with an open meeting when there is any, every child otherwise', () => {
    expect(childrenToList([lea, hugo], [open(1, 2, '2026-12-06')])).toEqual([hugo]);
    expect(childrenToList([lea, hugo], [])).toEqual([lea, hugo]);
  });
});
