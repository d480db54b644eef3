import { apiPaths, FORM_FREE_ANSWER_MAX } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../src/lib/actor';
import { sendFormData } from '../../src/modules/forms/send-form.service';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { formRequestId, formRequestState } from './forms-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const fullContact = {
  familyTie: 'Mother',
  civility: 'Mrs.',
  Firstname: 'Camille',
  Lastname: 'Martin',
  'E-mail': 'parent@example.com',
  Mobile: '0612345678',
  Phone: '+33144556677',
  Address: '12 rue des Lilas, 75011 Paris',
};
const activitiesAnswers = {
  contactInfo: fullContact,
  form: { 'question 0': ['Theatre', 'Chess club'], 'question 1': 'Tuesday', 'question 2': 'No', 'question 3': '  Allergic to peanuts ' },
};
// The trip form lists Family tie, Civility, Firstname, Lastname, Mobile; yes-no, radio, free.
const tripAnswers = {
  contactInfo: { familyTie: 'Mother', civility: 'Mrs.', Firstname: 'Camille', Lastname: 'Martin', Mobile: '+33612345678' },
  form: { 'question 0': 'Yes', 'question 1': 'School bus', 'question 2': 'None' },
};
// Image rights list Civility, Firstname, Lastname, E-mail, Phone; yes-no, checkbox.
const imageRightsAnswers = {
  contactInfo: { civility: 'Mr.', Firstname: 'Thomas', Lastname: 'Martin', 'E-mail': 'thomas.martin@example.com', Phone: '0144556678' },
  form: { 'question 0': 'No', 'question 1': [] },
};

type Payload = { contactInfo: Record<string, string>; form: Record<string, unknown> };

/** `base` with some contact answers changed; undefined removes the key. */
const withContact = (base: Payload, change: Record<string, string | undefined>) => ({
  ...base,
  contactInfo: Object.fromEntries(Object.entries({ ...base.contactInfo, ...change }).filter(([, v]) => v !== undefined)),
});
/** `base` with one question answer changed; undefined removes the key. */
const withAnswer = (base: Payload, key: string, value: unknown) => {
  const form: Record<string, unknown> = { ...base.form, [key]: value };
  if (value === undefined) delete form[key];
  return { ...base, form };
};

describe('PATCH /api/form/:id/send-data', () => {
  it('stores a full valid send, then get-data reads it back by label and title', async () => {
    const id = await formRequestId(t.db, t.school.children.lea, 'Extracurricular activities');
    const parent = await t.as('parent');
    const response = await parent.patch(apiPaths.sendForm(id), activitiesAnswers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const state = await formRequestState(t.db, id);
    expect(state).toMatchObject({ completed: 1, notifications: [{ userId: t.school.users.parent, seen: 1 }] });
    expect(Date.now() - Date.parse(state.completedAt ?? '')).toBeLessThan(60_000);
    expect((await parent.get(apiPaths.formData(id))).json().resultData).toEqual({
      contactInfo: {
        'Family tie': 'Mother',
        Civility: 'Mrs.',
        Firstname: 'Camille',
        Lastname: 'Martin',
        'E-mail': 'parent@example.com',
        Mobile: '0612345678',
        Phone: '+33144556677',
        Address: '12 rue des Lilas, 75011 Paris',
      },
      form: {
        'Which activities will your child join?': ['Chess club', 'Theatre'],
        'Preferred day': 'Tuesday',
        'May your child go home alone after the activity?': 'No',
        'Anything the activity leaders should know?': 'Allergic to peanuts',
      },
    });
    const listed = (await parent.get(apiPaths.myForms)).json().find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({ completed: true, hasNotification: false });

    const again = await parent.patch(apiPaths.sendForm(id), {
      ...activitiesAnswers,
      form: { ...activitiesAnswers.form, 'question 2': 'Yes' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_COMPLETED');
    expect(await formRequestState(t.db, id)).toEqual(state);
  });

  it('refuses every bad contact field or answer with 400, storing nothing', async () => {
    const trip = await formRequestId(t.db, t.school.children.lea, 'School trip to the Louvre');
    const images = await formRequestId(t.db, t.school.children.hugo, 'Image rights');
    const before = { trip: await formRequestState(t.db, trip), images: await formRequestState(t.db, images) };
    expect(before.trip).toMatchObject({ completed: 0, resultData: null, completedAt: null, notifications: [{ seen: 0 }] });
    const cases: Array<[number, object, string]> = [
      [trip, withContact(tripAnswers, { familyTie: undefined }), 'Family tie is required'],
      [trip, withContact(tripAnswers, { familyTie: 'Uncle' }), 'Family tie is not valid'],
      [trip, withContact(tripAnswers, { civility: 'Mr' }), 'Civility is not valid'],
      [trip, withContact(tripAnswers, { civility: '' }), 'Civility is required'],
      [trip, withContact(tripAnswers, { Firstname: '   ' }), 'Firstname is required'],
      [trip, withContact(tripAnswers, { Lastname: undefined }), 'Lastname is required'],
      [trip, withContact(tripAnswers, { Mobile: '' }), 'Mobile is required'],
      [trip, withContact(tripAnswers, { Mobile: '06 12 34' }), 'Mobile is not valid'],
      [trip, withContact(tripAnswers, { Mobile: '06123' }), 'Mobile is not valid'],
      [trip, withContact(tripAnswers, { 'E-mail': 'camille@example.com' }), 'This form does not ask for the contact field E-mail'],
      [images, withContact(imageRightsAnswers, { 'E-mail': 'thomas@' }), 'E-mail is not valid'],
      [images, withContact(imageRightsAnswers, { 'E-mail': ' ' }), 'E-mail is required'],
      [images, withContact(imageRightsAnswers, { Phone: 'abc' }), 'Phone is not valid'],
      [images, withContact(imageRightsAnswers, { Phone: undefined }), 'Phone is required'],
      [trip, withAnswer(tripAnswers, 'question 3', 'Yes'), 'question 3: No such question in this form'],
      [trip, withAnswer(tripAnswers, 'question0', 'Yes'), 'question0: No such question in this form'],
      [trip, withAnswer(tripAnswers, 'question 2', undefined), 'question 2: An answer is required'],
      [trip, withAnswer(tripAnswers, 'question 2', ' '), 'question 2: An answer is required'],
      [trip, withAnswer(tripAnswers, 'question 0', 'yes'), "question 0: The answer must be 'Yes' or 'No'"],
      [trip, withAnswer(tripAnswers, 'question 0', ['Yes']), "question 0: The answer must be 'Yes' or 'No'"],
      [trip, withAnswer(tripAnswers, 'question 1', 'Taxi'), 'question 1: The answer must be one of the choices'],
      [
        images,
        withAnswer(imageRightsAnswers, 'question 1', ['Yearbook', 'Yearbook']),
        'question 1: The answer must be a list of distinct choices',
      ],
      [images, withAnswer(imageRightsAnswers, 'question 1', ['Television']), 'question 1: The answer must be a list of distinct choices'],
      [images, withAnswer(imageRightsAnswers, 'question 1', 'Yearbook'), 'question 1: The answer must be a list of distinct choices'],
      [
        trip,
        withAnswer(tripAnswers, 'question 2', 'x'.repeat(FORM_FREE_ANSWER_MAX + 1)),
        `question 2: The answer must be at most ${FORM_FREE_ANSWER_MAX} characters`,
      ],
    ];
    const parent = await t.as('parent');
    for (const [id, payload, message] of cases) {
      const response = await parent.patch(apiPaths.sendForm(id), payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status: 400,
        body: { code: 'VALIDATION_ERROR', message },
      });
    }
    expect({ trip: await formRequestState(t.db, trip), images: await formRequestState(t.db, images) }).toEqual(before);

    // The same payloads without their fault are accepted: each refusal was about its fault alone.
    expect((await parent.patch(apiPaths.sendForm(trip), tripAnswers)).statusCode).toBe(200);
    expect((await parent.patch(apiPaths.sendForm(images), imageRightsAnswers)).statusCode).toBe(200);
    expect((await parent.get(apiPaths.formData(images))).json().resultData.form['Where may the photos appear?']).toEqual([]);
  });

  it('refuses malformed bodies with 400, storing nothing', async () => {
    const id = await formRequestId(t.db, t.school.children.hugo, 'Extracurricular activities');
    const before = await formRequestState(t.db, id);
    const parent = await t.as('parent');
    const bodies: unknown[] = [
      {},
      { contactInfo: fullContact },
      { form: activitiesAnswers.form },
      { ...activitiesAnswers, extra: true },
      { ...activitiesAnswers, contactInfo: { ...fullContact, Mobile: 612345678 } },
      { ...activitiesAnswers, form: { ...activitiesAnswers.form, 'question 1': 3 } },
      { ...activitiesAnswers, form: { ...activitiesAnswers.form, 'question 0': [1, 2] } },
      { ...activitiesAnswers, form: { ...activitiesAnswers.form, 'question 3': 'x'.repeat(5001) } },
      [activitiesAnswers],
    ];
    for (const body of bodies) {
      const response = await parent.patch(apiPaths.sendForm(id), body as object);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const notJson = await parent.inject({
      method: 'PATCH',
      url: apiPaths.sendForm(id),
      payload: '{"contactInfo":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect((await parent.patch('/api/form/abc/send-data', activitiesAnswers)).statusCode).toBe(400);
    expect(await formRequestState(t.db, id)).toEqual(before);
  });

  it('lets exactly one of two concurrent sends succeed', async () => {
    const id = await formRequestId(t.db, t.school.children.hugo, 'Extracurricular activities');
    const parent = await t.as('parent');
    const second = { ...activitiesAnswers, form: { ...activitiesAnswers.form, 'question 1': 'Monday' } };
    const responses = await Promise.all([
      parent.patch(apiPaths.sendForm(id), activitiesAnswers),
      parent.patch(apiPaths.sendForm(id), second),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.findIndex((r) => r.statusCode === 200) === 0 ? 'Tuesday' : 'Monday';
    expect((await parent.get(apiPaths.formData(id))).json().resultData.form['Preferred day']).toBe(winner);
  });

  it('lets exactly one of two interleaved service calls succeed (the race the HTTP layer rarely produces on SQLite)', async () => {
    const id = await formRequestId(t.db, t.school.children.lea, 'Canteen satisfaction survey');
    const actor = await loadActor(t.db, t.school.users.parent);
    if (!actor) throw new Error('the demo parent is missing');
    const answers = {
      contactInfo: { civility: 'Mrs.', Lastname: 'Martin', 'E-mail': 'parent@example.com' },
      form: { 'question 0': 'Satisfied', 'question 1': ['Fish'], 'question 2': 'More soup in winter' },
    };
    // Both calls read the request as not completed before either writes; only the conditional update decides.
    const results = await Promise.allSettled([sendFormData(t.db, actor, id, answers), sendFormData(t.db, actor, id, answers)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'ALREADY_COMPLETED', status: 409 } });
    expect(await formRequestState(t.db, id)).toMatchObject({ completed: 1 });
  });

  it('answers 409 for the form Léa already sent in the demo', async () => {
    const id = await formRequestId(t.db, t.school.children.lea, 'Image rights');
    const before = await formRequestState(t.db, id);
    const response = await (await t.as('parent')).patch(apiPaths.sendForm(id), imageRightsAnswers);
    expect(response.statusCode).toBe(409);
    expect(await formRequestState(t.db, id)).toEqual(before);
  });

  it("answers 404 to a send on the other family's requests or unknown ids, storing nothing", async () => {
    const martin = await formRequestId(t.db, t.school.children.hugo, 'Work experience week');
    const dubois = await formRequestId(t.db, t.school.children.noah, 'School trip to the Louvre');
    const before = { martin: await formRequestState(t.db, martin), dubois: await formRequestState(t.db, dubois) };
    const parent2 = await t.as('parent2');
    expect((await parent2.get(apiPaths.formData(martin))).statusCode).toBe(404);
    const response = await parent2.patch(apiPaths.sendForm(martin), tripAnswers);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect((await (await t.as('parent')).patch(apiPaths.sendForm(dubois), tripAnswers)).statusCode).toBe(404);
    expect((await parent2.patch(apiPaths.sendForm(999_999), tripAnswers)).statusCode).toBe(404);
    expect({ martin: await formRequestState(t.db, martin), dubois: await formRequestState(t.db, dubois) }).toEqual(before);
  });

  it('answers 403 without the XSRF header, storing nothing', async () => {
    const id = await formRequestId(t.db, t.school.children.noah, 'School trip to the Louvre');
    const before = await formRequestState(t.db, id);
    const parent2 = await t.as('parent2');
    const response = await parent2.inject({
      method: 'PATCH',
      url: apiPaths.sendForm(id),
      payload: tripAnswers,
      headerOverrides: { 'x-xsrf-token': undefined },
    });
    expect(response.statusCode).toBe(403);
    expect(await formRequestState(t.db, id)).toEqual(before);
  });

  it('accepts a mobile written in pairs (spaces, dots or dashes), as the family page does, and keeps it as typed', async () => {
    const id = await formRequestId(t.db, t.school.children.noah, 'School trip to the Louvre');
    const parent2 = await t.as('parent2');
    const refused = await parent2.patch(apiPaths.sendForm(id), withContact(tripAnswers, { Mobile: '06 12 34 56 7' }));
    expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Mobile is not valid' });
    const response = await parent2.patch(apiPaths.sendForm(id), withContact(tripAnswers, { Mobile: '06 12 34 56 78' }));
    expect(response.statusCode).toBe(200);
    expect((await parent2.get(apiPaths.formData(id))).json().resultData.contactInfo.Mobile).toBe('06 12 34 56 78');
  });
});
