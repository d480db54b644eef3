import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate, freeText } from '../common';
import { ZClassFigures } from '../marks';

/**
 * The term report, the bulletin (decision 114). The office opens a term's reports; each teacher writes an
 * appreciation per pupil of their groups, the class's head teacher a general one per pupil (the office
 * may write it too, when a class has no head teacher); the office previews a pupil's PDF, then publishes:
 * a background job makes each pupil's PDF (marks, averages, class figures, appreciations, the term's
 * absences and lateness) and publishes it into Reports, where the family is told. The list's `progress`
 * is what the office's progress bar reads. Once published, the term's marks and appreciations are closed.
 */
export const staffTermReportsPaths = {
  /** GET: the school year's terms with their reports' state (every staff account). */
  terms: '/api/staff/term-reports',
  /** GET: a term's reports: the groups and classes the caller writes for, with how far they are. */
  term: '/api/staff/term-reports/:termId',
  /** POST (office): opens the term's reports for writing. */
  open: '/api/staff/term-reports/:termId/open',
  /** GET, PUT ZAppreciationsRequest (the group's teacher): a group's appreciations, a line per pupil with their average. */
  group: '/api/staff/term-reports/:termId/groups/:groupId',
  /** GET, PUT ZAppreciationsRequest (the class's head teacher or the office): a class's general appreciations. */
  class: '/api/staff/term-reports/:termId/classes/:classId',
  /** GET (office): one pupil's report as it would be published, as a PDF. */
  preview: '/api/staff/term-reports/:termId/pupils/:childId/preview.pdf',
  /** POST (office): publishes every pupil's report in the background; answers 202 with the state. */
  publish: '/api/staff/term-reports/:termId/publish',
  /** PUT ZHeadTeacherRequest (office): the class's head teacher (professeur principal). */
  headTeacher: '/api/staff/term-reports/classes/:classId/head-teacher',
} as const;
const fill = (pattern: string, values: Record<string, number>) =>
  Object.entries(values).reduce((path, [key, id]) => path.replace(`:${key}`, String(id)), pattern);
export const staffTermReportPath = (termId: number) => fill(staffTermReportsPaths.term, { termId });
export const staffTermReportOpenPath = (termId: number) => fill(staffTermReportsPaths.open, { termId });
export const staffTermReportGroupPath = (termId: number, groupId: number) => fill(staffTermReportsPaths.group, { termId, groupId });
export const staffTermReportClassPath = (termId: number, classId: number) => fill(staffTermReportsPaths.class, { termId, classId });
export const staffTermReportPreviewPath = (termId: number, childId: number) => fill(staffTermReportsPaths.preview, { termId, childId });
export const staffTermReportPublishPath = (termId: number) => fill(staffTermReportsPaths.publish, { termId });
export const staffHeadTeacherPath = (classId: number) => fill(staffTermReportsPaths.headTeacher, { classId });

export const APPRECIATION_MAX = 600;

/** 'notOpened' → 'open' (teachers write) → 'publishing' (the job runs) → 'published'. */
export const TERM_REPORT_STATES = ['notOpened', 'open', 'publishing', 'published'] as const;
export const ZTermReportState = z.enum(TERM_REPORT_STATES);
export type TTermReportState = z.infer<typeof ZTermReportState>;

export const ZTermReportSummary = z.object({
  termId: ZId,
  name: z.string(),
  start: ZIsoDate,
  end: ZIsoDate,
  state: ZTermReportState,
  openedAt: z.nullable(ZInstant),
  publishedAt: z.nullable(ZInstant),
  /** While publishing (and after): pupils whose report is made, of how many. */
  progress: z.nullable(z.object({ done: z.number(), total: z.number() })),
  /** Why the last publishing stopped, if it did (the office may publish again: made reports are not made twice). */
  failure: z.nullable(z.string()),
});
export type TTermReportSummary = z.infer<typeof ZTermReportSummary>;
export const ZTermReportSummaries = z.object({ terms: z.array(ZTermReportSummary) });

/** GET /api/staff/term-reports/:termId */
export const ZTermReportOverview = z.object({
  term: ZTermReportSummary,
  groups: z.array(
    z.object({
      groupId: ZId,
      subject: z.string(),
      className: z.string(),
      teacherName: z.string(),
      pupilsCount: z.number(),
      writtenCount: z.number(),
    }),
  ),
  classes: z.array(
    z.object({
      classId: ZId,
      name: z.string(),
      headTeacherId: z.nullable(ZId),
      headTeacherName: z.nullable(z.string()),
      pupilsCount: z.number(),
      writtenCount: z.number(),
      /** Whether the caller writes its general appreciations (its head teacher, or the office). */
      canWrite: z.boolean(),
    }),
  ),
});
export type TTermReportOverview = z.infer<typeof ZTermReportOverview>;

/** GET …/groups/:groupId: a line per pupil: their average in the subject and the appreciation. */
export const ZGroupAppreciations = z.object({
  term: ZTermReportSummary,
  groupId: ZId,
  subject: z.string(),
  className: z.string(),
  classFigures: ZClassFigures,
  pupils: z.array(
    z.object({ childId: ZId, firstName: z.string(), lastName: z.string(), average: z.nullable(z.number()), appreciation: z.string() }),
  ),
  canWrite: z.boolean(),
});
export type TGroupAppreciations = z.infer<typeof ZGroupAppreciations>;

/** GET …/classes/:classId: a line per pupil: their subject averages, overall average and the general appreciation. */
export const ZClassAppreciations = z.object({
  term: ZTermReportSummary,
  classId: ZId,
  name: z.string(),
  pupils: z.array(
    z.object({
      childId: ZId,
      firstName: z.string(),
      lastName: z.string(),
      overallAverage: z.nullable(z.number()),
      subjects: z.array(z.object({ subject: z.string(), average: z.nullable(z.number()), appreciation: z.string() })),
      appreciation: z.string(),
    }),
  ),
  canWrite: z.boolean(),
});
export type TClassAppreciations = z.infer<typeof ZClassAppreciations>;

/** The appreciations of the pupils it lists; an empty text removes one. */
export const ZAppreciationsRequest = z.strictObject({
  appreciations: z.array(z.strictObject({ childId: ZId, text: freeText(APPRECIATION_MAX) })).check(z.minLength(1), z.maxLength(200)),
});
export type TAppreciationsRequest = z.infer<typeof ZAppreciationsRequest>;

export const ZHeadTeacherRequest = z.strictObject({ teacherId: z.nullable(ZId) });
export type THeadTeacherRequest = z.infer<typeof ZHeadTeacherRequest>;
