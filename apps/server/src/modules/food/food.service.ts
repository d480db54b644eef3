import { addDays, schoolWeekStart, ZFoodItem, type TDayMenu, type TFoodWeek } from '@carnet/contract';
import * as z from 'zod';
import type { Db } from '../../db/connect';
import { fromJsonText } from '../../db/values';

const WORK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const ZStoredFood = z.array(ZFoodItem);

/** The one place a menu's JSON is read: a malformed value shows as no menu rather than failing the week. */
function parseFood(text: string): TDayMenu['food'] {
  const parsed = ZStoredFood.safeParse(fromJsonText<unknown>(text, []));
  return parsed.success ? parsed.data : [];
}

/** The five work days of the week `weekOffset` weeks from this one, each with its menu (empty when none). */
export async function getFoodWeek(db: Db, weekOffset: number, today: string): Promise<TFoodWeek> {
  const monday = schoolWeekStart(today, weekOffset);
  const rows = await db
    .selectFrom('food_menus')
    .select(['date', 'food'])
    .where('date', '>=', monday)
    .where('date', '<=', addDays(monday, WORK_DAYS.length - 1))
    .execute();
  const foodByDate = new Map(rows.map((row) => [row.date, parseFood(row.food)]));
  return {
    data: WORK_DAYS.map((day, index) => {
      const date = addDays(monday, index);
      return { date, day, food: foodByDate.get(date) ?? [] };
    }),
  };
}
