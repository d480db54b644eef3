import {
  addDays,
  apiPaths,
  eveningDeletePath,
  eveningPath,
  eveningSchedulePath,
  eveningSchedulePdfPath,
  eveningsPaths,
  moveBookingPath,
} from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { snapshotTables } from '../helpers/table-snapshot';
import { formatDay } from '../../src/i18n/translate';

let t: TestContext;
let eveningId: number;
let maths6A: number;
let french6A: number;
const today = schoolToday();
const evening = {
  name: 'Year 7 parents evening',
  date: addDays(today, 14),
  startTime: '17:00',
  endTime: '18:00',
  slotMinutes: 10,
  bookingFrom: today,
  bookingTo: addDays(today, 13),
  classIds: [] as number[],
  teacherIds: [] as number[],
};

beforeAll(async () => {
  t = await buildTestApp();
  evening.classIds = [t.school.classes.class6A];
  evening.teacherIds = [t.school.teachers.bernard];
  const groups = await t.db.selectFrom('subjects').select(['id', 'name']).where('id', 'in', t.school.subjects.class6A).execute();
  maths6A = groups.find((g) => g.name === 'Mathematics')!.id;
  french6A = groups.find((g) => g.name === 'French')!.id;
});
afterAll(async () => t.close());

const book = async (account: 'parent' | 'parent2', childId: number, teacherId: number, teachingGroup: number, startTime: string) =>
  (await t.as(account)).post(apiPaths.bookMeetings, {
    bookMeetings: [{ meetingId: eveningId, startTime, teacherId, teachingGroup, childId }],
  });

describe("parents' evenings run by the office", () => {
  it('the office creates an evening for 6A with Paul Bernard: the families are told and can book him, and only him', async () => {
    const response = await (await t.as('office')).post(eveningsPaths.evenings, evening);
    expect(response.statusCode, response.body).toBe(200);
    eveningId = response.json().id;
    const notices = (await (await t.as('parent')).get(apiPaths.notifications)).json() as { subject: string; subjectId: number }[];
    expect(notices.some((n) => n.subject === 'meeting' && n.subjectId === eveningId)).toBe(true);
    expect((await book('parent', t.school.children.lea, t.school.teachers.bernard, maths6A, '17:00')).statusCode).toBe(200);
    const petit = await book('parent', t.school.children.lea, t.school.teachers.petit, french6A, '17:10');
    expect(petit.statusCode).toBe(400);
    expect(petit.json()).toEqual({ code: 'INVALID_SLOT', message: 'This teacher does not take part in this meeting' });
  });

  it("gives each teacher's fill rate to the office, and a teacher their own line only", async () => {
    const office = (await (await t.as('office')).get(eveningPath(eveningId))).json();
    expect(office).toMatchObject({ pupils: 2, slotMinutes: 10 });
    expect(office.teachers).toEqual([
      { teacherId: t.school.teachers.bernard, teacher: 'Paul Bernard', slots: 6, booked: 1, fillRate: 1 / 6 },
    ]);
    const teacher = await t.as('teacher');
    expect((await teacher.get(eveningPath(eveningId))).json().teachers).toHaveLength(1);
    expect((await teacher.get(eveningsPaths.evenings)).json().map((e: { id: number }) => e.id)).toContain(eveningId);
  });

  it('a teacher reads and prints their schedule with pupils and parents; not a colleague’s', async () => {
    const teacher = await t.as('teacher');
    const schedule = (await teacher.get(eveningSchedulePath(eveningId, t.school.teachers.bernard))).json();
    expect(schedule.slots.map((s: { time: string }) => s.time)).toEqual(['17:00', '17:10', '17:20', '17:30', '17:40', '17:50']);
    expect(schedule.slots[0].booking).toMatchObject({ pupil: 'Léa Martin', className: '6A', teachingGroup: '6A Mathematics' });
    expect(schedule.slots[0].booking.parents.length).toBeGreaterThan(0);
    expect(schedule.slots[1].booking).toBeNull();
    const pdf = await teacher.get(eveningSchedulePdfPath(eveningId, t.school.teachers.bernard));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('Martin, 6A, 6A Mathematics');
    // The title names the day as a date, not '2026-12-03', in the reader's language.
    const [year, month, day] = evening.date.split('-');
    const monthNames = {
      en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
      fr: [
        'janvier',
        'f\xe9vrier',
        'mars',
        'avril',
        'mai',
        'juin',
        'juillet',
        'ao\xfbt',
        'septembre',
        'octobre',
        'novembre',
        'd\xe9cembre',
      ],
    };
    // The title's lines, between the 20 pt font and the body's 12 pt one, joined as one text.
    const titleOf = (bytes: Buffer) => {
      const text = bytes.toString('latin1');
      const titleOps = text.slice(text.indexOf('/F1 20 Tf'), text.indexOf('/F1 12 Tf'));
      return Array.from(titleOps.matchAll(/\((.*)\) (?:Tj|')/g), (match) => match[1]).join(' ');
    };
    expect(titleOf(pdf.rawPayload)).toContain(`${day} ${monthNames.en[Number(month) - 1]} ${year}`);
    expect(titleOf(pdf.rawPayload)).not.toContain(evening.date);
    const french = await teacher.inject({
      method: 'GET',
      url: eveningSchedulePdfPath(eveningId, t.school.teachers.bernard),
      headers: { 'accept-language': 'fr' },
    });
    expect(titleOf(french.rawPayload)).toContain(`${Number(day)} ${monthNames.fr[Number(month) - 1]} ${year}`);
    expect((await teacher.get(eveningSchedulePath(eveningId, t.school.teachers.petit))).statusCode).toBe(404);
  });

  it('the office moves a booking (the family is told); the rules still hold: no double booking, slots only', async () => {
    const office = await t.as('office');
    const booking = (await office.get(eveningSchedulePath(eveningId, t.school.teachers.bernard))).json().slots[0].booking;
    expect((await office.post(moveBookingPath(eveningId, booking.bookingId), { startTime: '17:20' })).statusCode).toBe(200);
    const notices = (await (await t.as('parent')).get(apiPaths.notifications)).json() as { content: string }[];
    expect(notices.some((n) => n.content === "Year 7 parents evening: Léa's appointment moves from 17:00 to 17:20")).toBe(true);
    expect((await book('parent2', t.school.children.noah, t.school.teachers.bernard, maths6A, '17:30')).statusCode).toBe(200);
    const before = await snapshotTables(t.db);
    const taken = await office.post(moveBookingPath(eveningId, booking.bookingId), { startTime: '17:30' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLOT_TAKEN');
    expect((await office.post(moveBookingPath(eveningId, booking.bookingId), { startTime: '17:05' })).statusCode).toBe(400);
    expect((await office.post(moveBookingPath(eveningId, 999999), { startTime: '17:40' })).statusCode).toBe(404);
    expect((await (await t.as('teacher')).post(moveBookingPath(eveningId, booking.bookingId), { startTime: '17:40' })).statusCode).toBe(
      403,
    );
    expect(await snapshotTables(t.db)).toEqual(before);
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'booking').execute();
    expect(audit).toEqual([{ action: 'move' }]);
  });

  it('refuses a bad evening, changing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    for (const body of [
      { ...evening, name: '' },
      { ...evening, slotMinutes: 2 },
      { ...evening, classIds: [] },
      { ...evening, classIds: [999999] },
      { ...evening, teacherIds: [999999] },
      { ...evening, bookingTo: addDays(evening.date, 1) },
      { ...evening, startTime: '18:00', endTime: '17:00' },
      { ...evening, startTime: '25:00' },
    ]) {
      const response = await office.post(eveningsPaths.evenings, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await (await t.as('teacher')).post(eveningsPaths.evenings, evening)).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('the office edits an evening: name and window at any time, date and hours only while nothing is booked; the families are told of a new date', async () => {
    const office = await t.as('office');
    const { classIds: _classes, teacherIds: _teachers, ...settings } = evening;
    const renamed = { ...settings, name: 'Year 7 evening', bookingTo: addDays(today, 10) };
    expect((await office.patch(eveningPath(eveningId), renamed)).statusCode).toBe(200);
    expect((await office.get(eveningPath(eveningId))).json()).toMatchObject({ name: 'Year 7 evening', bookingTo: addDays(today, 10) });

    const before = await snapshotTables(t.db);
    const moved = await office.patch(eveningPath(eveningId), { ...renamed, date: addDays(today, 15) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({
      code: 'CONFLICT',
      message: 'Families have booked in this evening: its date, hours and slot length can no longer change',
    });
    expect((await office.patch(eveningPath(eveningId), { ...renamed, bookingFrom: addDays(today, 11) })).statusCode).toBe(400);
    expect((await office.patch(eveningPath(eveningId), { ...renamed, classIds: [] })).statusCode).toBe(400);
    expect((await office.patch(eveningPath(999999), renamed)).statusCode).toBe(404);
    expect((await (await t.as('teacher')).patch(eveningPath(eveningId), renamed)).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);

    // An evening nobody booked yet moves, and its families read the new date.
    const empty = (await office.post(eveningsPaths.evenings, { ...evening, name: 'Spare evening' })).json().id as number;
    const later = { ...settings, name: 'Spare evening', date: addDays(today, 20), startTime: '16:00', endTime: '17:00' };
    expect((await office.patch(eveningPath(empty), later)).statusCode).toBe(200);
    const notices = (await (await t.as('parent')).get(apiPaths.notifications)).json() as { content: string }[];
    expect(notices.map((n) => n.content)).toContain(
      `Spare evening: the meetings are now on ${formatDay(later.date, 'en')}, 16:00 to 17:00.`,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'evening')
      .where('action', '=', 'update')
      .execute();
    expect(audit.map((row) => Number(row.entity_id))).toEqual([eveningId, empty]);
  });

  it('the office deletes an evening nobody booked in (with its notices), never one with bookings', async () => {
    const office = await t.as('office');
    const spare = (await office.get(eveningsPaths.evenings)).json().find((e: { name: string }) => e.name === 'Spare evening').id as number;
    const before = await snapshotTables(t.db);
    const booked = await office.post(eveningDeletePath(eveningId), {});
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe('Families have booked in this evening: close its booking window instead of deleting it');
    expect((await (await t.as('teacher')).post(eveningDeletePath(spare), {})).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);

    expect((await office.post(eveningDeletePath(spare), {})).statusCode).toBe(200);
    expect((await office.get(eveningPath(spare))).statusCode).toBe(404);
    expect((await office.post(eveningDeletePath(spare), {})).statusCode).toBe(404);
    const notices = (await (await t.as('parent')).get(apiPaths.notifications)).json() as { subject: string; subjectId: number }[];
    expect(notices.some((n) => n.subject === 'meeting' && n.subjectId === spare)).toBe(false);
    expect(await t.db.selectFrom('meeting_participants').select('child_id').where('meeting_id', '=', spare).execute()).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'evening')
      .where('action', '=', 'delete')
      .execute();
    expect(audit.map((row) => Number(row.entity_id))).toEqual([spare]);
  });
});
