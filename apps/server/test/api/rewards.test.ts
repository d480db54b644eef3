import { apiPaths, type TRewardItem, type TRewardsResponse } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../src/lib/actor';
import { awardReward, recordSanction } from '../../src/modules/conduct/rewards.publish';
import { getRewards } from '../../src/modules/conduct/rewards.service';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { worded } from '../helpers/notice-texts';

let t: TestContext;
let term: { start: string; end: string };
beforeAll(async () => {
  t = await buildTestApp();
  term = (await (await t.as('parent')).get(apiPaths.thisTerm)).json();
});
afterAll(async () => t.close());

const rewardsOf = async (account: 'parent' | 'student' | 'parent2', childId: number): Promise<TRewardsResponse> => {
  const response = await (await t.as(account)).get(apiPaths.rewards(childId));
  expect(response.statusCode).toBe(200);
  return response.json();
};
const oldestFirst = (items: TRewardItem[]) => [...items].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

describe('GET /api/rewards/:childId', () => {
  it("answers Léa's 12 rewards of this term, 2 commendations in both spellings and no sanction", async () => {
    const body = await rewardsOf('parent', t.school.children.lea);
    expect(body.rewards).toHaveLength(12);
    expect(body.commendations).toHaveLength(2);
    expect(body.commandations).toEqual(body.commendations);
    expect(body.sanctions).toEqual([]);
    for (const reward of body.rewards) {
      expect(reward.date >= term.start && reward.date <= term.end && reward.date <= schoolToday()).toBe(true);
    }
    expect(body.rewards.map((r) => r.date)).toEqual(
      body.rewards
        .map((r) => r.date)
        .sort()
        .reverse(),
    );
    expect(body.rewards.find((r) => r.subject === 'Mathematics')).toMatchObject({
      responsible: 'Paul Bernard',
      resume: 'Excellent test result',
    });
  });

  it("writes every author one way, as a teacher's own entries are stored: a staff member's first and last name", async () => {
    const staff = await t.db.selectFrom('teachers').select(['first_name', 'last_name']).execute();
    const names = new Set(staff.map((u) => `${u.first_name} ${u.last_name}`));
    const authors = new Set(
      (await t.db.selectFrom('rewards').select('responsible').where('kind', '!=', 'commendation').execute()).map((r) => r.responsible),
    );
    expect(authors.size).toBeGreaterThan(1);
    expect([...authors].filter((author) => !names.has(author))).toEqual([]);
  });

  it('dates each commendation on the reward that completes its group of 5', async () => {
    const body = await rewardsOf('student', t.school.children.lea);
    const chronological = oldestFirst(body.rewards);
    const [fifth, tenth] = [chronological[4]!, chronological[9]!];
    expect(body.commendations).toEqual([
      { id: tenth.id, date: tenth.date, responsible: 'School', subject: 'Commendation', resume: 'Commendation for 5 rewards' },
      { id: fifth.id, date: fifth.date, responsible: 'School', subject: 'Commendation', resume: 'Commendation for 5 rewards' },
    ]);
  });

  it('leaves out the rewards of the previous term', async () => {
    const stored = await t.db
      .selectFrom('rewards')
      .select(['id', 'date'])
      .where('child_id', '=', t.school.children.lea)
      .where('kind', '=', 'reward')
      .execute();
    const previous = stored.filter((r) => r.date < term.start);
    expect(previous).toHaveLength(3);
    const answered = new Set((await rewardsOf('parent', t.school.children.lea)).rewards.map((r) => r.id));
    expect(previous.some((r) => answered.has(r.id))).toBe(false);
    expect(stored.length - previous.length).toBe(answered.size);
  });

  it('counts rewards per term but sanctions over the whole school year', async () => {
    // Seen from a day of another term of this school year: this term's rewards are gone, the sanction stays.
    const terms = await t.db.selectFrom('school_terms').selectAll().orderBy('start_date').execute();
    const current = terms.find((r) => r.start_date === term.start)!;
    const other = terms.find((r) => r.school_year === current.school_year && r.id !== current.id)!;
    const actor = (await loadActor(t.db, t.school.users.parent))!;
    const day = other.start_date;
    const [lea, hugo] = [
      await getRewards(t.db, actor, t.school.children.lea, day),
      await getRewards(t.db, actor, t.school.children.hugo, day),
    ];
    const storedInOther = await t.db
      .selectFrom('rewards')
      .select('id')
      .where('child_id', '=', t.school.children.lea)
      .where('kind', '=', 'reward')
      .where('date', '>=', other.start_date)
      .where('date', '<=', other.end_date)
      .execute();
    expect(lea.rewards.map((r) => r.id).sort()).toEqual(storedInOther.map((r) => r.id).sort());
    const thisTerm = (await rewardsOf('parent', t.school.children.lea)).rewards.map((r) => r.id);
    expect(lea.rewards.some((r) => thisTerm.includes(r.id))).toBe(false);
    expect(hugo.sanctions).toHaveLength(1);
  });

  it("answers Hugo's 3 rewards and his sanction, and Noah's 6 rewards to his own parent", async () => {
    const hugo = await rewardsOf('parent', t.school.children.hugo);
    expect(hugo.rewards).toHaveLength(3);
    expect(hugo.commendations).toEqual([]);
    expect(hugo.sanctions).toMatchObject([
      { responsible: 'Julien Moreau', subject: 'History-Geography', resume: 'Homework not done three times' },
    ]);
    const noah = await rewardsOf('parent2', t.school.children.noah);
    expect(noah.rewards).toHaveLength(6);
    expect(noah.commendations).toHaveLength(1);
  });

  it("answers 404 for a child of another family, the student's brother and an unknown id", async () => {
    const cases: Array<['parent' | 'student' | 'parent2', number]> = [
      ['parent2', t.school.children.lea],
      ['parent', t.school.children.noah],
      ['student', t.school.children.hugo],
      ['parent', 2_000_000],
    ];
    for (const [account, childId] of cases) {
      const response = await (await t.as(account)).get(apiPaths.rewards(childId));
      expect(response.statusCode, `${account} ${childId}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for a child id that is not a positive integer', async () => {
    const parent = await t.as('parent');
    for (const id of ['abc', '0', '-3', '1.5']) {
      const response = await parent.get(`/api/rewards/${id}`);
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.get(apiPaths.rewards(t.school.children.lea))).statusCode).toBe(401);
  });
});

describe('awardReward and recordSanction', () => {
  const notificationsOf = async (userId: number, subject: string) =>
    worded(
      await t.db
        .selectFrom('notifications')
        .select(['subject_id', 'kind', 'params', 'link', 'seen'])
        .where('user_id', '=', userId)
        .where('subject', '=', subject)
        .execute(),
    ).map(({ subject_id, content, link, seen }) => ({ subject_id, content, link, seen }));

  it('tells the family of each reward, and of a commendation when a group of 5 completes', async () => {
    const { noah } = t.school.children;
    const parent2 = t.school.users.parent2;
    const commendationsBefore = (await notificationsOf(parent2, 'commendation')).length;
    const ids: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      ids.push(await awardReward(t.db, { childId: noah, date: schoolToday(), responsible: 'Mr Girard', subject: 'Physical Education' }));
      const commendations = await notificationsOf(parent2, 'commendation');
      expect(commendations).toHaveLength(commendationsBefore + (n === 3 ? 1 : 0));
    }
    const rewardNotifications = await notificationsOf(parent2, 'reward');
    expect(rewardNotifications.filter((r) => ids.includes(r.subject_id!))).toHaveLength(4);
    expect(await notificationsOf(parent2, 'commendation')).toContainEqual({
      subject_id: ids[3],
      content: 'Noah earned a commendation for 5 rewards',
      link: String(noah),
      seen: 0,
    });
    const body = await rewardsOf('parent2', noah);
    expect(body.rewards).toHaveLength(10);
    expect(body.commendations.map((c) => c.id)[0]).toBe(ids[3]);
  });

  it('records a sanction that shows in this school year and tells the family', async () => {
    const id = await recordSanction(t.db, {
      childId: t.school.children.lea,
      date: schoolToday(),
      responsible: 'Claire Petit',
      subject: 'French',
      resume: 'Late homework',
    });
    const body = await rewardsOf('student', t.school.children.lea);
    expect(body.sanctions).toMatchObject([{ id, subject: 'French', resume: 'Late homework' }]);
    expect(body.rewards).toHaveLength(12);
    const told = await notificationsOf(t.school.users.parent, 'reward');
    expect(told).toContainEqual({
      subject_id: id,
      content: 'Léa received a sanction: French',
      link: String(t.school.children.lea),
      seen: 0,
    });
  });

  it('writes neither the reward nor a notification when the child does not exist', async () => {
    const count = async () => ({
      rewards: (await t.db.selectFrom('rewards').select('id').execute()).length,
      notifications: (await t.db.selectFrom('notifications').select('id').execute()).length,
    });
    const before = await count();
    await expect(awardReward(t.db, { childId: 2_000_000, date: schoolToday(), responsible: 'X', subject: 'Y' })).rejects.toThrow();
    expect(await count()).toEqual(before);
  });
});
