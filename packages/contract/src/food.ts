import * as z from 'zod/mini';
import { ZIsoDate } from './common';
import { ZWeekOffset } from './timetable';

export const ZFoodItem = z.object({ englishName: z.string(), frenchName: z.string() });

export const ZDayMenu = z.object({
  date: ZIsoDate,
  /** English weekday name, e.g. 'Monday'. */
  day: z.string(),
  food: z.array(ZFoodItem),
});
export type TDayMenu = z.infer<typeof ZDayMenu>;

/** GET /api/food/{weekOffset}: the five work days of that week; a day without menu has an empty food list. */
export const ZFoodWeek = z.object({ data: z.array(ZDayMenu) });
export type TFoodWeek = z.infer<typeof ZFoodWeek>;

export const ZFoodParams = z.strictObject({ weekOffset: ZWeekOffset });
