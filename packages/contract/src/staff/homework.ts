import * as z from 'zod/mini';
import { ZId, ZIdText, ZInstant, ZIsoDate, ZTimeOfDay, freeText } from '../common';
import { HOMEWORK_MINUTES_MAX, HOMEWORK_TEXT_MAX, LESSON_NOTE_MAX, ZHomeworkFile, ZHomeworkFiles, ZHomeworkKind } from '../homework';
import { ZRealDate } from './calendar';

/**
 * The staff's side of the cahier de textes (decision 110). A teacher writes the notes and sets the
 * homework of their own teaching groups only (lib/staff-pupils' reach); the office reads every
 * group, sets the school's workload limits and reads any class's week. A group the new school year
 * archived is read-only, still readable and printable by the office.
 */
export const staffHomeworkPaths = {
  /** GET ?archived=true (office): the teaching groups the caller writes for (a teacher's own; the office's every one). */
  groups: '/api/staff/homework/groups',
  /** GET ?from=&to= (at most HOMEWORK_MAX_SPAN_DAYS): the group's cahier: its lessons with their notes, and its homework. */
  cahier: '/api/staff/homework/groups/:groupId',
  /** GET ?from=&to= (default: the whole school year of today): the cahier as a PDF to print or hand to an inspector. */
  cahierPdf: '/api/staff/homework/groups/:groupId/cahier.pdf',
  /** GET ?date=: the group's load on that day and the school days around it, across every subject its pupils take. */
  workload: '/api/staff/homework/groups/:groupId/workload',
  /** PUT ZLessonNoteRequest: writes (or rewrites) the note of a lesson of the caller's group. */
  note: '/api/staff/homework/lessons/:lessonId/note',
  /** POST ZSetHomeworkRequest: sets homework for a group; answers ZHomeworkSaved with the workload's warnings. */
  create: '/api/staff/homework',
  /** PATCH ZEditHomeworkRequest: edits it, until it is due; DELETE: withdraws it, until it is due. */
  item: '/api/staff/homework/:id',
  /** GET: an attachment of a note or homework of a group the caller reads. */
  file: '/api/staff/homework/files/:fileId',
  /** GET, PUT ZHomeworkLimits (office): minutes a day per year group, tests a day. */
  limits: '/api/staff/homework/limits',
  /** GET ?monday= (office): a class's week of homework, every subject, with the load per day. */
  classWeek: '/api/staff/homework/classes/:classId/week',
} as const;
const withId = (pattern: string, key: string, id: number) => pattern.replace(`:${key}`, String(id));
export const staffCahierPath = (groupId: number) => withId(staffHomeworkPaths.cahier, 'groupId', groupId);
export const staffCahierPdfPath = (groupId: number) => withId(staffHomeworkPaths.cahierPdf, 'groupId', groupId);
export const staffWorkloadPath = (groupId: number) => withId(staffHomeworkPaths.workload, 'groupId', groupId);
export const staffLessonNotePath = (lessonId: number) => withId(staffHomeworkPaths.note, 'lessonId', lessonId);
export const staffHomeworkItemPath = (id: number) => withId(staffHomeworkPaths.item, 'id', id);
export const staffHomeworkFilePath = (fileId: number) => withId(staffHomeworkPaths.file, 'fileId', fileId);
export const staffClassWeekPath = (classId: number) => withId(staffHomeworkPaths.classWeek, 'classId', classId);

/** The school's limits until the office sets them: 60 minutes a day for every year group, one test a day. */
export const HOMEWORK_LIMIT_DEFAULTS = { minutesPerDay: 60, testsPerDay: 1 } as const;
export const HOMEWORK_LIMIT_MINUTES_MAX = 600;
export const HOMEWORK_LIMIT_TESTS_MAX = 10;
/** The workload shows the due day and this many school days either side. */
export const WORKLOAD_DAYS_AROUND = 2;

export const ZStaffHomeworkGroup = z.object({
  id: ZId,
  subject: z.string(),
  teachingGroup: z.string(),
  className: z.string(),
  yearGroupId: z.nullable(ZId),
  teacherName: z.string(),
  color: z.string(),
  pupilsCount: z.number(),
  /** When the new school year archived it: read-only after. */
  archivedAt: z.nullable(ZInstant),
});
export type TStaffHomeworkGroup = z.infer<typeof ZStaffHomeworkGroup>;
export const ZStaffHomeworkGroups = z.object({ groups: z.array(ZStaffHomeworkGroup) });

export const ZStaffHomework = z.object({
  id: ZId,
  groupId: ZId,
  kind: ZHomeworkKind,
  text: z.string(),
  dueDate: ZIsoDate,
  /** Due at a lesson of the group (its id), or on a date (null). */
  dueLessonId: z.nullable(ZId),
  /** The lesson it was set in, or null when set for a date outside a lesson. */
  setInLessonId: z.nullable(ZId),
  minutes: z.number(),
  files: z.array(ZHomeworkFile),
  createdAt: ZInstant,
  changedAt: z.nullable(ZInstant),
  /** How many of the group's pupils ticked it done (never who), and of how many. */
  doneCount: z.number(),
  pupilsCount: z.number(),
  /** Still editable: it is not yet due and the group is not archived. */
  isEditable: z.boolean(),
});
export type TStaffHomework = z.infer<typeof ZStaffHomework>;

export const ZStaffLessonEntry = z.object({
  lessonId: ZId,
  date: ZIsoDate,
  startHour: ZTimeOfDay,
  endHour: ZTimeOfDay,
  hallName: z.string(),
  note: z.nullable(z.object({ body: z.string(), files: z.array(ZHomeworkFile), updatedAt: ZInstant, authorName: z.string() })),
});
export type TStaffLessonEntry = z.infer<typeof ZStaffLessonEntry>;

export const ZStaffCahier = z.object({
  group: ZStaffHomeworkGroup,
  from: ZIsoDate,
  to: ZIsoDate,
  lessons: z.array(ZStaffLessonEntry),
  /** The group's homework due in the window (and withdrawn ones are gone), by due date. */
  homework: z.array(ZStaffHomework),
});
export type TStaffCahier = z.infer<typeof ZStaffCahier>;

export const ZLessonNoteRequest = z.strictObject({
  body: freeText(LESSON_NOTE_MAX),
  /** The note's attachments to keep (the others are removed); new ones in `files`. */
  keepFileIds: z.optional(z.array(ZId).check(z.maxLength(20))),
  files: ZHomeworkFiles,
});
export type TLessonNoteRequest = z.infer<typeof ZLessonNoteRequest>;

/** Due at a later lesson of the group, or on a later date. */
export const ZHomeworkDue = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('lesson'), lessonId: ZId }),
  z.strictObject({ kind: z.literal('date'), date: ZRealDate }),
]);
export type THomeworkDue = z.infer<typeof ZHomeworkDue>;

export const ZHomeworkText = freeText(HOMEWORK_TEXT_MAX).check(z.minLength(1));
export const ZHomeworkMinutes = z.number().check(z.int(), z.minimum(0), z.maximum(HOMEWORK_MINUTES_MAX));

export const ZSetHomeworkRequest = z.strictObject({
  groupId: ZId,
  /** The lesson it is set in (of the same group), if any. */
  setInLessonId: z.optional(ZId),
  kind: ZHomeworkKind,
  text: ZHomeworkText,
  due: ZHomeworkDue,
  minutes: ZHomeworkMinutes,
  files: ZHomeworkFiles,
});
export type TSetHomeworkRequest = z.infer<typeof ZSetHomeworkRequest>;

export const ZEditHomeworkRequest = z.strictObject({
  kind: z.optional(ZHomeworkKind),
  text: z.optional(ZHomeworkText),
  due: z.optional(ZHomeworkDue),
  minutes: z.optional(ZHomeworkMinutes),
  keepFileIds: z.optional(z.array(ZId).check(z.maxLength(20))),
  files: ZHomeworkFiles,
});
export type TEditHomeworkRequest = z.infer<typeof ZEditHomeworkRequest>;

/** One school day's load for a group's pupils: the most loaded pupil's minutes and tests, every subject. */
export const ZWorkloadDay = z.object({
  date: ZIsoDate,
  minutes: z.number(),
  tests: z.number(),
  items: z.array(z.object({ id: ZId, subject: z.string(), kind: ZHomeworkKind, minutes: z.number() })),
  /** Over the school's limits: a warning to the teacher, never a refusal. */
  isOverMinutes: z.boolean(),
  isOverTests: z.boolean(),
});
export type TWorkloadDay = z.infer<typeof ZWorkloadDay>;
export const ZWorkload = z.object({
  date: ZIsoDate,
  minutesPerDay: z.number(),
  testsPerDay: z.number(),
  days: z.array(ZWorkloadDay),
});
export type TWorkload = z.infer<typeof ZWorkload>;
export const ZWorkloadQuery = z.strictObject({ date: ZRealDate });

export const HOMEWORK_WARNINGS = ['overMinutes', 'overTests'] as const;
export const ZHomeworkSaved = z.object({
  homework: ZStaffHomework,
  /** The due day's load after the save passes the school's limits: said, not refused. */
  warnings: z.array(z.enum(HOMEWORK_WARNINGS)),
  workload: ZWorkloadDay,
});
export type THomeworkSaved = z.infer<typeof ZHomeworkSaved>;

export const ZHomeworkLimits = z.strictObject({
  testsPerDay: z.number().check(z.int(), z.minimum(0), z.maximum(HOMEWORK_LIMIT_TESTS_MAX)),
  /** Per year group; a year group left out has the default. */
  minutesPerDay: z.array(
    z.strictObject({
      yearGroupId: ZId,
      minutes: z.number().check(z.int(), z.minimum(0), z.maximum(HOMEWORK_LIMIT_MINUTES_MAX)),
    }),
  ),
});
export type THomeworkLimits = z.infer<typeof ZHomeworkLimits>;
export const ZHomeworkLimitsView = z.object({
  testsPerDay: z.number(),
  yearGroups: z.array(z.object({ yearGroupId: ZId, name: z.string(), minutes: z.number() })),
});
export type THomeworkLimitsView = z.infer<typeof ZHomeworkLimitsView>;

export const ZClassWeekQuery = z.strictObject({ monday: z.optional(ZRealDate) });
export const ZClassWeek = z.object({
  classId: ZId,
  className: z.string(),
  monday: ZIsoDate,
  minutesPerDay: z.number(),
  testsPerDay: z.number(),
  days: z.array(ZWorkloadDay),
});
export type TClassWeek = z.infer<typeof ZClassWeek>;
export const ZCahierQuery = z.strictObject({ from: z.optional(ZRealDate), to: z.optional(ZRealDate) });
export const ZGroupsQuery = z.strictObject({ archived: z.optional(z.enum(['true', 'false'])) });

/** The routes' path parameters (added with the server's module). */
export const ZHomeworkGroupParams = z.strictObject({ groupId: ZIdText });
export const ZHomeworkLessonParams = z.strictObject({ lessonId: ZIdText });
export const ZHomeworkFileParams = z.strictObject({ fileId: ZIdText });
export const ZHomeworkClassParams = z.strictObject({ classId: ZIdText });
