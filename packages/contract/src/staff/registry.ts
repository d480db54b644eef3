import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate } from '../common';
import { ZRegisterFamilyWord } from './family-requests';

/**
 * The teachers' roll call and the office's day of absences (decision 070). A register belongs to
 * one lesson of the timetable; absent and late pupils become registry entries families read at once.
 */
export const rollCallPaths = {
  /** GET ?date=YYYY-MM-DD (default: the school's today): a teacher's own lessons that day; the office sees every lesson. */
  lessons: '/api/staff/roll-call/lessons',
  /** GET: the lesson's pupils with their marks; POST {marks}: takes (or, the same day, corrects) the register. */
  register: '/api/staff/roll-call/lessons/:id',
  /** GET ?date=: the day's absences and lateness, per class (office). */
  absences: '/api/staff/roll-call/absences',
  /** POST {reason, excused}: the office records why a pupil was absent (a certificate, a call). */
  absenceReason: '/api/staff/roll-call/absences/:id/reason',
  /** GET, PUT {delayMinutes}: how long after a register is saved its absence notices go out (office). */
  absenceNotices: '/api/staff/roll-call/absence-notices',
} as const;
export const registerPath = (lessonId: number) => rollCallPaths.register.replace(':id', String(lessonId));
export const absenceReasonPath = (registryId: number) => rollCallPaths.absenceReason.replace(':id', String(registryId));

export const ROLL_CALL_MARKS = ['present', 'absent', 'late'] as const;
export const ZRollCallMark = z.enum(ROLL_CALL_MARKS);
export type TRollCallMark = z.infer<typeof ZRollCallMark>;
/** Lateness is counted in whole minutes, at most a lesson's length. */
export const LATE_MINUTES_MAX = 240;

export const ZRollCallDateQuery = z.strictObject({ date: z.optional(ZIsoDate) });

export const ZRollCallLesson = z.object({
  id: ZId,
  date: z.string(),
  startHour: z.string(),
  endHour: z.string(),
  subject: z.string(),
  teachingGroup: z.string(),
  className: z.string(),
  hallName: z.string(),
  teacher: z.string(),
  pupilCount: z.number(),
  /** When the register was taken; null while it has not been. */
  takenAt: z.nullable(ZInstant),
  /** Pupils marked absent or late in its register. */
  absentCount: z.number(),
});
export type TRollCallLesson = z.infer<typeof ZRollCallLesson>;
export const ZRollCallLessons = z.object({ date: z.string(), lessons: z.array(ZRollCallLesson) });
export type TRollCallLessons = z.infer<typeof ZRollCallLessons>;

export const ZRegisterPupil = z.object({
  childId: ZId,
  firstName: z.string(),
  lastName: z.string(),
  /** null until the register is taken. */
  mark: z.nullable(ZRollCallMark),
  lateMinutes: z.nullable(z.number()),
  /** The family's report or granted leave for the lesson's day, shown beside the mark and never changing it (decision 107). */
  familyWord: z.nullable(ZRegisterFamilyWord),
});
export type TRegisterPupil = z.infer<typeof ZRegisterPupil>;

export const ZRegister = z.object({
  lesson: ZRollCallLesson,
  takenBy: z.nullable(z.string()),
  /** A teacher takes and corrects a register on the lesson's day only; the office any day. */
  isEditable: z.boolean(),
  pupils: z.array(ZRegisterPupil),
});
export type TRegister = z.infer<typeof ZRegister>;

export const ZRegisterMark = z.strictObject({
  childId: ZId,
  mark: ZRollCallMark,
  /** Required for 'late', absent otherwise. */
  lateMinutes: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(LATE_MINUTES_MAX))),
});
export const ZSubmitRegister = z.strictObject({ marks: z.array(ZRegisterMark).check(z.minLength(1), z.maxLength(200)) });
export type TSubmitRegister = z.infer<typeof ZSubmitRegister>;

export const ZDayAbsence = z.object({
  /** The registry entry: its reason is recorded against it. */
  id: ZId,
  childId: ZId,
  firstName: z.string(),
  lastName: z.string(),
  statut: z.string(),
  subject: z.string(),
  startHour: z.string(),
  excused: z.boolean(),
  reason: z.string(),
});
export type TDayAbsence = z.infer<typeof ZDayAbsence>;
export const ZDayAbsences = z.object({
  date: z.string(),
  classes: z.array(z.object({ className: z.string(), absences: z.array(ZDayAbsence) })),
});
export type TDayAbsences = z.infer<typeof ZDayAbsences>;

export const ZAbsenceReason = z.strictObject({
  reason: z.string().check(z.trim(), z.maxLength(500)),
  excused: z.boolean(),
});
export type TAbsenceReason = z.infer<typeof ZAbsenceReason>;

/**
 * A register's absence notices wait this long after it is saved (decision 096): a teacher's roll call
 * often changes in its first minutes, and a correction inside the delay tells the family nothing.
 */
export const ABSENCE_NOTICE_DELAY_MINUTES = { default: 10, max: 120 } as const;
export const ZAbsenceNoticeSettings = z.strictObject({
  delayMinutes: z.number().check(z.int(), z.minimum(0), z.maximum(ABSENCE_NOTICE_DELAY_MINUTES.max)),
});
export type TAbsenceNoticeSettings = z.infer<typeof ZAbsenceNoticeSettings>;
