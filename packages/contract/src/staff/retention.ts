import * as z from 'zod/mini';
import { ZInstant } from '../common';
import { ZSchoolYear } from '../files';

/**
 * Retention and the new school year (decision 078). How long each kind of
 * record of a pupil is kept after the pupil left, in whole months, and the roll into the next year.
 */
export const retentionPaths = {
  /** GET: each kind's period; PUT: the office changes them. */
  settings: '/api/staff/retention',
  /** GET: what the roll would do now; POST: roll the school into the next year. */
  newSchoolYear: '/api/staff/new-school-year',
} as const;

export const RETENTION_KINDS = [
  'registry',
  'conduct',
  'concerns',
  'documents',
  'reports',
  'formAnswers',
  'meetingBookings',
  'notifications',
  'health',
  'messages',
  'homework',
  'marks',
] as const;
export type TRetentionKind = (typeof RETENTION_KINDS)[number];

/**
 * Months kept after a pupil left, by default. Registry, conduct, documents and reports are the
 * issue's (binding); messages decision 102's (the school year and one more); the others are
 * decision 078's, which says why.
 */
export const RETENTION_DEFAULT_MONTHS: Readonly<Record<TRetentionKind, number>> = {
  registry: 12,
  conduct: 12,
  concerns: 12,
  documents: 36,
  reports: 36,
  formAnswers: 12,
  meetingBookings: 6,
  notifications: 12,
  health: 1,
  messages: 12,
  // The student's ticks and own tasks (decision 111): the school year and one more, like messages.
  homework: 12,
  // Marks, competency levels and appreciations (decision 114); the published bulletin is a report (36 months).
  marks: 12,
};

/** At least a month (a school must be able to answer the next school's questions), at most ten years. */
export const RETENTION_MIN_MONTHS = 1;
export const RETENTION_MAX_MONTHS = 120;

export const ZRetentionMonths = z
  .number()
  .check(
    z.int('Expected a whole number of months'),
    z.minimum(RETENTION_MIN_MONTHS, `Expected at least ${RETENTION_MIN_MONTHS} month`),
    z.maximum(RETENTION_MAX_MONTHS, `Expected at most ${RETENTION_MAX_MONTHS} months (10 years)`),
  );

export const ZRetentionSetting = z.object({
  kind: z.enum(RETENTION_KINDS),
  months: z.number(),
  defaultMonths: z.number(),
  updatedAt: z.nullable(ZInstant),
});
export const ZRetentionSettings = z.object({
  settings: z.array(ZRetentionSetting),
  /** When the daily retention job runs, HH:MM on the school's clocks. */
  runsAt: z.string(),
});
export type TRetentionSettings = z.infer<typeof ZRetentionSettings>;

/** Every kind at once: the screen shows them as one form, and a partial list would be ambiguous. */
export const ZUpdateRetentionRequest = z.strictObject({
  registry: ZRetentionMonths,
  conduct: ZRetentionMonths,
  concerns: ZRetentionMonths,
  documents: ZRetentionMonths,
  reports: ZRetentionMonths,
  formAnswers: ZRetentionMonths,
  meetingBookings: ZRetentionMonths,
  notifications: ZRetentionMonths,
  health: ZRetentionMonths,
  messages: ZRetentionMonths,
  homework: ZRetentionMonths,
  marks: ZRetentionMonths,
});
export type TUpdateRetentionRequest = z.infer<typeof ZUpdateRetentionRequest>;

/** What the roll into the next school year does (or, before it runs, would do). */
export const ZNewSchoolYearSummary = z.object({
  /** The school year the roll moves into, like '2026-2027'. */
  schoolYear: z.string(),
  /** True when the school is already in that year: running again does nothing. */
  isDone: z.boolean(),
  doneAt: z.nullable(ZInstant),
  classesClosed: z.number(),
  eveningsArchived: z.number(),
  formsArchived: z.number(),
  pupilsLeft: z.number(),
  /** Last year's teaching groups whose cahier de textes the roll archives (decision 111): read-only, still printable. */
  cahiersArchived: z.number(),
  /** Rows deleted by retention, per kind (zero before the roll runs). */
  deleted: z.record(z.string(), z.number()),
});
export type TNewSchoolYearSummary = z.infer<typeof ZNewSchoolYearSummary>;

/** The office confirms the year it saw: a stale screen cannot roll into another one. */
export const ZNewSchoolYearRequest = z.strictObject({ schoolYear: ZSchoolYear });

/**
 * The school year the roll moves into on a given day: from 1 July on, the one starting that September
 * (schoolYearOf waits for September), so the office can roll in the summer holidays.
 */
export function rollTargetYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** The date `months` whole months before `isoDate` (the 31st falls back to the month's last day). */
export function monthsBefore(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
