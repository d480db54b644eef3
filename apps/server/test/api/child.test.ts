import { type TChild, ZChild, addDays, apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { createAllergy, createMedicalInfo } from '../../src/modules/child/medical.repository';
import type { Actor } from '../../src/lib/actor';
import { getChild } from '../../src/modules/child/child.service';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const today = schoolToday();
const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999'];

async function certificateId(title: string): Promise<number> {
  const row = await t.db.selectFrom('certificates').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /api/child/:id', () => {
  it("answers the parent with Léa's page: identity, subjects, exit permissions, concerns and medical records", async () => {
    const response = await (await t.as('parent')).get(apiPaths.child(t.school.children.lea));
    expect(response.statusCode).toBe(200);
    const child: TChild = ZChild.parse(response.json());
    expect(child).toMatchObject({
      id: t.school.children.lea,
      firstName: 'Léa',
      lastName: 'Martin',
      first_name: 'Léa',
      last_name: 'Martin',
      class_year: '6e',
      class_name: '6A',
      blood_type: 'A+',
    });
    expect(child.subjects.map((s) => s.name)).toEqual([
      'Mathematics',
      'French',
      'English',
      'History-Geography',
      'Sciences',
      'Physical Education',
    ]);
    expect(child.subjects[0]).toEqual({
      id: t.school.subjects.class6A[0],
      name: 'Mathematics',
      teacher_id: t.school.teachers.bernard,
      teacher_name: 'Paul Bernard',
      teaching_group: '6A Mathematics',
      teacher_email: 'paul.bernard@school.example',
    });
    expect(child.exitPermissions).toEqual([
      { type: 'Leaves alone after the last lesson', days: ['Monday', 'Tuesday', 'Thursday', 'Friday'] },
      { type: 'Lunch at home', days: ['Wednesday'] },
    ]);
    expect(child.concerns).toEqual([
      {
        id: expect.any(Number),
        type: 'Behaviour',
        reason: 'Disrupted the mathematics lesson',
        date: addDays(today, -2),
        comment: 'Léa kept talking after two reminders. Please talk about it with her.',
        acknowledged: false,
      },
      expect.objectContaining({ reason: 'Homework not handed in three times', date: addDays(today, -45), acknowledged: true }),
    ]);
    expect(child.medicalInfos.map((m) => m.type)).toEqual(['Information', 'Allergy', 'Medication']);
    expect(child.medicalInfos[1]!.certificates).toEqual([
      { id: expect.any(Number), title: 'Allergy diagnosis - Dr Lefebvre', type: 'Medical certificate', expiration: null },
    ]);
    expect(child.allergies).toEqual([
      {
        id: expect.any(Number),
        name: 'Peanuts',
        comment: 'No peanuts or peanut traces; the canteen is informed.',
        syringes: [
          { name: 'Epinephrine auto-injector 0.15 mg', expiration: addDays(today, 150), comment: 'Kept at the school infirmary' },
          { name: 'Epinephrine auto-injector 0.15 mg', expiration: addDays(today, 25), comment: 'In her school bag, front pocket' },
        ],
        certificates: [{ id: expect.any(Number), title: 'Individual care plan (PAI) - Léa', type: 'PAI', expiration: addDays(today, 240) }],
      },
    ]);
  });

  it('answers Hugo to the same parent, with his own class, subjects and records only', async () => {
    const child = ZChild.parse((await (await t.as('parent')).get(apiPaths.child(t.school.children.hugo))).json());
    expect(child).toMatchObject({ firstName: 'Hugo', class_name: '3B', blood_type: 'O+' });
    expect(child.subjects.map((s) => s.id)).toEqual(t.school.subjects.class3B);
    expect(child.concerns).toEqual([]);
    expect(child.allergies.map((a) => a.name)).toEqual(['Bee and wasp stings']);
    expect(child.medicalInfos.find((m) => m.type === 'Medication')?.certificates.map((c) => c.title)).toEqual([
      'Prescription - salbutamol',
    ]);
  });

  it('answers the Dubois parent with Noah', async () => {
    const child = ZChild.parse((await (await t.as('parent2')).get(apiPaths.child(t.school.children.noah))).json());
    expect(child).toMatchObject({ firstName: 'Noah', lastName: 'Dubois', blood_type: 'B-' });
    expect(child.concerns.map((c) => c.reason)).toEqual(['Late three times this month']);
    expect(child.exitPermissions).toEqual([{ type: 'Picked up by a parent', days: ['Monday', 'Friday'] }]);
  });

  it('answers the student with herself, without the parents-only exit permissions and concerns', async () => {
    const response = await (await t.as('student')).get(apiPaths.child(t.school.children.lea));
    expect(response.statusCode).toBe(200);
    const child = ZChild.parse(response.json());
    expect(child.firstName).toBe('Léa');
    expect(child.exitPermissions).toEqual([]);
    expect(child.concerns).toEqual([]);
    expect(child.allergies.map((a) => a.name)).toEqual(['Peanuts']);
    expect(response.body).not.toContain('Disrupted');
  });

  it('answers 404 to the student for her brother, and to the Dubois parent for Léa, as for a missing id', async () => {
    const missing = await (await t.as('parent2')).get(apiPaths.child(999_999));
    expect(missing.statusCode).toBe(404);
    const foreign = await (await t.as('parent2')).get(apiPaths.child(t.school.children.lea));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    for (const secret of ['Léa', 'Martin', 'Peanut', 'A+']) expect(foreign.body).not.toContain(secret);
    const brother = await (await t.as('student')).get(apiPaths.child(t.school.children.hugo));
    expect(brother.statusCode).toBe(404);
    expect(brother.body).not.toContain('Hugo');
  });

  it('answers 401 without a token', async () => {
    const response = await t.anonymous.get(apiPaths.child(t.school.children.lea));
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Léa');
  });

  it('answers 400 for a malformed id', async () => {
    const parent = await t.as('parent');
    for (const id of BAD_IDS) {
      const response = await parent.get(`/api/child/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('puts every syringe and certificate under its own record however many there are', async () => {
    const hugo = t.school.children.hugo;
    const allergyIds: number[] = [];
    for (let i = 0; i < 4; i++) {
      allergyIds.push(
        await createAllergy(t.db, hugo, {
          name: `Extra allergy ${i}`,
          syringes: Array.from({ length: i }, (_, k) => ({ name: `Syringe ${i}.${k}` })),
          certificates: i % 2 ? [{ title: `Extra certificate ${i}` }] : [],
        }),
      );
    }
    await createMedicalInfo(t.db, hugo, {
      type: 'Information',
      name: 'Extra info',
      certificates: [{ title: 'Info A' }, { title: 'Info B' }],
    });
    const child = ZChild.parse((await (await t.as('parent')).get(apiPaths.child(hugo))).json());
    for (let i = 0; i < 4; i++) {
      const allergy = child.allergies.find((a) => a.id === allergyIds[i])!;
      expect(allergy.syringes.map((s) => s.name)).toEqual(Array.from({ length: i }, (_, k) => `Syringe ${i}.${k}`));
      expect(allergy.certificates.map((c) => c.title)).toEqual(i % 2 ? [`Extra certificate ${i}`] : []);
    }
    expect(child.medicalInfos.find((m) => m.name === 'Extra info')?.certificates.map((c) => c.title)).toEqual(['Info A', 'Info B']);
  });

  it('reads a page in the same number of queries whatever the number of records', async () => {
    let queries = 0;
    // Counted as results come back: read queries are compiled once, so compiling counts nothing.
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries += 1;
        return args.result;
      },
    };
    const db = t.db.withPlugin(counter);
    const parent: Actor = {
      userId: t.school.users.parent,
      roles: ['ROLE_PARENT', 'ROLE_USER'],
      familyId: t.school.families.martin,
      childIds: [t.school.children.lea, t.school.children.hugo],
      language: null,
      teacherId: null,
    };
    const countFor = async (childId: number) => {
      queries = 0;
      await getChild(db, parent, childId);
      return queries;
    };
    const before = await countFor(t.school.children.lea);
    for (let i = 0; i < 5; i++)
      await createAllergy(t.db, t.school.children.lea, {
        name: `More ${i}`,
        syringes: [{ name: 'S' }],
        certificates: [{ title: `C${i}` }],
      });
    expect(await countFor(t.school.children.lea)).toBe(before);
    // Eight reads, and one insert of the audit lines of the health data read (docs/privacy.md).
    expect(before).toBeLessThanOrEqual(9);
  });
});

describe('GET /api/certificate/:id/download', () => {
  it("sends Léa's care plan to her parent and to her as a PDF attachment named after its title", async () => {
    const id = await certificateId('Individual care plan (PAI) - Léa');
    const stored = await t.db
      .selectFrom('certificates')
      .innerJoin('files', 'files.id', 'certificates.file_id')
      .select('files.bytes')
      .where('certificates.id', '=', id)
      .executeTakeFirstOrThrow();
    for (const account of ['parent', 'student'] as const) {
      const response = await (await t.as(account)).get(apiPaths.certificateDownload(id));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('attachment; filename="Individual care plan (PAI) - Lea.pdf"');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.toString('latin1')).toContain('In case of reaction: inject, call 15, then the parents.');
      expect(response.rawPayload.equals(Buffer.from(stored.bytes))).toBe(true);
    }
  });

  it("answers 404 to the Dubois parent for Léa's certificate and to the student for Hugo's, as for a missing id", async () => {
    const missing = await (await t.as('parent2')).get(apiPaths.certificateDownload(999_999));
    expect(missing.statusCode).toBe(404);
    const foreign = await (
      await t.as('parent2')
    ).get(apiPaths.certificateDownload(await certificateId('Individual care plan (PAI) - Léa')));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.body).not.toContain('%PDF');
    const brother = await (await t.as('student')).get(apiPaths.certificateDownload(await certificateId('Prescription - salbutamol')));
    expect(brother.statusCode).toBe(404);
  });

  it('answers 401 without a token and 400 for a malformed id', async () => {
    const id = await certificateId('Individual care plan (PAI) - Noah');
    expect((await t.anonymous.get(apiPaths.certificateDownload(id))).statusCode).toBe(401);
    const parent = await t.as('parent2');
    for (const bad of BAD_IDS) expect((await parent.get(`/api/certificate/${bad}/download`)).statusCode, bad).toBe(400);
  });
});
