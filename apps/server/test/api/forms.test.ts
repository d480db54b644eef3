import { apiPaths, type TFormRequest } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFormRequest } from '../../src/modules/forms/forms.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { formId, formRequestId, formRequestState } from './forms-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999'];

describe('GET /api/form/my', () => {
  it("lists the requests of the Martin children, newest first, with seen state from the parent's notifications", async () => {
    const response = await (await t.as('parent')).get(apiPaths.myForms);
    expect(response.statusCode).toBe(200);
    const list: TFormRequest[] = response.json();
    const { lea, hugo } = t.school.children;
    expect(
      list.map((r) => `${r.child.first_name}: ${r.form.name} ${r.completed ? 'done' : 'todo'} ${r.hasNotification ? 'new' : ''}`),
    ).toEqual([
      'Hugo: Work experience week todo ',
      'Hugo: Extracurricular activities todo new',
      'Hugo: Image rights todo new',
      'Léa: Extracurricular activities todo new',
      'Léa: Canteen satisfaction survey todo ',
      'Léa: Image rights done ',
      'Léa: School trip to the Louvre todo new',
    ]);
    expect(list.map((r) => r.id)).toEqual([...list.map((r) => r.id)].sort((a, b) => b - a));
    expect(list.at(-1)).toEqual({
      id: await formRequestId(t.db, lea, 'School trip to the Louvre'),
      completed: false,
      child: { id: lea, first_name: 'Léa', last_name: 'Martin' },
      form: { id: await formId(t.db, 'School trip to the Louvre'), name: 'School trip to the Louvre', type: 'Authorization' },
      hasNotification: true,
      deadline: null,
    });
    expect(new Set(list.map((r) => r.child.id))).toEqual(new Set([lea, hugo]));
  });

  it("lists only Noah's requests for the Dubois parent", async () => {
    const list: TFormRequest[] = (await (await t.as('parent2')).get(apiPaths.myForms)).json();
    expect(list.map((r) => [r.child.first_name, r.form.name, r.form.type, r.hasNotification])).toEqual([
      ['Noah', 'Canteen satisfaction survey', 'Survey', false],
      ['Noah', 'Image rights', 'Authorization', true],
      ['Noah', 'School trip to the Louvre', 'Authorization', true],
    ]);
  });
});

describe('GET /api/form/:id', () => {
  it('answers the form definition to a family asked to fill it in', async () => {
    const id = await formId(t.db, 'School trip to the Louvre');
    for (const account of ['parent', 'parent2'] as const) {
      const response = await (await t.as(account)).get(apiPaths.form(id));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        name: 'School trip to the Louvre',
        type: 'Authorization',
        schema: {
          contactInfo: ['Family tie', 'Civility', 'Firstname', 'Lastname', 'Mobile'],
          form: [
            { title: 'Do you authorise your child to take part in the trip?', type: 'yes-no', required: true },
            {
              title: 'How will your child get home afterwards?',
              type: 'multiple',
              choiceType: 'radio',
              choices: ['Picked up at school', 'Goes home alone', 'School bus'],
              required: true,
            },
            { title: 'Medical information the teachers should know', type: 'free', required: true },
          ],
        },
        contactDefaults: expect.any(Object),
      });
    }
  });

  it("starts the contact fields from what the school holds of the parent signed in, not another's", async () => {
    const id = await formId(t.db, 'School trip to the Louvre');
    for (const account of ['parent', 'parent2'] as const) {
      const me = (await (await t.as(account)).get(apiPaths.me)).json() as { email: string };
      // The parent's own contact in the family: the demo's carry the account's e-mail address.
      const member = await t.db.selectFrom('family_members').selectAll().where('email', '=', me.email).executeTakeFirstOrThrow();
      const { contactDefaults } = (await (await t.as(account)).get(apiPaths.form(id))).json();
      expect(contactDefaults).toMatchObject({
        familyTie: member.family_tie,
        civility: `${member.civility}.`,
        Firstname: member.first_name,
        Lastname: member.last_name,
        Mobile: member.mobile,
      });
      expect(contactDefaults.Address).toContain(member.city);
    }
  });

  it('answers 404 for a form no child of the caller is asked to fill in, or no form at all', async () => {
    const parent2 = await t.as('parent2');
    for (const name of ['Extracurricular activities', 'Work experience week']) {
      const response = await parent2.get(apiPaths.form(await formId(t.db, name)));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await parent2.get(apiPaths.form(999_999))).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    const parent = await t.as('parent');
    for (const id of BAD_IDS) expect((await parent.get(`/api/form/${id}`)).statusCode).toBe(400);
  });
});

describe('GET /api/form/:id/get-data', () => {
  it("reads back Léa's sent image rights, keyed by contact label and question title", async () => {
    const id = await formRequestId(t.db, t.school.children.lea, 'Image rights');
    const response = await (await t.as('parent')).get(apiPaths.formData(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      form: { id: await formId(t.db, 'Image rights'), name: 'Image rights', type: 'Authorization' },
      child: { id: t.school.children.lea, first_name: 'Léa', last_name: 'Martin' },
      resultData: {
        contactInfo: { Civility: 'Mrs.', Firstname: 'Camille', Lastname: 'Martin', 'E-mail': 'parent@example.com', Phone: '+33144556677' },
        form: { 'May the school publish photos of your child?': 'Yes', 'Where may the photos appear?': ['School website', 'Yearbook'] },
      },
    });
  });

  it('answers resultData null while the form is not sent', async () => {
    const id = await formRequestId(t.db, t.school.children.hugo, 'Work experience week');
    const body = (await (await t.as('parent')).get(apiPaths.formData(id))).json();
    expect(body).toMatchObject({
      id,
      child: { first_name: 'Hugo' },
      form: { name: 'Work experience week', type: 'Registration' },
      resultData: null,
    });
  });

  it("answers 404 for the other family's requests and unknown ids, 400 for bad ids", async () => {
    const martinRequest = await formRequestId(t.db, t.school.children.lea, 'Image rights');
    const duboisRequest = await formRequestId(t.db, t.school.children.noah, 'Image rights');
    expect((await (await t.as('parent2')).get(apiPaths.formData(martinRequest))).statusCode).toBe(404);
    expect((await (await t.as('parent')).get(apiPaths.formData(duboisRequest))).statusCode).toBe(404);
    expect((await (await t.as('parent')).get(apiPaths.formData(999_999))).statusCode).toBe(404);
    for (const id of BAD_IDS) expect((await (await t.as('parent')).get(`/api/form/${id}/get-data`)).statusCode).toBe(400);
  });
});

describe('who may call the form API', () => {
  it('answers 401 without a token and 403 to a student, on every call', async () => {
    const request = await formRequestId(t.db, t.school.children.lea, 'School trip to the Louvre');
    const before = await formRequestState(t.db, request);
    const calls = [
      { method: 'GET' as const, url: apiPaths.myForms },
      { method: 'GET' as const, url: apiPaths.form(await formId(t.db, 'School trip to the Louvre')) },
      { method: 'GET' as const, url: apiPaths.formData(request) },
      { method: 'PATCH' as const, url: apiPaths.sendForm(request), payload: { contactInfo: {}, form: {} } },
    ];
    const student = await t.as('student');
    for (const call of calls) {
      expect((await t.anonymous.inject(call)).statusCode).toBe(401);
      const response = await student.inject(call);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await formRequestState(t.db, request)).toEqual(before);
  });
});

describe('publishFormRequest', () => {
  it("writes the request and tells the child's parents only", async () => {
    const id = await publishFormRequest(t.db, {
      formId: await formId(t.db, 'Canteen satisfaction survey'),
      childId: t.school.children.hugo,
    });
    expect(await formRequestState(t.db, id)).toEqual({
      completed: 0,
      resultData: null,
      completedAt: null,
      notifications: [{ userId: t.school.users.parent, seen: 0 }],
    });
    const list: TFormRequest[] = (await (await t.as('parent')).get(apiPaths.myForms)).json();
    expect(list[0]).toMatchObject({ id, completed: false, hasNotification: true, child: { first_name: 'Hugo' }, form: { type: 'Survey' } });
    const noahList: TFormRequest[] = (await (await t.as('parent2')).get(apiPaths.myForms)).json();
    expect(noahList.map((r) => r.id)).not.toContain(id);
  });
});
