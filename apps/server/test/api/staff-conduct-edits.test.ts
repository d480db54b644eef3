import { apiPaths, conductEntryPath, conductPaths, concernPath } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatherConcerns } from '../../src/modules/data-export/school-life-records';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { snapshotTables } from '../helpers/table-snapshot';

/** Conduct corrected and withdrawn by staff, and the staff-only concern (decision 096). */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const today = schoolToday();
type Notice = { subject: string; subjectId: number | null; content: string };

const parentNotices = async () => (await (await t.as('parent')).get(apiPaths.notifications)).json() as Notice[];
const familyRewards = async (childId: number) => (await (await t.as('parent')).get(`/api/rewards/${childId}`)).json();
const familyConcerns = async (childId: number) =>
  ((await (await t.as('parent')).get(apiPaths.child(childId))).json().concerns ?? []) as { id: number; reason: string }[];
const auditOf = (entity: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

async function writeReward(subject: string, childId = t.school.children.lea, kind = 'reward') {
  const response = await (await t.as('teacher')).post(conductPaths.entries, { childId, kind, date: today, subject, resume: '' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

async function raiseConcern(reason: string, staffOnly?: boolean) {
  const body = { childId: t.school.children.hugo, type: 'Wellbeing', reason, date: today, comment: 'Seen crying at break', staffOnly };
  const response = await (await t.as('teacher')).post(conductPaths.concerns, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

describe('a reward or a sanction corrected or withdrawn', () => {
  it("a teacher corrects a reward: the family's page shows the new words and the family is told; audited with before and after", async () => {
    const id = await writeReward('Good homwork');
    const teacher = await t.as('teacher');
    const edited = await teacher.patch(conductEntryPath(id), { date: today, subject: 'Good homework', resume: 'Neat.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await familyRewards(t.school.children.lea)).rewards).toContainEqual(
      expect.objectContaining({ id, subject: 'Good homework', resume: 'Neat.' }),
    );
    expect(await parentNotices()).toContainEqual(
      expect.objectContaining({ subject: 'reward', subjectId: id, content: "Léa's reward was changed: Good homework" }),
    );
    const audit = await auditOf('reward', id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ subject: 'Good homwork' });

    // The same words again: nothing changed, nobody is told again.
    const count = (await parentNotices()).length;
    expect((await teacher.patch(conductEntryPath(id), { date: today, subject: 'Good homework', resume: 'Neat.' })).statusCode).toBe(200);
    expect(await parentNotices()).toHaveLength(count);
  });

  it('the office withdraws a sanction: gone from the family page and its notice, the family is told, the audit log keeps it', async () => {
    const id = await writeReward('Phone in class', t.school.children.lea, 'sanction');
    expect((await familyRewards(t.school.children.lea)).sanctions).toContainEqual(expect.objectContaining({ id }));
    const withdrawn = await (await t.as('office')).delete(conductEntryPath(id));
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await familyRewards(t.school.children.lea)).sanctions).not.toContainEqual(expect.objectContaining({ id }));
    const notices = await parentNotices();
    expect(notices.some((n) => n.subjectId === id)).toBe(false);
    expect(notices).toContainEqual(
      expect.objectContaining({ subject: 'reward', content: `Léa's sanction "Phone in class" was withdrawn` }),
    );
    const audit = await auditOf('sanction', id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'withdraw']);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ subject: 'Phone in class' });
    expect((await (await t.as('office')).delete(conductEntryPath(id))).statusCode).toBe(404);
  });

  it('refuses a bad correction, an unknown entry, a family and another teacher (4xx), changing nothing', async () => {
    const id = await writeReward('Helpful in class', t.school.children.hugo);
    const teacher = await t.as('teacher');
    const before = await snapshotTables(t.db);
    for (const body of [
      { date: today, subject: '', resume: '' },
      { date: 'tomorrow', subject: 'x', resume: '' },
      { subject: 'x' },
      { date: today, subject: 'x', resume: '', kind: 'sanction' },
    ]) {
      const refused = await teacher.patch(conductEntryPath(id), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await teacher.patch(conductEntryPath(999999), { date: today, subject: 'x', resume: '' })).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Reward or sanction not found',
    });
    // Marc Girard does not teach Hugo (3B): he may not write for him, so neither correct nor withdraw what was written.
    const girard = await t.as('teacher2');
    expect((await girard.patch(conductEntryPath(id), { date: today, subject: 'x', resume: '' })).statusCode).toBe(404);
    expect((await girard.delete(conductEntryPath(id))).statusCode).toBe(404);
    expect((await (await t.as('parent')).delete(conductEntryPath(id))).statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('a concern corrected, withdrawn, or kept with staff', () => {
  it('corrected: the parents are told; withdrawn: gone from their page with its notices, they are told; audited', async () => {
    const id = await raiseConcern('Tired in class');
    const teacher = await t.as('teacher');
    const body = { type: 'Wellbeing', reason: 'Very tired in class', date: today, comment: '', staffOnly: false };
    expect((await teacher.patch(concernPath(id), body)).statusCode).toBe(200);
    expect(await familyConcerns(t.school.children.hugo)).toContainEqual(expect.objectContaining({ id, reason: 'Very tired in class' }));
    expect(await parentNotices()).toContainEqual(
      expect.objectContaining({
        subject: 'concern',
        subjectId: id,
        content: 'The concern regarding Hugo Martin was changed: Very tired in class',
      }),
    );

    expect((await teacher.delete(concernPath(id))).statusCode).toBe(200);
    expect(await familyConcerns(t.school.children.hugo)).not.toContainEqual(expect.objectContaining({ id }));
    const notices = await parentNotices();
    expect(notices.some((n) => n.subject === 'concern' && n.subjectId === id)).toBe(false);
    expect(notices).toContainEqual(
      expect.objectContaining({ subject: 'concern', content: 'The concern regarding Hugo Martin was withdrawn' }),
    );
    expect((await auditOf('concern', id)).map((a) => a.action)).toEqual(['create', 'update', 'withdraw']);
  });

  it('staff only: no notice, never on the family side (page, acknowledgement, data export), only on the staff side', async () => {
    const before = (await parentNotices()).length;
    const id = await raiseConcern('Parents separating', true);
    expect(await parentNotices()).toHaveLength(before);
    expect(await familyConcerns(t.school.children.hugo)).not.toContainEqual(expect.objectContaining({ id }));
    expect((await (await t.as('parent')).get(apiPaths.acknowledgeConcern(id))).statusCode).toBe(404);
    expect((await gatherConcerns(t.db, [t.school.children.hugo])).map((c) => c.id)).not.toContain(id);
    const staff = (await (await t.as('office')).get(`${conductPaths.concerns}?childId=${t.school.children.hugo}`)).json();
    expect(staff).toContainEqual(expect.objectContaining({ id, reason: 'Parents separating', staffOnly: true }));

    // Corrected and withdrawn while staff only: still not a word to the family.
    const teacher = await t.as('teacher');
    const body = { type: 'Wellbeing', reason: 'Parents separating, says Hugo', date: today, comment: '', staffOnly: true };
    expect((await teacher.patch(concernPath(id), body)).statusCode).toBe(200);
    expect((await teacher.delete(concernPath(id))).statusCode).toBe(200);
    expect(await parentNotices()).toHaveLength(before);
  });

  it('made staff only, it leaves the family side without a word; made visible, the parents hear of it as new', async () => {
    const id = await raiseConcern('Often alone at break');
    const teacher = await t.as('teacher');
    const body = { type: 'Wellbeing', reason: 'Often alone at break', date: today, comment: '', staffOnly: true };
    expect((await teacher.patch(concernPath(id), body)).statusCode).toBe(200);
    expect((await parentNotices()).some((n) => n.subject === 'concern' && n.subjectId === id)).toBe(false);
    expect(await familyConcerns(t.school.children.hugo)).not.toContainEqual(expect.objectContaining({ id }));

    expect((await teacher.patch(concernPath(id), { ...body, staffOnly: false })).statusCode).toBe(200);
    expect((await parentNotices()).filter((n) => n.subject === 'concern' && n.subjectId === id).map((n) => n.content)).toEqual([
      'New concern regarding Hugo Martin: Often alone at break',
    ]);
  });

  it("refuses a bad correction, another teacher's concern, a family (4xx), changing nothing", async () => {
    const id = await raiseConcern('Forgets his kit');
    const before = await snapshotTables(t.db);
    const good = { type: 'Behaviour', reason: 'x', date: today, comment: '', staffOnly: false };
    const teacher = await t.as('teacher');
    for (const body of [
      { ...good, reason: '' },
      { ...good, type: 'Gossip' },
      { ...good, staffOnly: 'yes' },
      { ...good, staffOnly: undefined },
      { ...good, childId: 1 },
    ]) {
      const refused = await teacher.patch(concernPath(id), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    // A concern is its author's and the office's (decision 084): Marc Girard, who neither raised it nor teaches Hugo, may not touch it.
    const girard = await t.as('teacher2');
    expect((await girard.patch(concernPath(id), good)).json()).toEqual({ code: 'NOT_FOUND', message: 'Concern not found' });
    expect((await girard.delete(concernPath(id))).statusCode).toBe(404);
    expect((await (await t.as('parent')).patch(concernPath(id), good)).statusCode).toBe(403);
    expect((await teacher.delete(concernPath(999999))).statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
