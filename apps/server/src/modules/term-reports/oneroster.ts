import { COMPETENCY_LEVEL_NAMES, COMPETENCY_LEVELS, type TMarkCode } from '@carnet/contract';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/connect';
import type { TermRow } from './term-report-facts';

/**
 * A term's gradebook as OneRoster 1.2 CSV files in a zip (decision 114): manifest.csv, categories.csv,
 * lineItems.csv, results.csv and scoreScales.csv, bulk. Identifiers are Carnet's, prefixed by kind
 * ('assessment-12', 'pupil-40', 'group-3'). A marked assessment is a line item scored from 0 to its total;
 * a competencies assessment is a line item per competency, scored on the four-level scale of the common
 * core (a score scale: 1 insufficient … 4 very good mastery). Only published assessments are exported.
 */

const csvCell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csv = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

export const ONE_ROSTER_COLUMNS = {
  categories: ['sourcedId', 'status', 'dateLastModified', 'title', 'weight'],
  lineItems: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'description',
    'assignDate',
    'dueDate',
    'classSourcedId',
    'categorySourcedId',
    'gradingPeriodSourcedId',
    'academicSessionSourcedId',
    'scoreScaleSourcedId',
    'resultValueMin',
    'resultValueMax',
    'schoolSourcedId',
  ],
  results: [
    'sourcedId',
    'status',
    'dateLastModified',
    'lineItemSourcedId',
    'studentSourcedId',
    'classSourcedId',
    'scoreScaleSourcedId',
    'scoreStatus',
    'score',
    'textScore',
    'scoreDate',
    'comment',
  ],
  scoreScales: ['sourcedId', 'status', 'dateLastModified', 'title', 'type', 'courseSourcedId', 'classSourcedId', 'scoreScaleValue'],
} as const;

const SCALE_ID = 'scale-competencies';
const SCHOOL_ID = 'school';
/** A code's OneRoster score status: exempt, or not submitted (absent, not marked). */
const STATUS_OF_CODE: Record<TMarkCode, string> = { absent: 'not submitted', exempt: 'exempt', notMarked: 'not submitted' };

export async function oneRosterZip(db: Db, term: TermRow, now: Date): Promise<Uint8Array> {
  const stamp = now.toISOString();
  const assessments = await db
    .selectFrom('assessments')
    .innerJoin('subjects', 'subjects.id', 'assessments.subject_id')
    .select([
      'assessments.id',
      'assessments.subject_id',
      'assessments.title',
      'assessments.date',
      'assessments.kind',
      'assessments.out_of',
      'assessments.coefficient',
      'assessments.updated_at',
      'subjects.name as subject',
    ])
    .where('assessments.term_id', '=', term.id)
    .where('assessments.published_at', 'is not', null)
    .orderBy('assessments.date')
    .orderBy('assessments.id')
    .execute();
  const ids = assessments.map((a) => a.id);
  const marks = [];
  const levels = [];
  const competencies = [];
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    marks.push(
      ...(await db
        .selectFrom('marks')
        .select(['assessment_id', 'child_id', 'value', 'code', 'comment', 'updated_at'])
        .where('assessment_id', 'in', part)
        .orderBy('assessment_id')
        .orderBy('child_id')
        .execute()),
    );
    levels.push(
      ...(await db
        .selectFrom('competency_marks')
        .select(['assessment_id', 'child_id', 'competency_id', 'level'])
        .where('assessment_id', 'in', part)
        .orderBy('assessment_id')
        .orderBy('competency_id')
        .orderBy('child_id')
        .execute()),
    );
    competencies.push(
      ...(await db
        .selectFrom('assessment_competencies')
        .innerJoin('competencies', 'competencies.id', 'assessment_competencies.competency_id')
        .select(['assessment_competencies.assessment_id', 'competencies.id', 'competencies.domain', 'competencies.label'])
        .where('assessment_competencies.assessment_id', 'in', part)
        .orderBy('assessment_competencies.assessment_id')
        .orderBy('competencies.id')
        .execute()),
    );
  }
  const byId = new Map(assessments.map((a) => [a.id, a]));
  const domains = [...new Set(competencies.map((c) => c.domain))].sort();
  const categories = [
    ['category-marks', 'active', stamp, 'Marks', 1],
    ...domains.map((d) => [`category-${d}`, 'active', stamp, `Common core ${d}`, 1]),
  ];
  const session = `term-${term.id}`;
  const lineItems: (string | number | null)[][] = [];
  for (const a of assessments) {
    if (a.kind === 'mark') {
      lineItems.push([
        `assessment-${a.id}`,
        'active',
        a.updated_at,
        a.title,
        `${a.subject}, coefficient ${Number(a.coefficient)}`,
        a.date,
        a.date,
        `group-${a.subject_id}`,
        'category-marks',
        session,
        session,
        null,
        0,
        a.out_of ?? 20,
        SCHOOL_ID,
      ]);
    }
  }
  for (const c of competencies) {
    const a = byId.get(c.assessment_id)!;
    lineItems.push([
      `assessment-${a.id}-competency-${c.id}`,
      'active',
      a.updated_at,
      `${a.title}: ${c.label}`,
      `${a.subject}, ${c.domain}`,
      a.date,
      a.date,
      `group-${a.subject_id}`,
      `category-${c.domain}`,
      session,
      session,
      SCALE_ID,
      1,
      4,
      SCHOOL_ID,
    ]);
  }
  const results: (string | number | null)[][] = [];
  for (const m of marks) {
    const a = byId.get(m.assessment_id)!;
    if (a.kind !== 'mark') continue;
    const code = m.code as TMarkCode | null;
    results.push([
      `result-${m.assessment_id}-${m.child_id}`,
      'active',
      m.updated_at,
      `assessment-${m.assessment_id}`,
      `pupil-${m.child_id}`,
      `group-${a.subject_id}`,
      null,
      code ? STATUS_OF_CODE[code] : m.value === null ? 'not submitted' : 'fully graded',
      code || m.value === null ? null : Number(m.value),
      code,
      a.date,
      m.comment,
    ]);
  }
  for (const l of levels) {
    const a = byId.get(l.assessment_id)!;
    results.push([
      `result-${l.assessment_id}-${l.competency_id}-${l.child_id}`,
      'active',
      a.updated_at,
      `assessment-${l.assessment_id}-competency-${l.competency_id}`,
      `pupil-${l.child_id}`,
      `group-${a.subject_id}`,
      SCALE_ID,
      'fully graded',
      l.level,
      COMPETENCY_LEVEL_NAMES[l.level as 1 | 2 | 3 | 4],
      a.date,
      null,
    ]);
  }
  const scaleValue = COMPETENCY_LEVELS.map((level) => `{${COMPETENCY_LEVEL_NAMES[level]}:${level}}`).join(',');
  const scoreScales = [[SCALE_ID, 'active', stamp, 'Common core mastery levels', 'competencies', null, null, `[${scaleValue}]`]];
  const manifest = [
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ['file.academicSessions', 'absent'],
    ['file.categories', 'bulk'],
    ['file.classes', 'absent'],
    ['file.classResources', 'absent'],
    ['file.courses', 'absent'],
    ['file.courseResources', 'absent'],
    ['file.demographics', 'absent'],
    ['file.enrollments', 'absent'],
    ['file.lineItemLearningObjectiveIds', 'absent'],
    ['file.lineItems', 'bulk'],
    ['file.lineItemScoreScales', 'absent'],
    ['file.orgs', 'absent'],
    ['file.resources', 'absent'],
    ['file.resultLearningObjectiveIds', 'absent'],
    ['file.results', 'bulk'],
    ['file.resultScoreScales', 'absent'],
    ['file.roles', 'absent'],
    ['file.scoreScales', 'bulk'],
    ['file.userProfiles', 'absent'],
    ['file.userResources', 'absent'],
    ['file.users', 'absent'],
    ['source.systemName', 'Carnet'],
    ['source.systemCode', 'carnet'],
  ];
  return zipSync({
    'manifest.csv': strToU8(csv(['propertyName', 'value'], manifest)),
    'categories.csv': strToU8(csv(ONE_ROSTER_COLUMNS.categories, categories)),
    'lineItems.csv': strToU8(csv(ONE_ROSTER_COLUMNS.lineItems, lineItems)),
    'results.csv': strToU8(csv(ONE_ROSTER_COLUMNS.results, results)),
    'scoreScales.csv': strToU8(csv(ONE_ROSTER_COLUMNS.scoreScales, scoreScales)),
  });
}
