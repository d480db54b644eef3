import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate } from '../common';

/**
 * The school's structure, kept by the office: school years and their terms (what families
 * see as term dates), year groups, classes, and teaching groups (a `subjects` row: which teacher
 * teaches which subject to which class, and its pupils).
 */
export const structurePaths = {
  schoolTerms: '/api/staff/school-terms',
  schoolTerm: '/api/staff/school-terms/:id',
  schoolTermDelete: '/api/staff/school-terms/:id/delete',
  structure: '/api/staff/structure',
  yearGroups: '/api/staff/structure/year-groups',
  yearGroup: '/api/staff/structure/year-groups/:id',
  yearGroupDelete: '/api/staff/structure/year-groups/:id/delete',
  classes: '/api/staff/structure/classes',
  class: '/api/staff/structure/classes/:id',
  classDelete: '/api/staff/structure/classes/:id/delete',
  classReopen: '/api/staff/structure/classes/:id/reopen',
  teachingGroups: '/api/staff/structure/teaching-groups',
  teachingGroup: '/api/staff/structure/teaching-groups/:id',
  teachingGroupDelete: '/api/staff/structure/teaching-groups/:id/delete',
  teachingGroupPupils: '/api/staff/structure/teaching-groups/:id/pupils',
} as const;

/** A structure path with its `:id` filled in. */
export const structurePath = (path: string, id: number) => path.replace(':id', String(id));

/** A name a person types: trimmed, required, bounded. */
const name = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'A name is required'), z.maxLength(max, `At most ${max} characters`));

// ---- School years and terms

/** Two consecutive years, as schools write them: '2026-2027'. */
export const isSchoolYearLabel = (label: string): boolean => {
  const match = /^(\d{4})-(\d{4})$/.exec(label);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
};

/** A real calendar day (the pattern alone lets '2026-02-31' through). */
export const isCalendarDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

const ZSchoolYearLabel = z.string().check(z.refine(isSchoolYearLabel, 'Expected a school year of two consecutive years, like 2026-2027'));
const ZCalendarDay = ZIsoDate.check(z.refine(isCalendarDay, 'Expected a real calendar day'));

export const ZSchoolTermInput = z
  .strictObject({ schoolYear: ZSchoolYearLabel, name: name(60), start: ZCalendarDay, end: ZCalendarDay })
  .check(z.refine((term) => term.start <= term.end, { message: 'The first day must not be after the last day', path: ['end'] }));
export type TSchoolTermInput = z.infer<typeof ZSchoolTermInput>;

export const ZStaffSchoolTerm = z.object({ id: ZId, schoolYear: z.string(), name: z.string(), start: z.string(), end: z.string() });
export type TStaffSchoolTerm = z.infer<typeof ZStaffSchoolTerm>;
/** Every term, by first day; the page groups them by school year. */
export const ZStaffSchoolTerms = z.object({ terms: z.array(ZStaffSchoolTerm) });
export type TStaffSchoolTerms = z.infer<typeof ZStaffSchoolTerms>;

// ---- Year groups, classes, the teachers one may choose

/** `classCount` counts every class (a year group with any cannot be deleted), `closedClassCount` those closed. */
export const ZYearGroupSummary = z.object({
  id: ZId,
  name: z.string(),
  classCount: z.number(),
  closedClassCount: z.number(),
  pupilCount: z.number(),
});
export const ZClassSummary = z.object({
  id: ZId,
  name: z.string(),
  yearGroupId: ZId,
  yearGroupName: z.string(),
  pupilCount: z.number(),
  teachingGroupCount: z.number(),
  /**
   * When the new school year closed it (last year's emptied class), or null while open. A closed class
   * is offered in no picker and takes no pupil, evening or audience until the office (or the roster
   * import) reopens it; what was addressed to it before stays readable.
   */
  closedAt: z.nullable(ZInstant),
});
export type TClassSummary = z.infer<typeof ZClassSummary>;
export const ZTeacherChoice = z.object({ id: ZId, name: z.string() });
/** GET /api/staff/structure: year groups and classes with their counts, and the active teachers. */
export const ZSchoolStructure = z.object({
  yearGroups: z.array(ZYearGroupSummary),
  classes: z.array(ZClassSummary),
  teachers: z.array(ZTeacherChoice),
});
export type TSchoolStructure = z.infer<typeof ZSchoolStructure>;

export const ZYearGroupInput = z.strictObject({ name: name(40) });
export type TYearGroupInput = z.infer<typeof ZYearGroupInput>;

export const ZCreateClassRequest = z.strictObject({ name: name(40), yearGroupId: ZId });
export type TCreateClassRequest = z.infer<typeof ZCreateClassRequest>;
/** Rename, or move to another year group, or both. */
export const ZUpdateClassRequest = z
  .strictObject({ name: z.optional(name(40)), yearGroupId: z.optional(ZId) })
  .check(z.refine((body) => body.name !== undefined || body.yearGroupId !== undefined, 'Nothing to change'));
export type TUpdateClassRequest = z.infer<typeof ZUpdateClassRequest>;

// ---- Teaching groups

/** The colour a timetable shows the group in: '#rrggbb'. */
export const ZColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #2563eb'));

export const ZTeachingGroup = z.object({
  id: ZId,
  subject: z.string(),
  shortName: z.string(),
  label: z.string(),
  color: z.string(),
  classId: z.nullable(z.number()),
  className: z.nullable(z.string()),
  teacherId: ZId,
  teacherName: z.string(),
  pupilCount: z.number(),
});
export type TTeachingGroup = z.infer<typeof ZTeachingGroup>;
export const ZTeachingGroups = z.object({ teachingGroups: z.array(ZTeachingGroup) });
export type TTeachingGroups = z.infer<typeof ZTeachingGroups>;

export const ZTeachingGroupsQuery = z.strictObject({
  classId: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Expected a positive integer id')), z.coerce.number<string>())),
});

export const ZCreateTeachingGroupRequest = z.strictObject({
  subject: name(60),
  shortName: name(12),
  classId: ZId,
  teacherId: ZId,
  color: ZColor,
  /** Defaults to '<class> <subject>', as the demo school's '6A Mathematics'. */
  label: z.optional(name(80)),
});
export type TCreateTeachingGroupRequest = z.infer<typeof ZCreateTeachingGroupRequest>;

export const ZUpdateTeachingGroupRequest = z
  .strictObject({ teacherId: z.optional(ZId), label: z.optional(name(80)), color: z.optional(ZColor) })
  .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change'));
export type TUpdateTeachingGroupRequest = z.infer<typeof ZUpdateTeachingGroupRequest>;

export const ZTeachingGroupPupil = z.object({
  id: ZId,
  firstName: z.string(),
  lastName: z.string(),
  className: z.string(),
  isMember: z.boolean(),
});
export type TTeachingGroupPupil = z.infer<typeof ZTeachingGroupPupil>;
/** The pupils of the group's class and any member from elsewhere, each saying whether it is in the group. */
export const ZTeachingGroupPupils = z.object({ pupils: z.array(ZTeachingGroupPupil) });
export type TTeachingGroupPupils = z.infer<typeof ZTeachingGroupPupils>;

const pupilIds = z.array(ZId).check(z.maxLength(2000));
/** Add the whole class, add some pupils, remove some: one change, one audit line. */
export const ZSetTeachingGroupPupilsRequest = z
  .strictObject({ addWholeClass: z.optional(z.boolean()), add: z.optional(pupilIds), remove: z.optional(pupilIds) })
  .check(
    z.refine((body) => body.addWholeClass === true || (body.add?.length ?? 0) > 0 || (body.remove?.length ?? 0) > 0, 'Nothing to change'),
  );
export type TSetTeachingGroupPupilsRequest = z.infer<typeof ZSetTeachingGroupPupilsRequest>;
