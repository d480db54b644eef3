import {
  staffAssessmentMarksPath,
  staffAssessmentPath,
  staffAssessmentPublishPath,
  staffCompetencyPath,
  staffMarksGroupPath,
  staffMarksPaths,
  structurePaths,
} from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/build-test-app';
import { nothingWritten } from './messages-fixtures';
import { bernardCreates, bernardMarks, buildMarksApp, clearGroupMarks } from './marks-fixtures';

/**
 * Marks (decision 114), the staff's side: who enters what, every rule of an assessment and of its marks,
 * each refusal with its {code, message} and nothing written, and the averages the teacher's page shows.
 */
let t: TestContext;
let today: () => string;
let setTime: (time: string, date?: string) => void;
beforeAll(async () => {
  ({ t, today, setTime } = await buildMarksApp());
});
afterAll(async () => t.close());

const maths3B = () => t.school.subjects.class3B[0]!;
const maths6A = () => t.school.subjects.class6A[0]!;
const refused = (request: Parameters<typeof nothingWritten>[1], status: number) => nothingWritten(t, request, status);
const errorOf = (answer: { json: () => object }) => answer.json() as { code: string; message: string };

async function activeCompetencyIds(): Promise<number[]> {
  const rows = await t.db.selectFrom('competencies').select('id').where('archived_at', 'is', null).orderBy('id').execute();
  if (rows.length >= 2) return rows.map((r) => r.id);
  const office = await t.as('office');
  for (const label of ['Solve a problem', 'Write a clear text'])
    expect((await office.post(staffMarksPaths.competencies, { domain: 'D4', label })).statusCode).toBe(200);
  return activeCompetencyIds();
}

describe('who enters marks', () => {
  it('lets Paul Bernard create a draft in 3B maths, out of 20 by default, with every pupil of the group in its grid, audited', async () => {
    const teacher = await t.as('teacher');
    const created = await teacher.post(staffMarksPaths.create, { groupId: maths3B(), title: 'Equations', date: today(), kind: 'mark' });
    expect(created.statusCode, created.body).toBe(200);
    const grid = created.json();
    expect(grid.assessment).toMatchObject({ kind: 'mark', outOf: 20, coefficient: 1, state: 'draft', markedCount: 0, isEditable: true });
    expect(grid.rows.map((r: { childId: number }) => r.childId)).toContain(t.school.children.hugo);
    expect(grid.rows.map((r: { childId: number }) => r.childId)).not.toContain(t.school.children.lea);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', '=', 'assessment')
      .where('entity_id', '=', grid.assessment.id)
      .execute();
    expect(audit).toEqual([{ action: 'create', entity: 'assessment' }]);
  });

  it("refuses another teacher's group (404) and the office's writing (403), reading for both as the rule says", async () => {
    const id = await bernardCreates(t, maths3B(), today());
    const body = { groupId: maths3B(), title: 'Not his', date: today(), kind: 'mark' };
    const girard = await t.as('teacher2');
    expect(errorOf(await refused(() => girard.post(staffMarksPaths.create, body), 404)).code).toBe('NOT_FOUND');
    await refused(() => girard.put(staffAssessmentMarksPath(id), { marks: [{ childId: t.school.children.hugo, value: 12 }] }), 404);
    await refused(() => girard.post(staffAssessmentPublishPath(id)), 404);
    expect((await girard.get(staffAssessmentPath(id))).statusCode).toBe(404);
    expect((await girard.get(staffMarksGroupPath(maths3B()))).statusCode).toBe(404);
    const office = await t.as('office');
    expect(errorOf(await refused(() => office.post(staffMarksPaths.create, body), 403))).toEqual({
      code: 'FORBIDDEN',
      message: 'The teacher of the group enters its assessments and marks; the office reads them',
    });
    await refused(() => office.put(staffAssessmentMarksPath(id), { marks: [{ childId: t.school.children.hugo, value: 12 }] }), 403);
    await refused(() => office.patch(staffAssessmentPath(id), { title: 'Renamed' }), 403);
    await refused(() => office.delete(staffAssessmentPath(id)), 403);
    expect((await office.get(staffAssessmentPath(id))).statusCode).toBe(200);
    expect((await office.get(staffMarksGroupPath(maths3B()))).statusCode).toBe(200);
  });
});

describe('the rules of an assessment', () => {
  it('refuses a competencies assessment without competencies, with a total, or an archived one; a mark with competencies; a day in no term', async () => {
    const teacher = await t.as('teacher');
    const ids = await activeCompetencyIds();
    const base = { groupId: maths3B(), title: 'Skills', date: today() };
    expect(errorOf(await refused(() => teacher.post(staffMarksPaths.create, { ...base, kind: 'competencies' }), 400))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'An assessment of competencies names at least one competency',
    });
    expect(
      errorOf(
        await refused(
          () => teacher.post(staffMarksPaths.create, { ...base, kind: 'competencies', competencyIds: [ids[0]], outOf: 10 }),
          400,
        ),
      ).message,
    ).toBe('A mark has a total (out of); an assessment of competencies names competencies');
    await refused(() => teacher.post(staffMarksPaths.create, { ...base, kind: 'mark', competencyIds: [ids[0]] }), 400);
    expect(
      errorOf(await refused(() => teacher.post(staffMarksPaths.create, { ...base, kind: 'competencies', competencyIds: [999_999] }), 400))
        .message,
    ).toBe("A competency is not one of the school's current list");
    expect(errorOf(await refused(() => teacher.post(staffMarksPaths.create, { ...base, kind: 'mark', date: '1990-01-15' }), 400))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'This date is in no term of the school year',
    });
    const made = await teacher.post(staffMarksPaths.create, { ...base, kind: 'competencies', competencyIds: [ids[0], ids[1]] });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().assessment).toMatchObject({ kind: 'competencies', outOf: null, classFigures: null });
    expect(made.json().assessment.competencies).toHaveLength(2);
  });

  it('checks each mark: at most the total, two decimals, a mark or a code, pupils of the group, levels only of its competencies', async () => {
    const id = await bernardCreates(t, maths3B(), today(), { outOf: 10 });
    const teacher = await t.as('teacher');
    const hugo = t.school.children.hugo;
    const put = (marks: unknown[]) => teacher.put(staffAssessmentMarksPath(id), { marks });
    expect(errorOf(await refused(() => put([{ childId: hugo, value: 10.5 }]), 400))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'A mark cannot be above the total (10)',
    });
    expect(errorOf(await refused(() => put([{ childId: hugo, value: 7.125 }]), 400)).message).toBe('A mark has at most two decimals');
    expect(errorOf(await refused(() => put([{ childId: hugo, value: 7, code: 'absent' }]), 400)).message).toBe(
      'A pupil has a mark or a code, not both',
    );
    expect(errorOf(await refused(() => put([{ childId: t.school.children.lea, value: 7 }]), 400)).message).toBe(
      'A pupil is not in this teaching group',
    );
    // One bad line refuses the whole entry: the good line before it is not written either.
    await refused(
      () =>
        put([
          { childId: hugo, value: 7 },
          { childId: t.school.children.lea, value: 7 },
        ]),
      400,
    );
    await refused(() => put([{ childId: hugo, levels: [{ competencyId: 1, level: 3 }] }]), 400);
    await refused(
      () =>
        put([
          { childId: hugo, value: 7 },
          { childId: hugo, value: 8 },
        ]),
      400,
    );
    const grid = await bernardMarks(t, id, [{ childId: hugo, value: 7.25, comment: 'Careful work' }]);
    expect(grid.rows.find((r: { childId: number }) => r.childId === hugo)).toMatchObject({
      value: 7.25,
      code: null,
      comment: 'Careful work',
    });
    expect(grid.assessment).toMatchObject({ markedCount: 1, classFigures: { average: 7.25, lowest: 7.25, highest: 7.25 } });
    // The total cannot go below a mark given.
    expect(errorOf(await refused(() => teacher.patch(staffAssessmentPath(id), { outOf: 5 }), 400))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'A mark cannot be above the total (5)',
    });
    const renamed = await teacher.patch(staffAssessmentPath(id), { title: 'Quiz', outOf: 8 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().assessment).toMatchObject({ title: 'Quiz', outOf: 8 });
    // A line with nothing left is cleared.
    const cleared = await bernardMarks(t, id, [{ childId: hugo, value: null }]);
    expect(cleared.assessment.markedCount).toBe(0);
    expect(await t.db.selectFrom('marks').select('child_id').where('assessment_id', '=', id).execute()).toEqual([]);
  });

  it('takes levels only of the competencies assessed, once each, or a code', async () => {
    const ids = await activeCompetencyIds();
    const teacher = await t.as('teacher');
    const made = await teacher.post(staffMarksPaths.create, {
      groupId: maths3B(),
      title: 'Reasoning',
      date: today(),
      kind: 'competencies',
      competencyIds: [ids[0]],
    });
    const id = made.json().assessment.id;
    const hugo = t.school.children.hugo;
    const put = (marks: unknown[]) => teacher.put(staffAssessmentMarksPath(id), { marks });
    expect(errorOf(await refused(() => put([{ childId: hugo, levels: [{ competencyId: ids[1], level: 2 }] }]), 400)).message).toBe(
      'A level is given in a competency this assessment does not assess',
    );
    await refused(
      () =>
        put([
          {
            childId: hugo,
            levels: [
              { competencyId: ids[0], level: 2 },
              { competencyId: ids[0], level: 3 },
            ],
          },
        ]),
      400,
    );
    await refused(() => put([{ childId: hugo, value: 12 }]), 400);
    await refused(() => put([{ childId: hugo, code: 'absent', levels: [{ competencyId: ids[0], level: 2 }] }]), 400);
    const grid = await bernardMarks(t, id, [{ childId: hugo, levels: [{ competencyId: ids[0], level: 3 }] }]);
    expect(grid.rows.find((r: { childId: number }) => r.childId === hugo).levels).toEqual([{ competencyId: ids[0], level: 3 }]);
    expect(grid.assessment.markedCount).toBe(1);
    // A competency with levels given cannot be taken out.
    await refused(() => teacher.patch(staffAssessmentPath(id), { competencyIds: [ids[1]] }), 400);
  });

  it('is read-only in an archived group and in a term whose reports are published (409), and publishes once', async () => {
    const id = await bernardCreates(t, maths3B(), today());
    const teacher = await t.as('teacher');
    const term = await t.db.selectFrom('assessments').select('term_id').where('id', '=', id).executeTakeFirstOrThrow();
    await t.db
      .insertInto('term_reports')
      .values({
        term_id: term.term_id,
        state: 'publishing',
        opened_at: new Date().toISOString(),
        opened_by: null,
        published_at: null,
        published_by: null,
        failure: null,
      })
      .execute();
    try {
      const closed = await refused(
        () => teacher.put(staffAssessmentMarksPath(id), { marks: [{ childId: t.school.children.hugo, value: 12 }] }),
        409,
      );
      expect(errorOf(closed)).toEqual({
        code: 'CONFLICT',
        message: "This term's reports are published or being published: its marks can no longer change",
      });
      await refused(() => teacher.post(staffMarksPaths.create, { groupId: maths3B(), title: 'Late', date: today(), kind: 'mark' }), 409);
      await refused(() => teacher.patch(staffAssessmentPath(id), { title: 'Late' }), 409);
      await refused(() => teacher.post(staffAssessmentPublishPath(id)), 409);
      await refused(() => teacher.delete(staffAssessmentPath(id)), 409);
      expect((await teacher.get(staffAssessmentPath(id))).json().assessment.isEditable).toBe(false);
    } finally {
      await t.db.deleteFrom('term_reports').where('term_id', '=', term.term_id).execute();
    }
    await t.db.updateTable('subjects').set({ archived_at: new Date().toISOString() }).where('id', '=', maths3B()).execute();
    try {
      const archived = await refused(
        () => teacher.put(staffAssessmentMarksPath(id), { marks: [{ childId: t.school.children.hugo, value: 12 }] }),
        409,
      );
      expect(errorOf(archived).message).toBe('This teaching group was archived with its school year: its marks can be read, not changed');
    } finally {
      await t.db.updateTable('subjects').set({ archived_at: null }).where('id', '=', maths3B()).execute();
    }
    const published = await teacher.post(staffAssessmentPublishPath(id));
    expect(published.statusCode, published.body).toBe(200);
    expect(errorOf(await refused(() => teacher.post(staffAssessmentPublishPath(id)), 409))).toEqual({
      code: 'CONFLICT',
      message: 'This assessment is already published',
    });
    // Before its release it may still be deleted; after, never.
    setTime('18:30');
    try {
      expect(errorOf(await refused(() => teacher.delete(staffAssessmentPath(id)), 409)).message).toBe(
        'This assessment was released to families: it can no longer be deleted',
      );
    } finally {
      setTime('10:00');
    }
    const draft = await bernardCreates(t, maths3B(), today());
    expect((await teacher.delete(staffAssessmentPath(draft))).statusCode).toBe(200);
    expect(await t.db.selectFrom('assessments').select('id').where('id', '=', draft).executeTakeFirst()).toBeUndefined();
  });
});

describe('a term holding marks', () => {
  it('cannot be deleted by the office (409, nothing written)', async () => {
    const id = await bernardCreates(t, maths3B(), today());
    const term = await t.db.selectFrom('assessments').select('term_id').where('id', '=', id).executeTakeFirstOrThrow();
    const office = await t.as('office');
    const answer = await refused(() => office.post(structurePaths.schoolTermDelete.replace(':id', String(term.term_id))), 409);
    expect(errorOf(answer)).toEqual({ code: 'CONFLICT', message: 'This record is still in use, so it cannot be deleted' });
  });
});

describe("the group's term", () => {
  it("gives each pupil's average weighted by the coefficients and brought to 20, codes left out, and the class's figures", async () => {
    const hugo = t.school.children.hugo;
    await clearGroupMarks(t, maths6A());
    const group = (await (await t.as('teacher')).get(staffMarksGroupPath(maths6A()))).json();
    const [first, second] = group.pupils.map((p: { childId: number }) => p.childId) as number[];
    const a = await bernardCreates(t, maths6A(), today(), { outOf: 20, coefficient: 1 });
    const b = await bernardCreates(t, maths6A(), today(), { outOf: 10, coefficient: 2 });
    await bernardMarks(t, a, [
      { childId: first!, value: 15 },
      { childId: second!, value: 9 },
    ]);
    await bernardMarks(t, b, [
      { childId: first!, value: 8 },
      { childId: second!, code: 'absent' },
    ]);
    const term = (await (await t.as('teacher')).get(staffMarksGroupPath(maths6A()))).json();
    const averageOf = (id: number) => term.pupils.find((p: { childId: number }) => p.childId === id).average;
    // (15 × 1 + 16 × 2) ÷ 3 = 15.666… → 15.67; the second pupil's absence leaves only 9/20 → 9.
    expect(averageOf(first!)).toBe(15.67);
    expect(averageOf(second!)).toBe(9);
    expect(term.classFigures).toEqual({ average: 12.33, lowest: 9, highest: 15.67 });
    expect(term.assessments.find((x: { id: number }) => x.id === b).classFigures).toEqual({ average: 8, lowest: 8, highest: 8 });
    expect(hugo).not.toBe(first);
  });
});

describe("the school's competencies and settings", () => {
  it('lets the office keep the list (archived, never deleted) and the release settings; every staff account reads them', async () => {
    const office = await t.as('office');
    const teacher = await t.as('teacher');
    await refused(() => teacher.post(staffMarksPaths.competencies, { domain: 'D2', label: 'Plan work' }), 403);
    await refused(() => office.post(staffMarksPaths.competencies, { domain: 'D9', label: 'Nowhere' }), 400);
    const made = await office.post(staffMarksPaths.competencies, { domain: 'D2', label: 'Plan work' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id;
    expect((await office.patch(staffCompetencyPath(id), { domain: 'D2', label: 'Plan one’s work' })).json()).toMatchObject({
      label: 'Plan one’s work',
    });
    expect((await office.delete(staffCompetencyPath(id))).statusCode).toBe(200);
    const listed = (await teacher.get(staffMarksPaths.competencies)).json().competencies.find((c: { id: number }) => c.id === id);
    expect(listed.archivedAt).not.toBeNull();
    await refused(() => office.patch(staffCompetencyPath(999_999), { domain: 'D2', label: 'x' }), 404);
    expect((await teacher.get(staffMarksPaths.settings)).json()).toEqual({ releaseTime: '18:00', parentsDelayMinutes: 60 });
    await refused(() => teacher.put(staffMarksPaths.settings, { releaseTime: '17:00', parentsDelayMinutes: 0 }), 403);
    await refused(() => office.put(staffMarksPaths.settings, { releaseTime: '25:00', parentsDelayMinutes: 0 }), 400);
    await refused(() => office.put(staffMarksPaths.settings, { releaseTime: '17:00', parentsDelayMinutes: -1 }), 400);
    expect((await office.put(staffMarksPaths.settings, { releaseTime: '17:30', parentsDelayMinutes: 0 })).json()).toEqual({
      releaseTime: '17:30',
      parentsDelayMinutes: 0,
    });
    expect((await teacher.get(staffMarksPaths.settings)).json()).toEqual({ releaseTime: '17:30', parentsDelayMinutes: 0 });
    const audit = await t.db.selectFrom('audit_log').select('entity').where('entity', 'in', ['competency', 'marksSettings']).execute();
    expect(audit.length).toBeGreaterThanOrEqual(4);
  });
});
