import { addDays, apiPaths } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { createMeeting } from '../../src/modules/meetings/meetings.repository';
import { useMeetingTest } from './meetings-fixtures';
import { schoolToday } from '../helpers/school-day';

const m = useMeetingTest();
const { lea, hugo, noah, book, bookings, expectRefused, subject6A, subject3B } = m;

describe('POST /api/meeting/book', () => {
  it('books every entry for the family and answers them back', async () => {
    const entries = [
      lea(),
      lea({ startTime: '16:50', teacherId: m.t.school.teachers.petit, teachingGroup: subject6A(1) }),
      hugo({ startTime: '18:50' }),
    ];
    const response = await book('parent', entries);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ booked: entries });
    const added = (await bookings()).filter((b) => b.family_id === m.t.school.families.martin && b.meeting_id === m.openId);
    expect(added.map((b) => [b.child_id, b.teacher_id, b.subject_id, b.start_time])).toEqual([
      [m.t.school.children.lea, m.t.school.teachers.bernard, subject6A(0), '16:40'],
      [m.t.school.children.lea, m.t.school.teachers.petit, subject6A(1), '16:50'],
      [m.t.school.children.hugo, m.t.school.teachers.petit, subject3B(1), '17:00'],
      [m.t.school.children.hugo, m.t.school.teachers.smith, subject3B(2), '18:50'],
    ]);
    const info = (await (await m.t.as('parent2')).get(apiPaths.meetingInfo(m.openId))).json();
    expect(info.usedSlots).toContainEqual({
      teacher: m.t.school.teachers.bernard,
      pupil: null,
      teachingGroup: null,
      time: '16:40',
    });
  });

  it('answers 401 without a token and 403 to a student, booking nothing', async () => {
    const anonymous = await m.t.anonymous.post(apiPaths.bookMeetings, { bookMeetings: [lea()] });
    await expectRefused(anonymous, 401, 'UNAUTHENTICATED');
    const student = await (await m.t.as('student')).post(apiPaths.bookMeetings, { bookMeetings: [lea()] });
    await expectRefused(student, 403, 'FORBIDDEN');
  });

  it("answers 404 for another family's child, even next to one of the caller's own", async () => {
    await expectRefused(await book('parent2', [lea()]), 404, 'NOT_FOUND');
    await expectRefused(await book('parent2', [noah(), lea({ startTime: '17:40' })]), 404, 'NOT_FOUND');
    await expectRefused(await book('parent', [noah()]), 404, 'NOT_FOUND');
  });

  it('answers 404 for a meeting the child does not take part in or that does not exist', async () => {
    await expectRefused(await book('parent2', [noah({ meetingId: m.pastId, startTime: '17:15' })]), 404, 'NOT_FOUND');
    await expectRefused(await book('parent', [lea({ meetingId: 999_999 })]), 404, 'NOT_FOUND');
  });

  it('answers 400 for a malformed, incomplete or mistyped body', async () => {
    const parent = await m.t.as('parent');
    const { childId: _omitted, ...withoutChild } = lea();
    const payloads: unknown[] = [
      {},
      { bookMeetings: [] },
      { bookMeetings: lea() },
      [lea()],
      { bookMeetings: [lea()], extra: true },
      { bookMeetings: [{ ...lea(), extra: 1 }] },
      { bookMeetings: [withoutChild] },
      { bookMeetings: [{ ...lea(), childId: String(m.t.school.children.lea) }] },
      { bookMeetings: [{ ...lea(), teacherId: true }] },
      { bookMeetings: [{ ...lea(), meetingId: -1 }] },
      { bookMeetings: [{ ...lea(), teachingGroup: 1.5 }] },
      { bookMeetings: [lea({ startTime: '4:40 PM' })] },
      { bookMeetings: [lea({ startTime: '24:00' })] },
      { bookMeetings: [lea({ startTime: '16:4' })] },
      { bookMeetings: Array.from({ length: 31 }, () => lea()) },
    ];
    for (const payload of payloads) {
      await expectRefused(await parent.post(apiPaths.bookMeetings, payload as object), 400, 'VALIDATION_ERROR');
    }
    const broken = await parent.inject({
      method: 'POST',
      url: apiPaths.bookMeetings,
      payload: '{"bookMeetings": [',
      headers: { 'content-type': 'application/json' },
    });
    await expectRefused(broken, 400, 'VALIDATION_ERROR');
  });

  it('answers 409 MEETING_CLOSED outside the registration window', async () => {
    await expectRefused(await book('parent', [lea({ meetingId: m.pastId, startTime: '17:15' })]), 409, 'MEETING_CLOSED');
    const today = schoolToday();
    const notYet = await createMeeting(m.t.db, {
      date: addDays(today, 14),
      startRegistrationDate: addDays(today, 1),
      endRegistrationDate: addDays(today, 10),
      childIds: [m.t.school.children.lea],
    });
    try {
      await expectRefused(await book('parent', [lea({ meetingId: notYet })]), 409, 'MEETING_CLOSED');
      await expectRefused(
        await book('parent', [lea(), lea({ meetingId: notYet, teacherId: m.t.school.teachers.petit, teachingGroup: subject6A(1) })]),
        409,
        'MEETING_CLOSED',
      );
    } finally {
      await m.t.db.deleteFrom('meetings').where('id', '=', notYet).execute();
    }
  });

  it('answers 400 INVALID_SLOT for a time off the grid, a wrong teacher or a subject the child does not take', async () => {
    for (const startTime of ['16:35', '16:20', '19:00', '18:59']) {
      await expectRefused(await book('parent', [lea({ startTime })]), 400, 'INVALID_SLOT');
    }
    await expectRefused(await book('parent', [lea({ teacherId: m.t.school.teachers.petit })]), 400, 'INVALID_SLOT');
    await expectRefused(
      await book('parent', [lea({ teachingGroup: subject3B(1), teacherId: m.t.school.teachers.petit })]),
      400,
      'INVALID_SLOT',
    );
    await expectRefused(await book('parent', [lea({ teachingGroup: 999_999 })]), 400, 'INVALID_SLOT');
    await expectRefused(await book('parent', [hugo({ startTime: '17:20' }), lea({ startTime: '17:25' })]), 400, 'INVALID_SLOT');
  });

  it('answers 409 SLOT_TAKEN for a slot the teacher already has, booking nothing of the request', async () => {
    const taken = await book('parent', [lea({ startTime: '16:30' })]);
    await expectRefused(taken, 409, 'SLOT_TAKEN');
    expect(taken.json().message).toBe('This slot is already taken for this teacher, please choose another one');
    const french = await (
      await m.t.as('parent')
    ).inject({
      method: 'POST',
      url: apiPaths.bookMeetings,
      payload: { bookMeetings: [lea({ startTime: '16:30' })] },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(french.json()).toEqual({
      code: 'SLOT_TAKEN',
      message: 'Ce créneau est déjà pris pour ce professeur, veuillez en choisir un autre',
    });
    await expectRefused(await book('parent', [hugo({ startTime: '18:00' }), lea({ startTime: '16:30' })]), 409, 'SLOT_TAKEN');
  });

  it('answers 409 SLOT_TAKEN for a second appointment in one subject, in one request or two', async () => {
    const twice = await book('parent', [lea(), lea({ startTime: '16:50' })]);
    await expectRefused(twice, 409, 'SLOT_TAKEN');
    expect(twice.json().message).toBe('This child already has an appointment for this subject');
    await expectRefused(
      await book('parent', [hugo({ teacherId: m.t.school.teachers.petit, teachingGroup: subject3B(1), startTime: '18:00' })]),
      409,
      'SLOT_TAKEN',
    );
  });

  it('refuses two appointments of one family at the same time, in one request or two', async () => {
    const together = await book('parent', [lea({ startTime: '17:20' }), hugo({ startTime: '17:20' })]);
    await expectRefused(together, 409, 'SLOT_TAKEN');
    expect(together.json().message).toBe('Your family already has an appointment at this time');

    expect((await book('parent', [lea({ startTime: '17:20' })])).statusCode).toBe(200);
    const second = await book('parent', [hugo({ startTime: '17:20' })]);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('SLOT_TAKEN');
    const martinAt1720 = (await bookings()).filter((b) => b.family_id === m.t.school.families.martin && b.start_time === '17:20');
    expect(martinAt1720.map((b) => b.child_id)).toEqual([m.t.school.children.lea]);
  });

  it('lets two families meet different teachers at the same time', async () => {
    expect((await book('parent', [lea({ startTime: '17:20' })])).statusCode).toBe(200);
    expect((await book('parent2', [noah({ startTime: '17:20' })])).statusCode).toBe(200);
    expect((await bookings()).filter((b) => b.start_time === '17:20')).toHaveLength(2);
  });
});
