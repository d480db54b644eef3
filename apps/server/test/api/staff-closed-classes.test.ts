import {
  accountAdminPaths,
  apiPaths,
  eveningsPaths,
  peoplePaths,
  publishingPaths,
  retentionPaths,
  schoolYearOf,
  staffPaths,
  structurePath,
  structurePaths,
  zonedInstant,
  type TAudienceChoices,
  type TClassSummary,
  type TSchoolStructure,
} from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { snapshotTables } from '../helpers/table-snapshot';
import { pdfUpload } from './staff-publishing-fixtures';

/**
 * A class the new school year closed (decision 081): marked on the structure page, out of every
 * picker, refused (409) by every write that names it, readable where it was addressed before, and
 * reopened by the office.
 */
const ZONE = 'Europe/Paris';
const startYear = Number(schoolYearOf(schoolToday()).slice(0, 4));
const nextYear = `${startYear + 1}-${startYear + 2}`;
const juneDay = `${startYear + 1}-06-20`;
const rollDay = `${startYear + 1}-07-10`;

let t: TestContext;
let clock = new Date(zonedInstant(juneDay, '10:00', ZONE));
/** Noah's class for a while: an evening and a newsletter go to it, then it empties and closes. */
let closedId: number;
/** A class nobody was ever in: it closes too, and can still be deleted. */
let emptyId: number;
let zoe: number;
let eveningId: number;
let newsletterTitle: string;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

const office = () => t.as('office');
const structure = async () => (await (await office()).get(structurePaths.structure)).json() as TSchoolStructure;
const classOf = async (id: number) => (await structure()).classes.find((c) => c.id === id) as TClassSummary;

/** Sends a write that must be refused with 409, and proves it changed nothing. */
async function expectClosedRefusal(send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>, name = '5Z') {
  const before = await snapshotTables(t.db);
  const response = await send();
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({
    code: 'CONFLICT',
    message: `The class ${name} was closed by the new school year: reopen it on the school structure page first`,
  });
  expect(await snapshotTables(t.db)).toEqual(before);
}

describe('a class closed by the new school year', () => {
  it('before the roll: Noah spends some weeks in 5Z, which gets an evening and a newsletter, then goes back to 6A', async () => {
    const client = await office();
    const sixth = (await structure()).yearGroups.find((y) => y.name === '6e')!;
    const made = await client.post(structurePaths.classes, { name: '5Z', yearGroupId: sixth.id });
    expect(made.statusCode, made.body).toBe(200);
    closedId = made.json().id;
    emptyId = (await client.post(structurePaths.classes, { name: '5Y', yearGroupId: sixth.id })).json().id;
    expect((await classOf(closedId)).closedAt).toBeNull();

    const noah = t.school.children.noah;
    expect((await client.post(peoplePaths.pupilMove(noah), { classId: closedId })).statusCode).toBe(200);
    const evening = await client.post(eveningsPaths.evenings, {
      name: '5Z parents evening',
      date: `${startYear + 1}-06-30`,
      startTime: '17:00',
      endTime: '18:00',
      slotMinutes: 10,
      bookingFrom: juneDay,
      bookingTo: `${startYear + 1}-06-29`,
      classIds: [closedId],
      teacherIds: [t.school.teachers.bernard],
    });
    expect(evening.statusCode, evening.body).toBe(200);
    eveningId = evening.json().id;
    newsletterTitle = `5Z trip ${Date.now()}`;
    const newsletter = await client.post(publishingPaths.newsletters, {
      title: newsletterTitle,
      audience: { kind: 'classes', ids: [closedId] },
      file: pdfUpload('news.pdf', newsletterTitle),
    });
    expect(newsletter.statusCode, newsletter.body).toBe(200);
    // Zoé joined 5Z and left the school: a deactivated pupil stays in her class.
    zoe = (
      await client.post(peoplePaths.pupils, { familyId: t.school.families.dubois, classId: closedId, firstName: 'Zoé', lastName: 'Dubois' })
    ).json().id;
    expect((await client.post(peoplePaths.pupilDeactivate(zoe), {})).statusCode).toBe(200);
    expect((await client.post(peoplePaths.pupilMove(noah), { classId: t.school.classes.class6A })).statusCode).toBe(200);
  });

  it('the roll closes the emptied classes: the structure lists them with when they closed, the open ones with null', async () => {
    clock = new Date(zonedInstant(rollDay, '10:00', ZONE));
    const rolled = await (await office()).post(retentionPaths.newSchoolYear, { schoolYear: nextYear });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json().classesClosed).toBe(2);
    const closed = await classOf(closedId);
    expect(closed).toMatchObject({ name: '5Z', pupilCount: 0, closedAt: expect.any(String) });
    expect(new Date(closed.closedAt!).toISOString()).toBe(closed.closedAt);
    expect((await classOf(t.school.classes.class6A)).closedAt).toBeNull();
    // The year group still counts them (it cannot be deleted while it has any), and says how many are closed.
    expect((await structure()).yearGroups.find((y) => y.name === '6e')).toMatchObject({ classCount: 3, closedClassCount: 2 });
  });

  it('is offered in no picker: the audience (and evening) choices, the pupil page, the activation report', async () => {
    const choices = (await (await office()).get(staffPaths.audienceChoices)).json() as TAudienceChoices;
    const offered = choices.classes.map((c) => c.id);
    expect(offered).toContain(t.school.classes.class6A);
    expect(offered).not.toContain(closedId);
    expect(offered).not.toContain(emptyId);
    const report = (await (await office()).get(accountAdminPaths.activationSummary)).json() as { classId: number }[];
    expect(report.map((r) => r.classId)).toContain(t.school.classes.class6A);
    expect(report.map((r) => r.classId)).not.toContain(closedId);
  });

  it('refuses with 409 every write that names it, changing nothing', async () => {
    const client = await office();
    const noah = t.school.children.noah;
    await expectClosedRefusal(() => client.post(peoplePaths.pupilMove(noah), { classId: closedId }));
    await expectClosedRefusal(() =>
      client.post(peoplePaths.pupils, { familyId: t.school.families.dubois, classId: closedId, firstName: 'Ana', lastName: 'Dubois' }),
    );
    const evening = {
      name: 'Autumn evening',
      date: `${startYear + 1}-09-30`,
      startTime: '17:00',
      endTime: '18:00',
      slotMinutes: 10,
      bookingFrom: rollDay,
      bookingTo: `${startYear + 1}-09-29`,
      teacherIds: [],
    };
    await expectClosedRefusal(() => client.post(eveningsPaths.evenings, { ...evening, classIds: [t.school.classes.class6A, closedId] }));
    const audience = { kind: 'classes', ids: [closedId] };
    await expectClosedRefusal(() =>
      client.post(publishingPaths.newsletters, { title: 'Too late', audience, file: pdfUpload('late.pdf', 'Too late') }),
    );
    await expectClosedRefusal(() => client.post(staffPaths.audienceCount, { audience }));
    await expectClosedRefusal(() => client.post(accountAdminPaths.classInvitations, { classIds: [closedId] }));
    await expectClosedRefusal(() => client.post(accountAdminPaths.letters, { classIds: [t.school.classes.class6A, closedId] }));
    await expectClosedRefusal(() =>
      client.post(structurePaths.teachingGroups, {
        subject: 'Music',
        shortName: 'MU',
        classId: closedId,
        teacherId: t.school.teachers.bernard,
        color: '#2563eb',
      }),
    );
  });

  it('answers in French too, with the no-break space before the colon', async () => {
    const response = await (
      await office()
    ).inject({
      method: 'POST',
      url: peoplePaths.pupilMove(t.school.children.noah),
      payload: { classId: closedId },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'La classe 5Z a été fermée par la nouvelle année scolaire\u00a0: rouvrez-la d’abord dans l’organisation de l’établissement',
    });
  });

  it('does not bring a pupil back into it: Zoé is moved to an open class first, then reactivated', async () => {
    const client = await office();
    const before = await snapshotTables(t.db);
    const refused = await client.post(peoplePaths.pupilReactivate(zoe), {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: 'This pupil’s class 5Z is closed: move them to an open class first' });
    expect(await snapshotTables(t.db)).toEqual(before);
    expect((await client.post(peoplePaths.pupilMove(zoe), { classId: t.school.classes.class6A })).statusCode).toBe(200);
    expect((await client.post(peoplePaths.pupilReactivate(zoe), {})).statusCode).toBe(200);
  });

  it('keeps what was addressed to it before it closed: the Dubois family still reads the evening and the newsletter', async () => {
    const parent2 = await t.as('parent2');
    expect((await parent2.get(apiPaths.meetingInfo(eveningId))).statusCode).toBe(200);
    const newsletters = (await parent2.get(apiPaths.newsletters)).json() as { title: string }[];
    expect(newsletters.map((n) => n.title)).toContain(newsletterTitle);
  });

  it('an empty closed class can still be deleted', async () => {
    expect((await (await office()).post(structurePath(structurePaths.classDelete, emptyId), {})).statusCode).toBe(200);
    expect((await structure()).classes.map((c) => c.id)).not.toContain(emptyId);
  });
});

describe('POST /api/staff/structure/classes/:id/reopen', () => {
  it('is the office’s: a teacher gets 403, an unknown class 404, and nothing changes', async () => {
    const before = await snapshotTables(t.db);
    expect((await (await t.as('teacher')).post(structurePath(structurePaths.classReopen, closedId), {})).statusCode).toBe(403);
    const unknown = await (await office()).post(structurePath(structurePaths.classReopen, 999999), {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Class not found' });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('reopens the class with one audit line: it is offered again and takes pupils', async () => {
    const client = await office();
    const closedAt = (await classOf(closedId)).closedAt;
    const response = await client.post(structurePath(structurePaths.classReopen, closedId), {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await classOf(closedId)).closedAt).toBeNull();
    const lines = (await auditLinesOf(t.db, 'class')).filter((line) => line.action === 'reopen');
    expect(lines).toEqual([
      {
        userId: t.school.users.office,
        action: 'reopen',
        entityId: closedId,
        childId: null,
        before: expect.objectContaining({ name: '5Z', closedAt }),
        after: expect.objectContaining({ name: '5Z', closedAt: null }),
      },
    ]);
    const choices = (await client.get(staffPaths.audienceChoices)).json() as TAudienceChoices;
    expect(choices.classes.map((c) => c.id)).toContain(closedId);
    expect((await client.post(peoplePaths.pupilMove(t.school.children.noah), { classId: closedId })).statusCode).toBe(200);
  });

  it('reopening an open class is harmless: 200, no audit line, nothing changed', async () => {
    const before = await snapshotTables(t.db);
    const again = await (await office()).post(structurePath(structurePaths.classReopen, closedId), {});
    expect(again.statusCode).toBe(200);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
