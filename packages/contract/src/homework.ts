import * as z from 'zod/mini';
import { ZId, ZIdText, ZInstant, ZIsoDate, ZTimeOfDay, freeText } from './common';
import { addDays } from './dates';
import { ZMessageFileUpload, MESSAGE_FILE_MAX_BYTES, MESSAGE_MEDIA_TYPES } from './messages';
import { ZRealDate } from './staff/calendar';
import { homeworkPaths, ZHomeworkFile, ZHomeworkItem } from './homework-due-next';

// The paths, the kinds, a homework and the due-next read live in homework-due-next.ts (the home page's
// block reads them without this module's imports); they are this module's exports as well.
export {
  homeworkPaths,
  HOMEWORK_KINDS,
  ZHomeworkKind,
  type THomeworkKind,
  ZHomeworkFile,
  type THomeworkFile,
  ZHomeworkItem,
  type THomeworkItem,
  ZDueNextChild,
  ZDueNext,
  type TDueNext,
} from './homework-due-next';

/**
 * The cahier de textes (decision 110): what each lesson of a teaching group did (its note) and the
 * homework set for the group, read by the group's families and students; the student's planner
 * (ticks and tasks of their own). The family's side; the staff's is staff/homework.ts.
 */
export const childHomeworkPath = (childId: number) => homeworkPaths.child.replace(':childId', String(childId));
export const childLessonNotesPath = (childId: number) => homeworkPaths.notes.replace(':childId', String(childId));
export const homeworkDonePath = (childId: number, id: number) =>
  homeworkPaths.done.replace(':childId', String(childId)).replace(':id', String(id));
export const studentTasksPath = (childId: number) => homeworkPaths.tasks.replace(':childId', String(childId));
export const studentTaskPath = (childId: number, id: number) =>
  homeworkPaths.task.replace(':childId', String(childId)).replace(':id', String(id));
export const homeworkFilePath = (childId: number, fileId: number) =>
  homeworkPaths.file.replace(':childId', String(childId)).replace(':fileId', String(fileId));

/** The family's default window: two weeks of past homework, four weeks ahead; a query spans at most 62 days. */
export const HOMEWORK_PAST_DAYS = 14;
export const HOMEWORK_AHEAD_DAYS = 28;
export const HOMEWORK_MAX_SPAN_DAYS = 62;
/** The lesson note and a homework's text (Markdown: bold, italics, lists, links; see rich-text.ts). */
export const LESSON_NOTE_MAX = 10_000;
export const HOMEWORK_TEXT_MAX = 5_000;
export const HOMEWORK_MINUTES_MAX = 600;
/** Attachments: PDF and images checked by their bytes, 10 MB each (the messages' rule), this many at most. */
export const HOMEWORK_FILES_MAX = 5;
export const HOMEWORK_FILE_MAX_BYTES = MESSAGE_FILE_MAX_BYTES;
export const HOMEWORK_MEDIA_TYPES = MESSAGE_MEDIA_TYPES;
/** A change to homework due within this many days is sent at once (decision 110). */
export const HOMEWORK_CHANGE_NOTICE_DAYS = 2;
export const STUDENT_TASK_TITLE_MAX = 200;
/** A student keeps at most this many open tasks of their own. */
export const STUDENT_TASKS_MAX = 200;

export const ZHomeworkFileUpload = ZMessageFileUpload;
export const ZHomeworkFiles = z.optional(z.array(ZHomeworkFileUpload).check(z.maxLength(HOMEWORK_FILES_MAX)));

/** Whether a window asked for is within reason: `to` not before `from`, at most HOMEWORK_MAX_SPAN_DAYS. */
export function homeworkWindowProblem(from: string, to: string): 'toBeforeFrom' | 'tooLong' | null {
  if (to < from) return 'toBeforeFrom';
  if (to > addDays(from, HOMEWORK_MAX_SPAN_DAYS - 1)) return 'tooLong';
  return null;
}

export const ZHomeworkWindowQuery = z.strictObject({ from: z.optional(ZRealDate), to: z.optional(ZRealDate) });
export const ZLessonNotesQuery = z.strictObject({ date: z.optional(ZRealDate) });

/** A task of the student's own: only the student's account sees it (never the parents, never staff). */
export const ZStudentTask = z.object({
  id: ZId,
  title: z.string(),
  dueDate: z.nullable(ZIsoDate),
  doneAt: z.nullable(ZInstant),
});
export type TStudentTask = z.infer<typeof ZStudentTask>;

export const ZChildHomework = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  /** The school's today: the page sorts into due tomorrow (the next school day), this week, later and past. */
  today: ZIsoDate,
  nextSchoolDay: ZIsoDate,
  items: z.array(ZHomeworkItem),
  /** The student's own tasks (open ones, and those done in the window); always empty for a parent. */
  tasks: z.array(ZStudentTask),
});
export type TChildHomework = z.infer<typeof ZChildHomework>;

export const ZLessonNote = z.object({
  lessonId: ZId,
  date: ZIsoDate,
  startHour: ZTimeOfDay,
  endHour: ZTimeOfDay,
  subject: z.string(),
  color: z.string(),
  teacherName: z.string(),
  /** Markdown; empty when the teacher wrote nothing yet. */
  body: z.string(),
  files: z.array(ZHomeworkFile),
  /** The homework set in that lesson. */
  homework: z.array(ZHomeworkItem),
  missedWhileAway: z.boolean(),
});
export type TLessonNote = z.infer<typeof ZLessonNote>;
export const ZLessonNotesDay = z.object({ date: ZIsoDate, lessons: z.array(ZLessonNote) });
export type TLessonNotesDay = z.infer<typeof ZLessonNotesDay>;

export const ZStudentTaskRequest = z.strictObject({
  title: freeText(STUDENT_TASK_TITLE_MAX).check(z.minLength(1)),
  dueDate: z.optional(z.nullable(ZRealDate)),
});
export type TStudentTaskRequest = z.infer<typeof ZStudentTaskRequest>;
export const ZStudentTaskUpdate = z.strictObject({
  title: z.optional(freeText(STUDENT_TASK_TITLE_MAX).check(z.minLength(1))),
  dueDate: z.optional(z.nullable(ZRealDate)),
  done: z.optional(z.boolean()),
});
export type TStudentTaskUpdate = z.infer<typeof ZStudentTaskUpdate>;

/** The routes' path parameters (added with the server's module). */
export const ZHomeworkChildParams = z.strictObject({ childId: ZIdText });
export const ZHomeworkChildItemParams = z.strictObject({ childId: ZIdText, id: ZIdText });
export const ZHomeworkChildFileParams = z.strictObject({ childId: ZIdText, fileId: ZIdText });
