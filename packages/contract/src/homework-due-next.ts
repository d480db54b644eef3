import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate, ZTimeOfDay } from './common';

/*
 * The family's homework paths and what the home page's "Due tomorrow" block reads, apart from
 * homework.ts (which re-exports them all): a contract module's schemas come whole into a page, and
 * homework.ts brings the messages' and the staff calendar's with its uploads and dates (decision 104's
 * messages-unread.ts, for the same reason). The home page is at its JavaScript budget.
 */

/**
 * The cahier de textes (decision 110): what each lesson of a teaching group did (its note) and the
 * homework set for the group, read by the group's families and students; the student's planner
 * (ticks and tasks of their own). The family's side; the staff's is staff/homework.ts.
 */
export const homeworkPaths = {
  /** GET ?from=&to= (default: HOMEWORK_PAST_DAYS back to HOMEWORK_AHEAD_DAYS ahead): a child's homework, by due date. */
  child: '/api/homework/:childId',
  /** GET: every child's homework due on the next school day (the home page's "Due tomorrow" block). */
  dueNext: '/api/homework/due-next',
  /** GET ?date= (default: the school's today): the lesson notes of a child's lessons that day. */
  notes: '/api/homework/:childId/notes',
  /** PUT: the student ticks a homework done; DELETE: unticks it. The student's account only. */
  done: '/api/homework/:childId/items/:id/done',
  /** POST ZStudentTaskRequest: a task of the student's own (the student's account only; nobody else sees it). */
  tasks: '/api/homework/:childId/tasks',
  /** PATCH ZStudentTaskUpdate, DELETE: one of the student's own tasks. */
  task: '/api/homework/:childId/tasks/:id',
  /** GET: an attachment of a homework or lesson note the child's group reads. */
  file: '/api/homework/:childId/files/:fileId',
} as const;

/** Homework proper, a test (an assessment announced), something to bring. */
export const HOMEWORK_KINDS = ['homework', 'test', 'bring'] as const;
export const ZHomeworkKind = z.enum(HOMEWORK_KINDS);
export type THomeworkKind = z.infer<typeof ZHomeworkKind>;

/** An attachment as the family reads it: the shape of a message's (ZMessageFile), written here to keep messages.ts out. */
export const ZHomeworkFile = z.object({ id: ZId, name: z.string(), mediaType: z.string(), size: z.number() });
export type THomeworkFile = z.infer<typeof ZHomeworkFile>;

/** A homework as its group's families and students read it. */
export const ZHomeworkItem = z.object({
  id: ZId,
  kind: ZHomeworkKind,
  subject: z.string(),
  color: z.string(),
  teacherName: z.string(),
  /** Markdown, rendered through the sanitizer (rich-text). */
  text: z.string(),
  dueDate: ZIsoDate,
  /** The lesson it is due at, when set for one; null when set for a date. */
  dueStartHour: z.nullable(ZTimeOfDay),
  minutes: z.number(),
  files: z.array(ZHomeworkFile),
  /** The day it was set (the lesson's date, or the day it was written). */
  setOn: ZIsoDate,
  /** Changed after it was first set: families are shown "Changed". */
  changedAt: z.nullable(ZInstant),
  /** The student ticked it done (parents see the tick); null when not. */
  doneAt: z.nullable(ZInstant),
  /** Set in a lesson the pupil was marked absent from (the roll call): shown as missed while away. */
  missedWhileAway: z.boolean(),
});
export type THomeworkItem = z.infer<typeof ZHomeworkItem>;

export const ZDueNextChild = z.object({ childId: ZId, firstName: z.string(), items: z.array(ZHomeworkItem) });
export const ZDueNext = z.object({ date: ZIsoDate, children: z.array(ZDueNextChild) });
export type TDueNext = z.infer<typeof ZDueNext>;
