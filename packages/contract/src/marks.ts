import * as z from 'zod/mini';
import { ZId, ZInstant, ZIsoDate } from './common';

/**
 * Marks and competencies (decision 114): an assessment of a teaching group is a fact, each pupil's mark
 * or competency levels are facts; averages are computed from them when read (marks-averages.ts), never
 * stored. A family sees an assessment only once it is released: the student at `releaseAt`, the parents
 * at `parentsReleaseAt` (the school's delay later). The family's side; the staff's is staff/marks.ts.
 */
export const marksPaths = {
  /** GET ?termId= (default: the term of today, or the latest one begun): the child's released marks in that term. */
  child: '/api/marks/:childId',
} as const;
export const childMarksPath = (childId: number) => marksPaths.child.replace(':childId', String(childId));

/** A mark out of `outOf`, or competencies on the four levels of the common core. */
export const ASSESSMENT_KINDS = ['mark', 'competencies'] as const;
export const ZAssessmentKind = z.enum(ASSESSMENT_KINDS);
export type TAssessmentKind = z.infer<typeof ZAssessmentKind>;

/** What a pupil has instead of a mark; none of them counts in an average. */
export const MARK_CODES = ['absent', 'exempt', 'notMarked'] as const;
export const ZMarkCode = z.enum(MARK_CODES);
export type TMarkCode = z.infer<typeof ZMarkCode>;

/** The four levels of mastery of the French common core (socle commun): 1 insufficient … 4 very good. */
export const COMPETENCY_LEVELS = [1, 2, 3, 4] as const;
export type TCompetencyLevel = (typeof COMPETENCY_LEVELS)[number];
export const ZCompetencyLevel = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const COMPETENCY_LEVEL_NAMES: Record<TCompetencyLevel, 'insufficient' | 'fragile' | 'satisfactory' | 'veryGood'> = {
  1: 'insufficient',
  2: 'fragile',
  3: 'satisfactory',
  4: 'veryGood',
};

/**
 * The domains of the common core (socle commun de connaissances, de compétences et de culture, 2015):
 * D1 (languages to think and communicate) in its four parts, then D2 to D5. A competency belongs to one.
 */
export const COMMON_CORE_DOMAINS = ['D1.1', 'D1.2', 'D1.3', 'D1.4', 'D2', 'D3', 'D4', 'D5'] as const;
export const ZCommonCoreDomain = z.enum(COMMON_CORE_DOMAINS);
export type TCommonCoreDomain = z.infer<typeof ZCommonCoreDomain>;

/** Marks are out of 20 unless the teacher says otherwise; averages are always brought to 20. */
export const DEFAULT_OUT_OF = 20;
export const OUT_OF_MAX = 100;
export const COEFFICIENT_MAX = 20;
export const ASSESSMENT_TITLE_MAX = 120;
export const MARK_COMMENT_MAX = 500;
export const COMPETENCIES_PER_ASSESSMENT_MAX = 12;

export const ZMarksTerm = z.object({ id: ZId, name: z.string(), start: ZIsoDate, end: ZIsoDate });
export type TMarksTerm = z.infer<typeof ZMarksTerm>;

/** A class's figures for one assessment (in its own scale) or one subject (out of 20); null when nothing counts. */
export const ZClassFigures = z.object({
  average: z.nullable(z.number()),
  lowest: z.nullable(z.number()),
  highest: z.nullable(z.number()),
});
export type TClassFigures = z.infer<typeof ZClassFigures>;

export const ZCompetencyResult = z.object({
  competencyId: ZId,
  domain: ZCommonCoreDomain,
  label: z.string(),
  level: z.nullable(ZCompetencyLevel),
});
export type TCompetencyResult = z.infer<typeof ZCompetencyResult>;

export const ZFamilyAssessment = z.object({
  id: ZId,
  title: z.string(),
  date: ZIsoDate,
  kind: ZAssessmentKind,
  /** The total a mark is out of; null for competencies. */
  outOf: z.nullable(z.number()),
  coefficient: z.number(),
  /** The child's mark (null with a code, or when no mark was given), its code and the teacher's comment. */
  value: z.nullable(z.number()),
  code: z.nullable(ZMarkCode),
  comment: z.nullable(z.string()),
  /** Competencies assessed, with the child's level in each (competencies kind only). */
  competencies: z.array(ZCompetencyResult),
  /** The class's average, lowest and highest, in the assessment's own scale (marks kind only). */
  classFigures: z.nullable(ZClassFigures),
  /** When this reader could first see it. */
  releasedAt: ZInstant,
});
export type TFamilyAssessment = z.infer<typeof ZFamilyAssessment>;

export const ZFamilySubjectMarks = z.object({
  groupId: ZId,
  subject: z.string(),
  color: z.string(),
  teacherName: z.string(),
  /** The child's average in the subject for the term, out of 20, two decimals; null when no mark counts. */
  average: z.nullable(z.number()),
  /** The class's average, lowest and highest of the pupils' subject averages, out of 20. */
  classFigures: ZClassFigures,
  assessments: z.array(ZFamilyAssessment),
});
export type TFamilySubjectMarks = z.infer<typeof ZFamilySubjectMarks>;

/** A domain of the common core summed up: how many times each level was given in the term, and the median level. */
export const ZDomainSummary = z.object({
  domain: ZCommonCoreDomain,
  /**
   * Counts of levels 1, 2, 3 and 4, in that order (four numbers). An array rather than z.tuple: the tuple's
   * code would join the zod chunk that every family page loads, the home page's included (decision 114).
   */
  counts: z.array(z.number()),
  /** The median of the levels given (the lower one of two middles); a level, never a mark. */
  level: z.nullable(ZCompetencyLevel),
});
export type TDomainSummary = z.infer<typeof ZDomainSummary>;

/** GET /api/marks/:childId */
export const ZChildMarks = z.object({
  childId: ZId,
  terms: z.array(ZMarksTerm),
  /** The term shown; null when the school year has no term yet. */
  term: z.nullable(ZMarksTerm),
  subjects: z.array(ZFamilySubjectMarks),
  /** The mean of the child's subject averages, out of 20; null when none. */
  overallAverage: z.nullable(z.number()),
  domains: z.array(ZDomainSummary),
});
export type TChildMarks = z.infer<typeof ZChildMarks>;

export const ZChildMarksQuery = z.strictObject({ termId: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number))) });
