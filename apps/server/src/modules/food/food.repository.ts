import type { TDayMenu } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { toJsonText } from '../../db/values';

/** One day's lunch menu; a day without a row shows 'No menu available'. */
export async function createFoodMenu(db: Db, date: string, food: TDayMenu['food']): Promise<number> {
  const row = await db
    .insertInto('food_menus')
    .values({ date, food: toJsonText(food) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
