import { addDays, apiPaths, schoolWeekStart, type TFoodWeek } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const foodWeek = async (account: 'parent' | 'student' | 'parent2', weekOffset: number): Promise<TFoodWeek> => {
  const response = await (await t.as(account)).get(apiPaths.food(weekOffset));
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/food/:weekOffset', () => {
  it("answers this week's five work days, Wednesday without a menu", async () => {
    const { data } = await foodWeek('parent', 0);
    const monday = schoolWeekStart(schoolToday());
    expect(data.map((d) => d.day)).toEqual(DAYS);
    expect(data.map((d) => d.date)).toEqual(DAYS.map((_, index) => addDays(monday, index)));
    expect(data.map((d) => d.food.length)).toEqual([3, 3, 0, 3, 3]);
    for (const item of data.flatMap((d) => d.food)) {
      expect(item.englishName).not.toBe('');
      expect(item.frenchName).not.toBe('');
      expect(item.frenchName).not.toBe(item.englishName);
    }
  });

  it('answers full menus last week and next week, to every role, and empty days beyond', async () => {
    for (const [account, offset] of [
      ['student', -1],
      ['parent2', 1],
    ] as const) {
      const { data } = await foodWeek(account, offset);
      expect(data[0]!.date).toBe(schoolWeekStart(schoolToday(), offset));
      expect(data.every((d) => d.food.length === 3)).toBe(true);
    }
    const later = await foodWeek('parent', 2);
    expect(later.data.map((d) => d.food)).toEqual([[], [], [], [], []]);
  });

  it('answers the stored dishes in English and French', async () => {
    const stored = await t.db
      .selectFrom('food_menus')
      .select(['date', 'food'])
      .where('date', '=', schoolWeekStart(schoolToday(), 1))
      .executeTakeFirstOrThrow();
    const { data } = await foodWeek('student', 1);
    expect(data[0]!.food).toEqual(JSON.parse(stored.food));
    expect(data[0]!.food[0]).toEqual({ englishName: expect.any(String), frenchName: expect.any(String) });
  });

  it('answers 400 for a week offset out of range or not an integer', async () => {
    const parent = await t.as('parent');
    for (const offset of ['abc', '1.5', '105', '-105', '0x1', '%20']) {
      const response = await parent.get(`/api/food/${offset}`);
      expect(response.statusCode, offset).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.get(apiPaths.food(0))).statusCode).toBe(401);
  });
});
