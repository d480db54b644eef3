import { addDays, isoWeekday, type TFoodWeek, type TLunchWeekInput } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { createFoodMenu } from './food.repository';
import { getFoodWeek } from './food.service';

/** The week starting on `monday`, as the families' lunch page reads it. */
export async function getLunchWeek(db: Db, monday: string): Promise<TFoodWeek> {
  if (isoWeekday(monday) !== 1) throw badRequest('lunch.notMonday', { date: monday });
  return getFoodWeek(db, 0, monday);
}

/** What the audit line keeps of a week: only the days that have a menu. */
const menuDays = (week: TFoodWeek) => week.data.filter((day) => day.food.length > 0).map(({ date, food }) => ({ date, food }));

/**
 * Replaces the week's menus with these days (a day left out or left empty has no menu). Families are
 * not told of a lunch menu (the family side sends no notification for it), so there is none here.
 */
export async function saveLunchWeek(db: Db, actor: Actor, monday: string, input: TLunchWeekInput): Promise<TFoodWeek> {
  if (isoWeekday(monday) !== 1) throw badRequest('lunch.notMonday', { date: monday });
  const friday = addDays(monday, 4);
  const seen = new Set<string>();
  for (const day of input.days) {
    if (day.date < monday || day.date > friday) throw badRequest('lunch.dayOutsideWeek', { date: day.date, monday });
    if (seen.has(day.date)) throw badRequest('lunch.dayTwice', { date: day.date });
    seen.add(day.date);
  }
  return inTransaction(db, async (trx) => {
    const before = await getFoodWeek(trx, 0, monday);
    await trx.deleteFrom('food_menus').where('date', '>=', monday).where('date', '<=', friday).execute();
    for (const day of input.days) if (day.food.length > 0) await createFoodMenu(trx, day.date, day.food);
    const after = await getFoodWeek(trx, 0, monday);
    await recordAudit(trx, actor, { action: 'update', entity: 'lunchMenu', before: menuDays(before), after: menuDays(after) });
    return after;
  });
}

/** Removes one day's menu; families then read 'No menu available' for it. A day without a menu is left as it is. */
export async function clearLunchDay(db: Db, actor: Actor, date: string): Promise<void> {
  if (isoWeekday(date) > 5) throw badRequest('lunch.notWorkDay', { date });
  await inTransaction(db, async (trx) => {
    const week = await getFoodWeek(trx, 0, date);
    const day = week.data.find((d) => d.date === date);
    if (!day || day.food.length === 0) return;
    await trx.deleteFrom('food_menus').where('date', '=', date).execute();
    await recordAudit(trx, actor, { action: 'withdraw', entity: 'lunchMenu', before: [{ date, food: day.food }], after: [] });
  });
}
