import * as z from 'zod/mini';
import { ZId, ZIdText, ZIsoDate, ZTimeOfDay } from './common';

export const ZLesson = z.object({
  id: ZId,
  date: ZIsoDate,
  /** 1 = Monday ... 5 = Friday */
  day_of_week: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
  start_hour: ZTimeOfDay,
  end_hour: ZTimeOfDay,
  color: z.string(),
  matiere_titrecourt: z.string(),
  matiere_titre: z.string(),
  groupName: z.string(),
  hallName: z.string(),
  teacherShortName: z.string(),
  classe_titre: z.string(),
});
export type TLesson = z.infer<typeof ZLesson>;

/**
 * GET /api/timetable/{childId}/{weekOffset}. The lessons are nested two levels: one list per
 * work day, Monday first (always five lists), each sorted by start hour.
 */
export const ZTimetable = z.object({
  weekStart: ZIsoDate,
  lessons: z.array(z.array(ZLesson)),
});
export type TTimetable = z.infer<typeof ZTimetable>;

export const MAX_WEEK_OFFSET = 104;
/**
 * A week offset in a path: plain decimal digits with an optional minus sign, so ' ', '0x1' or '1e1'
 * (which a bare number coercion would accept) answer 400 like '1.5' and 'abc'.
 */
export const ZWeekOffset = z.pipe(
  z.string().check(z.regex(/^-?\d{1,4}$/, 'Expected an integer week offset')),
  z.coerce.number<string>().check(z.int(), z.minimum(-MAX_WEEK_OFFSET), z.maximum(MAX_WEEK_OFFSET)),
);
export const ZTimetableParams = z.strictObject({ childId: ZIdText, weekOffset: ZWeekOffset });

export const TIMETABLE_DAY_START = '08:00';
export const TIMETABLE_DAY_END = '16:00';
