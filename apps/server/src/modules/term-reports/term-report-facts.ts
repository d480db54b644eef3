import {
  type MarkFact,
  type TClassFigures,
  type TCommonCoreDomain,
  type TCompetencyLevel,
  type TMarkCode,
  addDays,
  domainSummary,
  isAbsence,
  isLateness,
  overallAverage,
  subjectFigures,
  zonedInstant,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromDbBool } from '../../db/values';

/**
 * What a pupil's term report says (decision 114), read for many pupils at once: a class's or a publishing
 * batch's facts in a fixed number of queries (pupils, their groups, the groups' pupils, the term's published
 * assessments, their marks, the pupils' levels, appreciations, registry lines), never a query per pupil.
 * Averages come from the contract's rule (marks-averages.ts); a term report counts every PUBLISHED
 * assessment of the term, released or not yet.
 */

export type TermRow = { id: number; name: string; school_year: string; start_date: string; end_date: string };

export type ReportSubject = {
  groupId: number;
  subject: string;
  teacher: string;
  average: number | null;
  classFigures: TClassFigures;
  appreciation: string;
};
export type ReportDomain = { domain: TCommonCoreDomain; counts: [number, number, number, number]; level: TCompetencyLevel | null };
export type PupilReport = {
  childId: number;
  firstName: string;
  lastName: string;
  className: string;
  classId: number | null;
  headTeacher: string | null;
  subjects: ReportSubject[];
  domains: ReportDomain[];
  overallAverage: number | null;
  general: string;
  attendance: { absences: number; excused: number; late: number };
};

/** Rows per IN list: well under both engines' parameter limits. */
const CHUNK = 900;
async function inChunks<T>(ids: readonly number[], read: (part: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

export async function findTerm(db: Db, termId: number): Promise<TermRow | undefined> {
  return db
    .selectFrom('school_terms')
    .select(['id', 'name', 'school_year', 'start_date', 'end_date'])
    .where('id', '=', termId)
    .executeTakeFirst();
}

/** The facts of several pupils' reports for a term, in the order of `childIds`. */
export async function loadPupilReports(db: Db, term: TermRow, childIds: readonly number[], timeZone: string): Promise<PupilReport[]> {
  if (childIds.length === 0) return [];
  const pupils = await inChunks(childIds, (part) =>
    db
      .selectFrom('children')
      .leftJoin('classes', 'classes.id', 'children.class_id')
      .leftJoin('teachers as head', 'head.id', 'classes.head_teacher_id')
      .select([
        'children.id',
        'children.first_name',
        'children.last_name',
        'children.class_name',
        'children.class_id',
        'head.first_name as head_first',
        'head.last_name as head_last',
      ])
      .where('children.id', 'in', part)
      .execute(),
  );
  const links = await inChunks(childIds, (part) =>
    db
      .selectFrom('child_subjects')
      .innerJoin('subjects', 'subjects.id', 'child_subjects.subject_id')
      .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
      .select([
        'child_subjects.child_id',
        'subjects.id as group_id',
        'subjects.name',
        'subjects.archived_at',
        'teachers.first_name',
        'teachers.last_name',
      ])
      .where('child_subjects.child_id', 'in', part)
      .execute(),
  );
  const groupIds = [...new Set(links.map((l) => l.group_id))];
  const assessments = await inChunks(groupIds, (part) =>
    db
      .selectFrom('assessments')
      .select(['id', 'subject_id', 'kind', 'out_of', 'coefficient'])
      .where('term_id', '=', term.id)
      .where('subject_id', 'in', part)
      .where('published_at', 'is not', null)
      .execute(),
  );
  const markAssessments = assessments.filter((a) => a.kind === 'mark');
  const competencyAssessments = assessments.filter((a) => a.kind === 'competencies');
  const groupsWithMarks = [...new Set(markAssessments.map((a) => a.subject_id))];
  // Every pupil of a group counts in its figures, not only the pupils asked for.
  const groupPupils = await inChunks(groupsWithMarks, (part) =>
    db
      .selectFrom('child_subjects')
      .innerJoin('children', 'children.id', 'child_subjects.child_id')
      .select(['child_subjects.subject_id', 'child_subjects.child_id'])
      .where('child_subjects.subject_id', 'in', part)
      .where('children.deactivated_at', 'is', null)
      .execute(),
  );
  const marks = await inChunks(
    markAssessments.map((a) => a.id),
    (part) => db.selectFrom('marks').select(['assessment_id', 'child_id', 'value', 'code']).where('assessment_id', 'in', part).execute(),
  );
  const levels =
    competencyAssessments.length === 0
      ? []
      : await inChunks(childIds, (part) =>
          db
            .selectFrom('competency_marks')
            .innerJoin('competencies', 'competencies.id', 'competency_marks.competency_id')
            .innerJoin('assessments', 'assessments.id', 'competency_marks.assessment_id')
            .select(['competency_marks.child_id', 'competency_marks.level', 'competencies.domain'])
            .where('competency_marks.child_id', 'in', part)
            .where('assessments.term_id', '=', term.id)
            .where('assessments.published_at', 'is not', null)
            .execute(),
        );
  const appreciations = await inChunks(childIds, (part) =>
    db
      .selectFrom('report_appreciations')
      .select(['child_id', 'subject_id', 'text'])
      .where('term_id', '=', term.id)
      .where('child_id', 'in', part)
      .execute(),
  );
  const generals = await inChunks(childIds, (part) =>
    db
      .selectFrom('general_appreciations')
      .select(['child_id', 'text'])
      .where('term_id', '=', term.id)
      .where('child_id', 'in', part)
      .execute(),
  );
  // Registry dates are instants: the term runs from its first day's midnight to the one after its last day.
  const registry = await inChunks(childIds, (part) =>
    db
      .selectFrom('registry_entries')
      .select(['child_id', 'statut', 'excused'])
      .where('child_id', 'in', part)
      .where('date', '>=', zonedInstant(term.start_date, '00:00', timeZone))
      .where('date', '<', zonedInstant(addDays(term.end_date, 1), '00:00', timeZone))
      .execute(),
  );

  const assessmentsByGroup = new Map<number, { id: number; outOf: number; coefficient: number }[]>();
  for (const a of markAssessments) {
    const list = assessmentsByGroup.get(a.subject_id) ?? [];
    list.push({ id: a.id, outOf: a.out_of ?? 20, coefficient: Number(a.coefficient) });
    assessmentsByGroup.set(a.subject_id, list);
  }
  const groupOfAssessment = new Map(markAssessments.map((a) => [a.id, a.subject_id]));
  const marksByGroup = new Map<number, MarkFact[]>();
  for (const m of marks) {
    const groupId = groupOfAssessment.get(m.assessment_id)!;
    const list = marksByGroup.get(groupId) ?? [];
    list.push({
      assessmentId: m.assessment_id,
      childId: m.child_id,
      value: m.value === null ? null : Number(m.value),
      code: m.code as TMarkCode | null,
    });
    marksByGroup.set(groupId, list);
  }
  const pupilsByGroup = new Map<number, number[]>();
  for (const row of groupPupils) {
    const list = pupilsByGroup.get(row.subject_id) ?? [];
    list.push(row.child_id);
    pupilsByGroup.set(row.subject_id, list);
  }
  const figures = new Map<number, ReturnType<typeof subjectFigures>>();
  for (const groupId of groupsWithMarks) {
    figures.set(
      groupId,
      subjectFigures(assessmentsByGroup.get(groupId) ?? [], marksByGroup.get(groupId) ?? [], pupilsByGroup.get(groupId) ?? []),
    );
  }
  const groupsWithAssessments = new Set(assessments.map((a) => a.subject_id));
  const appreciationOf = new Map(appreciations.map((a) => [`${a.child_id}:${a.subject_id}`, a.text]));
  const generalOf = new Map(generals.map((g) => [g.child_id, g.text]));
  const pupilById = new Map(pupils.map((p) => [p.id, p]));

  return childIds.flatMap((childId) => {
    const pupil = pupilById.get(childId);
    if (!pupil) return [];
    const subjects: ReportSubject[] = links
      .filter((l) => l.child_id === childId)
      // A group of a past year (archived) is left out, unless it has assessments in this term.
      .filter((l) => l.archived_at === null || groupsWithAssessments.has(l.group_id))
      .map((l) => {
        const groupFigures = figures.get(l.group_id);
        return {
          groupId: l.group_id,
          subject: l.name,
          teacher: `${l.first_name} ${l.last_name}`.trim(),
          average: groupFigures?.byPupil.get(childId) ?? null,
          classFigures: groupFigures?.classFigures ?? { average: null, lowest: null, highest: null },
          appreciation: appreciationOf.get(`${childId}:${l.group_id}`) ?? '',
        };
      })
      .sort((a, b) => a.subject.localeCompare(b.subject) || a.groupId - b.groupId);
    const byDomain = new Map<string, TCompetencyLevel[]>();
    for (const level of levels) {
      if (level.child_id !== childId) continue;
      const list = byDomain.get(level.domain) ?? [];
      list.push(level.level as TCompetencyLevel);
      byDomain.set(level.domain, list);
    }
    const domains = [...byDomain.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([domain, list]) => ({ domain: domain as TCommonCoreDomain, ...domainSummary(list) }));
    const lines = registry.filter((r) => r.child_id === childId);
    const absences = lines.filter((r) => isAbsence(r.statut));
    return [
      {
        childId,
        firstName: pupil.first_name,
        lastName: pupil.last_name,
        className: pupil.class_name,
        classId: pupil.class_id,
        headTeacher: pupil.head_first === null ? null : `${pupil.head_first} ${pupil.head_last ?? ''}`.trim(),
        subjects,
        domains,
        overallAverage: overallAverage(subjects.map((s) => s.average)),
        general: generalOf.get(childId) ?? '',
        attendance: {
          absences: absences.length,
          excused: absences.filter((r) => fromDbBool(r.excused)).length,
          late: lines.filter((r) => isLateness(r.statut)).length,
        },
      },
    ];
  });
}
