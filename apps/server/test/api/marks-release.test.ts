import { childMarksPath, staffAssessmentPublishPath, staffMarksPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/build-test-app';
import { bernardCreates, bernardMarks, buildMarksApp, clearGroupMarks } from './marks-fixtures';

/**
 * The release at the school's hour (decision 114), on a fake clock: nothing is visible before it; the
 * student sees an assessment at its release, the parents the school's delay later; the release tells one
 * notification per child however many assessments it carries; a delay of zero lets both see it at once.
 */
let t: TestContext;
let today: () => string;
let setTime: (time: string, date?: string) => void;
let now: () => Date;
beforeAll(async () => {
  ({ t, today, setTime, now } = await buildMarksApp());
});
afterAll(async () => t.close());

const maths6A = () => t.school.subjects.class6A[0]!;
type Subject = {
  groupId: number;
  average: number | null;
  classFigures: unknown;
  assessments: Array<{ id: number; value: number | null; releasedAt: string }>;
};

async function marksOf(account: 'student' | 'parent', childId = t.school.children.lea) {
  const response = await (await t.as(account)).get(childMarksPath(childId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { subjects: Subject[]; overallAverage: number | null; term: { id: number } | null };
}
const seenIds = (marks: { subjects: Subject[] }) => marks.subjects.flatMap((s) => s.assessments.map((a) => a.id));
/** The release notices an account got about one child (Léa unless said): the demo's 3B test tells of Hugo too. */
const releasedNotices = (userId: number, childId = t.school.children.lea) =>
  t.db
    .selectFrom('notifications')
    .select(['kind', 'params', 'link'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'marks.released')
    .where('link', '=', String(childId))
    .execute();

describe('the release at the school hour', () => {
  it("shows the demo's released marks, not the 3B test published this morning, before the school's hour", async () => {
    const hugo = await marksOf('parent', t.school.children.hugo);
    const titles = hugo.subjects.flatMap((s) => s.assessments.map((a) => (a as unknown as { title: string }).title));
    expect(titles).toEqual(expect.arrayContaining(['Linear functions', 'Reasoning and notation', 'Essay: a childhood memory']));
    expect(titles).not.toContain('Equations test');
    expect(titles).not.toContain('Fractions and powers');
    expect(hugo.overallAverage).not.toBeNull();
    // The competencies are summed up by domain, as levels, never as marks.
    const domains = (hugo as unknown as { domains: Array<{ domain: string; counts: number[]; level: number | null }> }).domains;
    expect(domains.map((d) => d.domain)).toEqual(expect.arrayContaining(['D1.3', 'D4']));
    for (const d of domains) {
      expect(d.counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect([1, 2, 3, 4]).toContain(d.level);
    }
  });

  it('shows nothing before 18:00, the student at 18:00, the parents at 19:00, with one notice per child for two assessments', async () => {
    const lea = t.school.children.lea;
    const noah = t.school.children.noah;
    await clearGroupMarks(t, maths6A());
    const first = await bernardCreates(t, maths6A(), today(), { title: 'Fractions' });
    const second = await bernardCreates(t, maths6A(), today(), { title: 'Decimals', outOf: 10, coefficient: 2 });
    await bernardMarks(t, first, [
      { childId: lea, value: 14 },
      { childId: noah, value: 8, comment: 'NOAH-PRIVATE-COMMENT' },
    ]);
    await bernardMarks(t, second, [{ childId: lea, value: 9 }]);
    // A draft is never seen.
    expect(seenIds(await marksOf('student'))).not.toContain(first);
    const teacher = await t.as('teacher');
    const published = await teacher.post(staffAssessmentPublishPath(first));
    expect(published.statusCode, published.body).toBe(200);
    const release = published.json();
    expect(new Date(release.parentsReleaseAt).getTime() - new Date(release.releaseAt).getTime()).toBe(60 * 60_000);
    expect((await teacher.post(staffAssessmentPublishPath(second))).json()).toEqual(release);
    // The release jobs wait in the queue, due at each side's release.
    const jobs = await t.db
      .selectFrom('jobs')
      .select('run_after')
      .where('kind', '=', 'marks-release')
      .where('status', '=', 'pending')
      .execute();
    expect(new Set(jobs.map((j) => j.run_after))).toEqual(new Set([release.releaseAt, release.parentsReleaseAt]));

    setTime('17:59');
    await t.app.jobs.runDue();
    expect(seenIds(await marksOf('student'))).not.toContain(first);
    expect(seenIds(await marksOf('parent'))).not.toContain(first);
    expect(await releasedNotices(t.school.users.student)).toEqual([]);

    setTime('18:00');
    await t.app.jobs.runDue();
    const student = await marksOf('student');
    expect(seenIds(student)).toEqual(expect.arrayContaining([first, second]));
    const maths = student.subjects.find((s) => s.groupId === maths6A())!;
    // (14 × 1 + 18 × 2) ÷ 3 = 16.67; the class's figures over Léa's 16.67 and Noah's 8.
    expect(maths.average).toBe(16.67);
    expect(maths.classFigures).toEqual({ average: 12.33, lowest: 8, highest: 16.67 });
    expect(maths.assessments.find((a) => a.id === first)).toMatchObject({ value: 14, releasedAt: release.releaseAt });
    expect(JSON.stringify(student)).not.toContain('NOAH-PRIVATE-COMMENT');
    expect(seenIds(await marksOf('parent'))).not.toContain(first);
    const studentNotices = await releasedNotices(t.school.users.student);
    expect(studentNotices).toHaveLength(1);
    expect(JSON.parse(studentNotices[0]!.params)).toEqual({ firstName: 'Léa', subjects: 'Mathematics' });
    expect(await releasedNotices(t.school.users.parent)).toEqual([]);

    setTime('19:00');
    await t.app.jobs.runDue();
    const parent = await marksOf('parent');
    expect(seenIds(parent)).toEqual(expect.arrayContaining([first, second]));
    expect(parent.subjects.find((s) => s.groupId === maths6A())!.assessments.find((a) => a.id === first)!.releasedAt).toBe(
      release.parentsReleaseAt,
    );
    expect(await releasedNotices(t.school.users.parent)).toHaveLength(1);
    expect(await releasedNotices(t.school.users.student)).toHaveLength(1);
    // Noah's parents are told of Noah, once; another run tells nobody again.
    await t.app.jobs.runDue();
    expect(await releasedNotices(t.school.users.parent2, t.school.children.noah)).toHaveLength(1);
    expect(await releasedNotices(t.school.users.parent)).toHaveLength(1);
  });

  it("answers 404 for another family's child and for an unknown term", async () => {
    expect((await (await t.as('parent2')).get(childMarksPath(t.school.children.lea))).statusCode).toBe(404);
    expect((await (await t.as('student')).get(childMarksPath(t.school.children.hugo))).statusCode).toBe(404);
    expect((await (await t.as('parent')).get(`${childMarksPath(t.school.children.lea)}?termId=999999`)).statusCode).toBe(404);
  });

  it('releases at once, to both sides, when the hour has passed and the delay is zero', async () => {
    setTime('10:00');
    const office = await t.as('office');
    expect((await office.put(staffMarksPaths.settings, { releaseTime: '08:00', parentsDelayMinutes: 0 })).statusCode).toBe(200);
    const id = await bernardCreates(t, maths6A(), today(), { title: 'Mental maths' });
    await bernardMarks(t, id, [{ childId: t.school.children.lea, value: 11 }]);
    const published = (await (await t.as('teacher')).post(staffAssessmentPublishPath(id))).json();
    expect(published.releaseAt).toBe(published.parentsReleaseAt);
    // 08:00 has passed at 10:00: released now.
    expect(published.releaseAt).toBe(now().toISOString());
    expect(seenIds(await marksOf('student'))).toContain(id);
    expect(seenIds(await marksOf('parent'))).toContain(id);
    const before = (await releasedNotices(t.school.users.parent)).length;
    await t.app.jobs.runDue();
    expect(await releasedNotices(t.school.users.parent)).toHaveLength(before + 1);
  });
});
