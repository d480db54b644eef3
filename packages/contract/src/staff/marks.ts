import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate, ZTimeOfDay, freeText } from '../common';
import {
  ASSESSMENT_TITLE_MAX,
  COEFFICIENT_MAX,
  COMPETENCIES_PER_ASSESSMENT_MAX,
  DEFAULT_OUT_OF,
  MARK_COMMENT_MAX,
  OUT_OF_MAX,
  ZAssessmentKind,
  ZClassFigures,
  ZCommonCoreDomain,
  ZCompetencyLevel,
  ZMarkCode,
  ZMarksTerm,
} from '../marks';
import { ZRealDate } from './calendar';

/**
 * The staff's side of marks (decision 114). A teacher creates assessments and enters marks for their own
 * teaching groups only (lib/staff-pupils' reach; another's answers 404); the office reads every group,
 * sets the release hour and the parents' delay, keeps the school's list of competencies and exports a
 * term's gradebook (OneRoster 1.2), but enters no mark (403 `marks.teacherWrites`): a mark is the
 * teacher's judgement. A group the new school year archived is read-only.
 *
 * Publishing fixes when families see it: the student at the school's release time (today's, or now if
 * it has passed), the parents `parentsDelayMinutes` later. Marks entered or corrected after publishing
 * are seen at once by whoever can already see the assessment; nothing is visible before its release.
 */
export const staffMarksPaths = {
  /** GET ?archived=true: the teaching groups the caller marks (a teacher's own; the office's every one). */
  groups: '/api/staff/marks/groups',
  /** GET ?termId= (default: today's term): the group's assessments in the term, with the pupils' averages. */
  group: '/api/staff/marks/groups/:groupId',
  /** POST ZAssessmentRequest: a new assessment (a draft until published). */
  create: '/api/staff/marks/assessments',
  /** GET: the assessment and its grid (every pupil of the group, with their mark); PATCH ZEditAssessmentRequest; DELETE: before its release only. */
  assessment: '/api/staff/marks/assessments/:id',
  /** PUT ZMarksEntryRequest: the marks of the pupils it lists (a pupil left out keeps theirs). */
  marks: '/api/staff/marks/assessments/:id/marks',
  /** POST: publishes it; answers ZAssessmentRelease. */
  publish: '/api/staff/marks/assessments/:id/publish',
  /** GET (every staff account), POST ZCompetencyRequest (office): the school's list of competencies. */
  competencies: '/api/staff/marks/competencies',
  /** PATCH ZCompetencyRequest, DELETE (archives it: assessments keep it) (office). */
  competency: '/api/staff/marks/competencies/:id',
  /** GET, PUT ZMarksSettings (office; GET every staff account): the release time and the parents' delay. */
  settings: '/api/staff/marks/settings',
  /** GET (office): the term's gradebook as OneRoster 1.2 CSV files in a zip. */
  oneRoster: '/api/staff/marks/terms/:termId/oneroster.zip',
} as const;
const withId = (pattern: string, key: string, id: number) => pattern.replace(`:${key}`, String(id));
export const staffMarksGroupPath = (groupId: number) => withId(staffMarksPaths.group, 'groupId', groupId);
export const staffAssessmentPath = (id: number) => withId(staffMarksPaths.assessment, 'id', id);
export const staffAssessmentMarksPath = (id: number) => withId(staffMarksPaths.marks, 'id', id);
export const staffAssessmentPublishPath = (id: number) => withId(staffMarksPaths.publish, 'id', id);
export const staffCompetencyPath = (id: number) => withId(staffMarksPaths.competency, 'id', id);
export const staffOneRosterPath = (termId: number) => withId(staffMarksPaths.oneRoster, 'termId', termId);

/** Until the office sets them: marks are released at 18:00 (school's clocks), the parents an hour after the student. */
export const MARKS_SETTINGS_DEFAULTS = { releaseTime: '18:00', parentsDelayMinutes: 60 } as const;
/** The parents' delay is at most a week. */
export const PARENTS_DELAY_MAX_MINUTES = 7 * 24 * 60;
export const COMPETENCY_LABEL_MAX = 200;

export const ZMarksSettings = z.strictObject({
  releaseTime: ZTimeOfDay,
  parentsDelayMinutes: z.number().check(z.int(), z.minimum(0), z.maximum(PARENTS_DELAY_MAX_MINUTES)),
});
export type TMarksSettings = z.infer<typeof ZMarksSettings>;

export const ZCompetency = z.object({
  id: ZId,
  domain: ZCommonCoreDomain,
  label: z.string(),
  /** Archived: no longer offered for new assessments; those that used it keep it. */
  archivedAt: z.nullable(ZInstant),
});
export type TCompetency = z.infer<typeof ZCompetency>;
export const ZCompetencies = z.object({ competencies: z.array(ZCompetency) });

export const ZCompetencyRequest = z.strictObject({
  domain: ZCommonCoreDomain,
  label: freeText(COMPETENCY_LABEL_MAX).check(z.minLength(1)),
});
export type TCompetencyRequest = z.infer<typeof ZCompetencyRequest>;

export const ZStaffMarksGroup = z.object({
  id: ZId,
  subject: z.string(),
  teachingGroup: z.string(),
  className: z.string(),
  classId: z.nullable(ZId),
  teacherName: z.string(),
  color: z.string(),
  pupilsCount: z.number(),
  archivedAt: z.nullable(ZInstant),
});
export type TStaffMarksGroup = z.infer<typeof ZStaffMarksGroup>;
export const ZStaffMarksGroups = z.object({ groups: z.array(ZStaffMarksGroup) });

/** 'draft': not published; 'published': waiting for its release; 'released': the student sees it (the parents from parentsReleaseAt). */
export const ASSESSMENT_STATES = ['draft', 'published', 'released'] as const;
export const ZAssessmentState = z.enum(ASSESSMENT_STATES);
export type TAssessmentState = z.infer<typeof ZAssessmentState>;

export const ZStaffAssessment = z.object({
  id: ZId,
  groupId: ZId,
  termId: z.nullable(ZId),
  title: z.string(),
  date: ZIsoDate,
  kind: ZAssessmentKind,
  outOf: z.nullable(z.number()),
  coefficient: z.number(),
  competencies: z.array(z.object({ id: ZId, domain: ZCommonCoreDomain, label: z.string() })),
  state: ZAssessmentState,
  publishedAt: z.nullable(ZInstant),
  releaseAt: z.nullable(ZInstant),
  parentsReleaseAt: z.nullable(ZInstant),
  /** Pupils with a mark, a code or (competencies) at least one level, of the group's pupils. */
  markedCount: z.number(),
  pupilsCount: z.number(),
  /** The class's figures in the assessment's scale (marks kind); null for competencies. */
  classFigures: z.nullable(ZClassFigures),
  /** The group is not archived and the term's reports are not published. */
  isEditable: z.boolean(),
});
export type TStaffAssessment = z.infer<typeof ZStaffAssessment>;

/** GET /api/staff/marks/groups/:groupId */
export const ZStaffMarksGroupTerm = z.object({
  group: ZStaffMarksGroup,
  terms: z.array(ZMarksTerm),
  term: z.nullable(ZMarksTerm),
  assessments: z.array(ZStaffAssessment),
  /** Each pupil's subject average for the term (out of 20), by the rule of marks-averages.ts. */
  pupils: z.array(z.object({ childId: ZId, firstName: z.string(), lastName: z.string(), average: z.nullable(z.number()) })),
  classFigures: ZClassFigures,
});
export type TStaffMarksGroupTerm = z.infer<typeof ZStaffMarksGroupTerm>;

export const ZGridLevel = z.object({ competencyId: ZId, level: ZCompetencyLevel });

/** One pupil's line in the grid. */
export const ZGridRow = z.object({
  childId: ZId,
  firstName: z.string(),
  lastName: z.string(),
  value: z.nullable(z.number()),
  code: z.nullable(ZMarkCode),
  comment: z.nullable(z.string()),
  levels: z.array(ZGridLevel),
});
export type TGridRow = z.infer<typeof ZGridRow>;

/** GET /api/staff/marks/assessments/:id */
export const ZAssessmentGrid = z.object({ assessment: ZStaffAssessment, group: ZStaffMarksGroup, rows: z.array(ZGridRow) });
export type TAssessmentGrid = z.infer<typeof ZAssessmentGrid>;

export const ZCoefficient = z.number().check(z.minimum(0), z.maximum(COEFFICIENT_MAX));
export const ZOutOf = z.number().check(z.int(), z.minimum(1), z.maximum(OUT_OF_MAX));
export const ZAssessmentTitle = freeText(ASSESSMENT_TITLE_MAX).check(z.minLength(1));
export const ZCompetencyIds = z.array(ZId).check(z.minLength(1), z.maxLength(COMPETENCIES_PER_ASSESSMENT_MAX));

/** A mark has at most two decimals (15.25, 7.5). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

export const ZAssessmentRequest = z.strictObject({
  groupId: ZId,
  title: ZAssessmentTitle,
  /** The day it was sat; its term is the one holding that day (400 `marks.noTerm` in a holiday). */
  date: ZRealDate,
  kind: ZAssessmentKind,
  /** Marks kind: the total (default DEFAULT_OUT_OF). Not allowed for competencies. */
  outOf: z.optional(ZOutOf),
  coefficient: z.optional(ZCoefficient),
  /** Competencies kind: the school's competencies assessed (at least one). */
  competencyIds: z.optional(ZCompetencyIds),
});
export type TAssessmentRequest = z.infer<typeof ZAssessmentRequest>;
export { DEFAULT_OUT_OF };

/** Changes; `outOf` cannot go below a mark already given (400 `marks.aboveOutOf`); the kind never changes. */
export const ZEditAssessmentRequest = z.strictObject({
  title: z.optional(ZAssessmentTitle),
  date: z.optional(ZRealDate),
  outOf: z.optional(ZOutOf),
  coefficient: z.optional(ZCoefficient),
  competencyIds: z.optional(ZCompetencyIds),
});
export type TEditAssessmentRequest = z.infer<typeof ZEditAssessmentRequest>;

/**
 * One pupil's entry: a value (0 to outOf, two decimals at most) or a code, not both; or, for
 * competencies, levels of the assessment's competencies (or a code). Everything null or empty clears it.
 */
export const ZMarkEntry = z.strictObject({
  childId: ZId,
  value: z.optional(z.nullable(z.number().check(z.minimum(0), z.maximum(OUT_OF_MAX)))),
  code: z.optional(z.nullable(ZMarkCode)),
  comment: z.optional(z.nullable(freeText(MARK_COMMENT_MAX))),
  levels: z.optional(z.array(ZGridLevel).check(z.maxLength(COMPETENCIES_PER_ASSESSMENT_MAX))),
});
export type TMarkEntry = z.infer<typeof ZMarkEntry>;

export const ZMarksEntryRequest = z.strictObject({ marks: z.array(ZMarkEntry).check(z.minLength(1), z.maxLength(200)) });
export type TMarksEntryRequest = z.infer<typeof ZMarksEntryRequest>;

/** POST …/publish answers when each side sees it. */
export const ZAssessmentRelease = z.object({ releaseAt: ZInstant, parentsReleaseAt: ZInstant });
export type TAssessmentRelease = z.infer<typeof ZAssessmentRelease>;

/**
 * A column pasted from a spreadsheet, read in the grid's order of pupils: a number (a comma or a point
 * for decimals), a code's word in English or French, or an empty cell. Pure, so the staff's page and its
 * test share it; a cell it cannot read is reported with its line, never guessed.
 */
export const PASTED_CODES: Record<string, 'absent' | 'exempt' | 'notMarked'> = {
  abs: 'absent',
  absent: 'absent',
  disp: 'exempt',
  exempt: 'exempt',
  dispensé: 'exempt',
  nn: 'notMarked',
  'not marked': 'notMarked',
  'non noté': 'notMarked',
};
export type PastedCell = { value: number | null; code: 'absent' | 'exempt' | 'notMarked' | null } | { error: string };
export function readPastedCell(cell: string, outOf: number): PastedCell {
  const text = cell.trim().toLowerCase();
  if (text === '') return { value: null, code: null };
  const code = PASTED_CODES[text];
  if (code) return { value: null, code };
  if (!/^\d+([.,]\d+)?$/.test(text)) return { error: 'unreadable' };
  const value = Number(text.replace(',', '.'));
  if (value > outOf) return { error: 'aboveOutOf' };
  if (!hasAtMostTwoDecimals(value)) return { error: 'tooManyDecimals' };
  return { value, code: null };
}
export const readPastedColumn = (text: string, outOf: number): PastedCell[] =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => readPastedCell(line.split('\t')[0] ?? '', outOf));
