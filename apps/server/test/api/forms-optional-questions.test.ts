import {
  apiPaths,
  exportFormPath,
  formAnswersPath,
  formsStaffPaths,
  sendFormCountPath,
  sendFormPath,
  staffFormPath,
} from '@carnet/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';

/**
 * A form's small points (decision 100): a question may be optional, an old question stays required,
 * and the office's send section can tell whom a send would reach that was not asked before.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const form = {
  name: 'Museum trip',
  type: 'Authorization',
  contactInfo: ['Lastname'],
  questions: [
    { title: 'May your child come?', type: 'yes-no' },
    { title: 'Dietary needs', type: 'free', required: false },
    { title: 'Way home', type: 'multiple', choiceType: 'radio', choices: ['Bus', 'Picked up'], required: false },
  ],
};

/** Builds the form and sends it to class 3B (Hugo, of the Martin parents): the request id and the form id. */
async function sendToHugo(body: object = form) {
  const office = await t.as('office');
  const created = await office.post(formsStaffPaths.forms, body);
  expect(created.statusCode, created.body).toBe(200);
  const formId = created.json().id as number;
  await office.post(sendFormPath(formId), { audience: { kind: 'classes', ids: [t.school.classes.class3B] }, deadline: '2030-01-15' });
  const mine = (await (await t.as('parent')).get(apiPaths.myForms)).json() as { id: number; form: { id: number } }[];
  return { formId, requestId: mine.find((r) => r.form.id === formId)!.id };
}

describe('optional questions', () => {
  it('keeps what the office chose, a question sent without the field being required, on both sides', async () => {
    const { formId } = await sendToHugo();
    const built = (await (await t.as('office')).get(staffFormPath(formId))).json();
    expect(built.questions.map((q: { required: boolean }) => q.required)).toEqual([true, false, false]);
    const read = (await (await t.as('parent')).get(apiPaths.form(formId))).json();
    expect(read.schema.form.map((q: { required: boolean }) => q.required)).toEqual([true, false, false]);
  });

  it('refuses a required question left empty with 400 {code, message} and stores nothing, in the caller’s language', async () => {
    const { requestId } = await sendToHugo({ ...form, name: 'Museum trip, required' });
    const parent = await t.as('parent');
    const before = await snapshotTables(t.db);
    for (const answer of [undefined, '', '  ']) {
      const response = await parent.patch(apiPaths.sendForm(requestId), {
        contactInfo: { Lastname: 'Martin' },
        form: answer === undefined ? {} : { 'question 0': answer },
      });
      expect(response.statusCode, JSON.stringify(answer)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'question 0: An answer is required' });
    }
    const french = await parent.inject({
      method: 'PATCH',
      url: apiPaths.sendForm(requestId),
      headers: { 'accept-language': 'fr' },
      payload: { contactInfo: { Lastname: 'Martin' }, form: { 'question 1': 'Rien' } },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe('question 0\u00a0: Une réponse est obligatoire');
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('accepts optional questions left out or empty; the summary and the export show them as empty', async () => {
    const { formId, requestId } = await sendToHugo({ ...form, name: 'Museum trip, optional' });
    const parent = await t.as('parent');
    const sent = await parent.patch(apiPaths.sendForm(requestId), {
      contactInfo: { Lastname: 'Martin' },
      form: { 'question 0': 'Yes', 'question 1': '   ' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const data = (await parent.get(apiPaths.formData(requestId))).json();
    expect(data.resultData.form).toEqual({ 'May your child come?': 'Yes', 'Dietary needs': '', 'Way home': '' });
    const office = await t.as('office');
    const csv = await office.get(exportFormPath(formId));
    const rows = parse(csv.rawPayload, { bom: true }) as string[][];
    expect(rows[0]?.slice(3)).toEqual(['Lastname', 'May your child come?', 'Dietary needs', 'Way home']);
    expect(rows[1]?.slice(3)).toEqual(['Martin', 'Yes', '', '']);
  });

  it('checks an optional question that is answered', async () => {
    const { requestId } = await sendToHugo({ ...form, name: 'Museum trip, checked' });
    const response = await (
      await t.as('parent')
    ).patch(apiPaths.sendForm(requestId), { contactInfo: { Lastname: 'Martin' }, form: { 'question 0': 'No', 'question 2': 'Taxi' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('The answer must be one of the choices');
  });

  it('reads a form stored before questions could be optional as all required', async () => {
    const { id } = await t.db
      .insertInto('forms')
      .values({
        name: 'Old form',
        type: 'Survey',
        schema: JSON.stringify({ contactInfo: [], form: [{ title: 'Agree?', type: 'yes-no' }] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const office = await t.as('office');
    expect((await office.get(staffFormPath(id))).json().questions).toEqual([{ title: 'Agree?', type: 'yes-no', required: true }]);
    await office.post(sendFormPath(id), { audience: { kind: 'classes', ids: [t.school.classes.class3B] }, deadline: '2030-01-15' });
    const parent = await t.as('parent');
    expect((await parent.get(apiPaths.form(id))).json().schema.form).toEqual([{ title: 'Agree?', type: 'yes-no', required: true }]);
    const request = ((await parent.get(apiPaths.myForms)).json() as { id: number; form: { id: number } }[]).find((r) => r.form.id === id)!;
    expect((await parent.patch(apiPaths.sendForm(request.id), { contactInfo: {}, form: {} })).statusCode).toBe(400);
  });
});

describe('a form already sent', () => {
  it('counts, before sending, the pupils a send would ask and those asked already; the answers say when each was asked', async () => {
    const office = await t.as('office');
    const formId = (await office.post(formsStaffPaths.forms, { ...form, name: 'Counted trip' })).json().id as number;
    const audience = { kind: 'classes', ids: [t.school.classes.class3B] };
    const before = await snapshotTables(t.db);
    expect((await office.post(sendFormCountPath(formId), { audience })).json()).toEqual({ requested: 1, alreadyAsked: 0 });
    // A count is a read: nothing is asked, nobody told.
    expect(await snapshotTables(t.db)).toEqual(before);
    const start = Date.now();
    await office.post(sendFormPath(formId), { audience, deadline: '2030-01-15' });
    expect((await office.post(sendFormCountPath(formId), { audience })).json()).toEqual({ requested: 0, alreadyAsked: 1 });
    const [pupil] = (await office.get(formAnswersPath(formId))).json().pupils as { requestedAt: string | null }[];
    expect(Date.parse(pupil!.requestedAt!)).toBeGreaterThanOrEqual(start - 1000);
  });

  it('refuses a count for a form or an audience that does not exist, and anyone but the office', async () => {
    const office = await t.as('office');
    const formId = (await office.post(formsStaffPaths.forms, { ...form, name: 'Refused count' })).json().id as number;
    const school = { audience: { kind: 'school' } };
    expect((await office.post(sendFormCountPath(999999), school)).statusCode).toBe(404);
    const unknown = await office.post(sendFormCountPath(formId), { audience: { kind: 'classes', ids: [999999] } });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(unknown.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect((await office.post(sendFormCountPath(formId), { audience: { kind: 'everyone' } })).statusCode).toBe(400);
    expect((await (await t.as('teacher')).post(sendFormCountPath(formId), school)).statusCode).toBe(403);
    expect((await (await t.as('parent')).post(sendFormCountPath(formId), school)).statusCode).toBe(403);
  });
});
