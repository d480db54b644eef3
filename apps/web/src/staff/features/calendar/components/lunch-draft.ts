import type { TFoodWeek, TLunchWeekInput } from '@carnet/contract';

/** A dish as typed: `key` keeps React's rows stable while dishes are added and removed. */
export type DraftDish = { key: number; englishName: string; frenchName: string };
export type DraftDay = { date: string; dishes: DraftDish[] };

let nextKey = 1;
export const newDish = (englishName = '', frenchName = ''): DraftDish => ({ key: nextKey++, englishName, frenchName });

/** The week as the form edits it. */
export const toDraft = (week: TFoodWeek): DraftDay[] =>
  week.data.map((day) => ({ date: day.date, dishes: day.food.map((dish) => newDish(dish.englishName, dish.frenchName)) }));

/** The keys of the dishes missing a name in either language: both are required (a row left wholly empty is dropped). */
export function dishesMissingAName(days: readonly DraftDay[]): Set<number> {
  const missing = new Set<number>();
  for (const day of days) {
    for (const dish of day.dishes) {
      const english = dish.englishName.trim();
      const french = dish.frenchName.trim();
      if ((english === '') !== (french === '')) missing.add(dish.key);
    }
  }
  return missing;
}

/** What is sent: each day's dishes with both names, trimmed; a day without any has no menu. */
export const toLunchWeekInput = (days: readonly DraftDay[]): TLunchWeekInput => ({
  days: days.map((day) => ({
    date: day.date,
    food: day.dishes
      .map((dish) => ({ englishName: dish.englishName.trim(), frenchName: dish.frenchName.trim() }))
      .filter((dish) => dish.englishName !== '' && dish.frenchName !== ''),
  })),
});
