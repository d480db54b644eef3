import { apiPaths } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useMeetingTest } from './meetings-fixtures';

const m = useMeetingTest();
const { lea, hugo, noah, book, cancel, bookings, expectRefused, subject6A, subject3B } = m;

describe('POST /api/meeting/cancel', () => {
  const hugoWithPetit = () => hugo({ startTime: '17:00', teacherId: m.t.school.teachers.petit, teachingGroup: subject3B(1) });

  it("cancels the caller's booking and answers it back", async () => {
    const before = await bookings();
    const response = await cancel('parent', hugoWithPetit());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ canceled: hugoWithPetit() });
    const remaining = await bookings();
    expect(remaining).toHaveLength(before.length - 1);
    expect(remaining.some((b) => b.child_id === m.t.school.children.hugo && b.meeting_id === m.openId)).toBe(false);
  });

  it('frees the slot for another family', async () => {
    const moreau = { teacherId: m.t.school.teachers.moreau, teachingGroup: subject6A(3), startTime: '17:40' };
    expect((await book('parent', [lea(moreau)])).statusCode).toBe(200);
    expect((await book('parent2', [noah(moreau)])).json().code).toBe('SLOT_TAKEN');
    expect((await cancel('parent', lea(moreau))).statusCode).toBe(200);
    expect((await book('parent2', [noah(moreau)])).statusCode).toBe(200);
    const slot = (await bookings()).filter((b) => b.teacher_id === m.t.school.teachers.moreau && b.start_time === '17:40');
    expect(slot.map((b) => b.child_id)).toEqual([m.t.school.children.noah]);
  });

  it("answers 404 for another family's booking or one that differs in any field", async () => {
    await expectRefused(await cancel('parent2', hugoWithPetit()), 404, 'NOT_FOUND');
    for (const change of [
      { startTime: '17:10' },
      { teacherId: m.t.school.teachers.smith },
      { teachingGroup: subject3B(2) },
      { meetingId: m.pastId },
      { childId: m.t.school.children.lea },
    ]) {
      await expectRefused(await cancel('parent', { ...hugoWithPetit(), ...change }), 404, 'NOT_FOUND');
    }
  });

  it('answers 409 MEETING_CLOSED once registration has ended, keeping the booking', async () => {
    const pastBooking = lea({ meetingId: m.pastId, startTime: '17:00' });
    await expectRefused(await cancel('parent', pastBooking), 409, 'MEETING_CLOSED');
  });

  it('answers 400 for a malformed body and 401/403 for the wrong caller', async () => {
    const parent = await m.t.as('parent');
    const { startTime: _omitted, ...withoutTime } = hugoWithPetit();
    for (const payload of [
      {},
      [hugoWithPetit()],
      { bookMeetings: [hugoWithPetit()] },
      withoutTime,
      { ...hugoWithPetit(), extra: 1 },
      { ...hugoWithPetit(), childId: 'x' },
    ]) {
      await expectRefused(await parent.post(apiPaths.cancelMeeting, payload), 400, 'VALIDATION_ERROR');
    }
    await expectRefused(await m.t.anonymous.post(apiPaths.cancelMeeting, hugoWithPetit()), 401, 'UNAUTHENTICATED');
    await expectRefused(await (await m.t.as('student')).post(apiPaths.cancelMeeting, hugoWithPetit()), 403, 'FORBIDDEN');
  });
});
