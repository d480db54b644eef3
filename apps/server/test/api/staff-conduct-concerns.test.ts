import { apiPaths, conductPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { snapshotTables } from '../helpers/table-snapshot';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const today = schoolToday();
type Notice = { subject: string; subjectId: number; content: string };

describe('conduct written by staff', () => {
  it("lists a teacher's own groups' pupils only; the office's every pupil", async () => {
    const teacher = (await (await t.as('teacher')).get(conductPaths.pupils)).json() as { id: number }[];
    const office = (await (await t.as('office')).get(conductPaths.pupils)).json() as { id: number }[];
    const { lea, hugo, noah } = t.school.children;
    // Paul Bernard teaches Mathematics in 6A (Léa, Noah) and 3B (Hugo).
    expect(teacher.map((p) => p.id).sort()).toEqual([lea, hugo, noah].sort());
    expect(office.length).toBeGreaterThanOrEqual(teacher.length);
    expect((await (await t.as('parent')).get(conductPaths.pupils)).statusCode).toBe(403);
  });

  it("a teacher's reward reaches the family's rewards screen with a notice, in the author's name; audited", async () => {
    const teacher = await t.as('teacher');
    const response = await teacher.post(conductPaths.entries, {
      childId: t.school.children.lea,
      kind: 'reward',
      date: today,
      subject: 'Excellent geometry homework',
      resume: 'Neat and complete.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    const parent = await t.as('parent');
    const rewards = (await parent.get(`/api/rewards/${t.school.children.lea}`)).json();
    expect(rewards.rewards).toContainEqual(
      expect.objectContaining({ subject: 'Excellent geometry homework', responsible: 'Paul Bernard' }),
    );
    const notices = (await parent.get(apiPaths.notifications)).json() as Notice[];
    expect(notices.some((n) => n.subject === 'reward' && n.subjectId === id)).toBe(true);
    const listed = (await teacher.get(`${conductPaths.entries}?childId=${t.school.children.lea}`)).json();
    expect(listed[0]).toMatchObject({ id, kind: 'reward', pupil: 'Léa Martin', responsible: 'Paul Bernard' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'reward').where('entity_id', '=', id).execute();
    expect(audit).toHaveLength(1);
  });

  it('the office records a sanction for any pupil; a teacher cannot reach a pupil outside their groups (404), changing nothing', async () => {
    const office = await t.as('office');
    const sanction = { childId: t.school.children.noah, kind: 'sanction', date: today, subject: 'Late homework', resume: '' };
    expect((await office.post(conductPaths.entries, sanction)).statusCode).toBe(200);
    const outsider = await t.db
      .insertInto('children')
      .values({
        family_id: t.school.families.dubois,
        first_name: 'Zoé',
        last_name: 'Dubois',
        class_year: '',
        class_name: '',
        blood_type: '',
        picture_file_id: null,
        class_id: null,
        deactivated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await snapshotTables(t.db);
    const teacher = await t.as('teacher');
    const refused = await teacher.post(conductPaths.entries, { ...sanction, childId: outsider.id });
    expect(refused.statusCode).toBe(404);
    expect(
      (await teacher.post(conductPaths.concerns, { childId: outsider.id, type: 'Behaviour', reason: 'x', date: today, comment: '' }))
        .statusCode,
    ).toBe(404);
    expect((await teacher.get(`${conductPaths.entries}?childId=${outsider.id}`)).json()).toEqual([]);
    for (const body of [
      { ...sanction, kind: 'praise' },
      { ...sanction, subject: '' },
      { ...sanction, date: '24/11/2026' },
      { ...sanction, extra: 1 },
    ]) {
      const response = await office.post(conductPaths.entries, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('concerns raised by staff', () => {
  it('a teacher raises a concern: the parents are told; once they acknowledge it, the teacher sees when', async () => {
    const teacher = await t.as('teacher');
    const response = await teacher.post(conductPaths.concerns, {
      childId: t.school.children.hugo,
      type: 'Learning',
      reason: 'Struggling with fractions',
      date: today,
      comment: 'Could we meet?',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    let listed = (await teacher.get(`${conductPaths.concerns}?childId=${t.school.children.hugo}`)).json();
    expect(listed[0]).toMatchObject({ id, raisedBy: 'Paul Bernard', acknowledged: false, acknowledgedAt: null });

    const parent = await t.as('parent');
    const notices = (await parent.get(apiPaths.notifications)).json() as Notice[];
    expect(notices.find((n) => n.subject === 'concern' && n.subjectId === id)?.content).toBe(
      'New concern regarding Hugo Martin: Struggling with fractions',
    );
    expect((await parent.get(`/api/concern/${id}/acknowledge`)).statusCode).toBe(200);
    listed = (await teacher.get(`${conductPaths.concerns}?childId=${t.school.children.hugo}`)).json();
    expect(listed[0]).toMatchObject({ id, acknowledged: true, acknowledgedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    // The student does not hear of a concern about them from a bell.
    const student = (await (await t.as('student')).get(apiPaths.notifications)).json() as Notice[];
    expect(student.some((n) => n.subject === 'concern' && n.subjectId === id)).toBe(false);
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'concern').where('entity_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'create' }]);
  });

  it('refuses a bad concern, changing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const good = { childId: t.school.children.lea, type: 'Behaviour', reason: 'Talked', date: today, comment: '' };
    for (const body of [
      { ...good, type: 'Gossip' },
      { ...good, reason: '   ' },
      { ...good, childId: 0 },
      { ...good, comment: 'x'.repeat(1001) },
    ]) {
      const response = await office.post(conductPaths.concerns, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await office.post(conductPaths.concerns, { ...good, childId: 999999 })).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('who reads a concern (decision 084)', () => {
  type Listed = { id: number; reason: string; raisedBy: string };
  const concernsOf = async (account: 'teacher' | 'teacher2' | 'office', childId?: number) => {
    const response = await (
      await t.as(account)
    ).get(childId === undefined ? conductPaths.concerns : `${conductPaths.concerns}?childId=${childId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Listed[];
  };
  const reasons = (listed: Listed[]) => listed.map((c) => c.reason);

  it("its author and the office read it; another teacher of the pupil does not, in the pupil's list or the whole list", async () => {
    // The demo's concern about Léa was raised by Paul Bernard; Marc Girard teaches Léa too (6A PE).
    const { lea } = t.school.children;
    const raised = 'Disrupted the mathematics lesson';
    expect(reasons(await concernsOf('teacher', lea))).toContain(raised);
    expect(reasons(await concernsOf('teacher'))).toContain(raised);
    expect(reasons(await concernsOf('office', lea))).toContain(raised);
    expect((await (await t.as('teacher2')).get(conductPaths.pupils)).json()).toContainEqual(expect.objectContaining({ id: lea }));
    // An author-less concern (from before authors were kept) is the office's only: Marc Girard's list of Léa is empty.
    expect(await concernsOf('teacher2', lea)).toEqual([]);
    expect(reasons(await concernsOf('teacher2'))).not.toContain(raised);
    expect(reasons(await concernsOf('office', lea))).toContain('Homework not handed in three times');
    expect(reasons(await concernsOf('teacher', lea))).not.toContain('Homework not handed in three times');
  });

  it("a second teacher's concern is theirs and the office's: the first teacher, who teaches the pupil too, does not read it", async () => {
    const { noah } = t.school.children;
    const teacher2 = await t.as('teacher2');
    const response = await teacher2.post(conductPaths.concerns, {
      childId: noah,
      type: 'Behaviour',
      reason: 'Refused to change for PE twice',
      date: today,
      comment: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json() as { id: number };
    expect(await concernsOf('teacher2', noah)).toEqual([expect.objectContaining({ id, raisedBy: 'Marc Girard' })]);
    expect((await concernsOf('office', noah)).map((c) => c.id)).toContain(id);
    expect((await concernsOf('teacher', noah)).map((c) => c.id)).not.toContain(id);
    expect((await concernsOf('teacher')).map((c) => c.id)).not.toContain(id);
  });
});
