import * as z from 'zod/mini';
import { ZId, ZIdText, ZIsoDate, ZTimeOfDay, freeText } from '../common';
import { ZFoodWeek } from '../food';
import { ZSchoolYear } from '../files';
import { ZTermEvent } from '../terms';

/**
 * The office's calendar screens (decision 066): the lunch menu, the term dates and the timetable. Their API
 * paths live here, apart from `staffPaths`, so each staff area owns its own object.
 */
export const calendarPaths = {
  lunchWeek: (monday: string) => `/api/staff/lunch-menu/${monday}`,
  clearLunchDay: (date: string) => `/api/staff/lunch-menu/${date}/clear`,
  termDates: '/api/staff/term-dates',
  termDate: (id: number | ':id') => `/api/staff/term-dates/${id}`,
  withdrawTermDate: (id: number | ':id') => `/api/staff/term-dates/${id}/withdraw`,
  lessons: '/api/staff/timetable/lessons',
  lesson: (id: number | ':id') => `/api/staff/timetable/lessons/${id}`,
  cancelLesson: (id: number | ':id') => `/api/staff/timetable/lessons/${id}/cancel`,
  series: '/api/staff/timetable/series',
  deleteFutureOfSeries: (id: number | ':id') => `/api/staff/timetable/series/${id}/delete-future`,
  auditFilters: '/api/staff/audit/filters',
} as const;

/** A calendar day that exists ('2026-02-30' is refused, not rolled over to March). */
export const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
export const ZRealDate = ZIsoDate.check(z.refine(isRealDate, 'Expected a date YYYY-MM-DD'));
export const ZDateParams = z.strictObject({ date: ZRealDate });

// ---- Lunch menu ----

/** A dish in both languages: families read the one they speak (docs/i18n.md). */
export const ZDishInput = z.strictObject({
  englishName: freeText(120).check(z.minLength(1)),
  frenchName: freeText(120).check(z.minLength(1)),
});
export const MAX_DISHES_PER_DAY = 12;
export const ZLunchDayInput = z.strictObject({ date: ZRealDate, food: z.array(ZDishInput).check(z.maxLength(MAX_DISHES_PER_DAY)) });
/** POST /api/staff/lunch-menu/{monday}: the week's days, Monday to Friday; a day left out or empty has no menu. */
export const ZLunchWeekInput = z.strictObject({ days: z.array(ZLunchDayInput).check(z.maxLength(5)) });
export type TLunchWeekInput = z.infer<typeof ZLunchWeekInput>;
export const ZLunchWeek = ZFoodWeek;
export const ZMondayParams = z.strictObject({ monday: ZRealDate });

// ---- Term dates ----

/** The types families' term dates screen groups by (its sections), as the demo calendar uses them. */
export const TERM_EVENT_TYPES = ['Holidays', 'Exams', 'Parent meetings', 'School events'] as const;
/** '2026-2027': two years that follow each other. */
const ZConsecutiveSchoolYear = ZSchoolYear.check(
  z.refine((value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1, 'Expected a school year like 2025-2026'),
);
export const ZTermEventDetailInput = z.strictObject({
  type: freeText(60).check(z.minLength(1)),
  classes: z.array(freeText(20).check(z.minLength(1))).check(z.maxLength(30)),
  detail_en: freeText(1000).check(z.minLength(1)),
  detail_fr: freeText(1000).check(z.minLength(1)),
});
export const ZTermEventInput = z.strictObject({
  date: ZRealDate,
  type: z.enum(TERM_EVENT_TYPES),
  school_year: ZConsecutiveSchoolYear,
  title_en: freeText(200).check(z.minLength(1)),
  title_fr: freeText(200).check(z.minLength(1)),
  event_details: z.array(ZTermEventDetailInput).check(z.maxLength(10)),
});
export type TTermEventInput = z.infer<typeof ZTermEventInput>;
export const ZTermDatesQuery = z.strictObject({ schoolYear: z.optional(ZConsecutiveSchoolYear) });
/** GET /api/staff/term-dates: every school year that has events (newest first) and the chosen year's events. */
export const ZTermDatesPage = z.object({
  schoolYears: z.array(z.string()),
  schoolYear: z.nullable(z.string()),
  events: z.array(ZTermEvent),
});
export type TTermDatesPage = z.infer<typeof ZTermDatesPage>;

// ---- Timetable ----

/** Every week, or one week in two counted from the range's first week (week A) or the one after (week B). */
export const WEEK_PATTERNS = ['every', 'weekA', 'weekB'] as const;
export type TWeekPattern = (typeof WEEK_PATTERNS)[number];
/** A series covers at most a school year, so one request writes at most about 53 lessons. */
export const MAX_SERIES_DAYS = 366;

const hallName = freeText(40).check(z.minLength(1));
export const ZLessonSeriesInput = z.strictObject({
  subjectId: ZId,
  /** 1 = Monday ... 5 = Friday */
  weekday: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  startHour: ZTimeOfDay,
  endHour: ZTimeOfDay,
  hallName,
  from: ZRealDate,
  to: ZRealDate,
  pattern: z.enum(WEEK_PATTERNS),
});
export type TLessonSeriesInput = z.infer<typeof ZLessonSeriesInput>;
export const ZLessonSeriesCreated = z.object({ seriesId: ZId, dates: z.array(ZIsoDate) });
export type TLessonSeriesCreated = z.infer<typeof ZLessonSeriesCreated>;

export const ZStaffLesson = z.object({
  id: ZId,
  subjectId: ZId,
  date: ZIsoDate,
  startHour: ZTimeOfDay,
  endHour: ZTimeOfDay,
  hallName: z.string(),
  classTitle: z.string(),
  /** The series the lesson was created with; null for a lesson written otherwise (the demo school's). */
  seriesId: z.nullable(ZId),
});
export type TStaffLesson = z.infer<typeof ZStaffLesson>;
export const ZLessonsQuery = z.strictObject({ subjectId: ZIdText, week: ZRealDate });
/** GET /api/staff/timetable/lessons?subjectId=&week=: a teaching group's lessons of the week holding `week`. */
export const ZLessonsWeek = z.object({ weekStart: ZIsoDate, lessons: z.array(ZStaffLesson) });
export type TLessonsWeek = z.infer<typeof ZLessonsWeek>;
/** PATCH one lesson: what changes (at least one field). */
export const ZLessonChange = z.strictObject({
  date: z.optional(ZRealDate),
  startHour: z.optional(ZTimeOfDay),
  endHour: z.optional(ZTimeOfDay),
  hallName: z.optional(hallName),
});
export type TLessonChange = z.infer<typeof ZLessonChange>;
export const ZDeletedCount = z.object({ deleted: z.number() });

// ---- Audit log filters ----

export const ZAuditFilters = z.object({
  /** Everyone who appears in the log (staff, and parents whose changes are logged), by name. */
  people: z.array(z.object({ id: ZId, name: z.string(), roles: z.array(z.string()) })),
  /** Every pupil a line of the log is about. */
  pupils: z.array(z.object({ id: ZId, name: z.string() })),
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;
