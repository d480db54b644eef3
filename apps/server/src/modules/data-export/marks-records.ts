import type { Db } from '../../db/connect';

/**
 * marks.json (decision 114): the child's marks and competency levels the family has been shown (the
 * parents' release passed), with each assessment as the family read it, and the appreciations of the
 * term reports already published. A draft, or an assessment not yet released, is not the family's yet.
 */
export async function gatherMarks(db: Db, childIds: number[], now: string) {
  if (childIds.length === 0) return { marks: [], levels: [], appreciations: [], generalAppreciations: [] };
  const marks = await db
    .selectFrom('marks')
    .innerJoin('assessments', 'assessments.id', 'marks.assessment_id')
    .innerJoin('subjects', 'subjects.id', 'assessments.subject_id')
    .select([
      'marks.child_id',
      'marks.assessment_id',
      'subjects.name as subject',
      'assessments.title',
      'assessments.date',
      'assessments.out_of',
      'assessments.coefficient',
      'marks.value',
      'marks.code',
      'marks.comment',
    ])
    .where('marks.child_id', 'in', childIds)
    .where('assessments.published_at', 'is not', null)
    .where('assessments.parents_release_at', '<=', now)
    .orderBy('marks.child_id')
    .orderBy('assessments.date')
    .orderBy('marks.assessment_id')
    .execute();
  const levels = await db
    .selectFrom('competency_marks')
    .innerJoin('assessments', 'assessments.id', 'competency_marks.assessment_id')
    .innerJoin('subjects', 'subjects.id', 'assessments.subject_id')
    .innerJoin('competencies', 'competencies.id', 'competency_marks.competency_id')
    .select([
      'competency_marks.child_id',
      'competency_marks.assessment_id',
      'subjects.name as subject',
      'assessments.title',
      'assessments.date',
      'competencies.domain',
      'competencies.label as competency',
      'competency_marks.level',
    ])
    .where('competency_marks.child_id', 'in', childIds)
    .where('assessments.published_at', 'is not', null)
    .where('assessments.parents_release_at', '<=', now)
    .orderBy('competency_marks.child_id')
    .orderBy('assessments.date')
    .orderBy('competency_marks.assessment_id')
    .orderBy('competency_marks.competency_id')
    .execute();
  const appreciations = await db
    .selectFrom('report_appreciations')
    .innerJoin('term_reports', 'term_reports.term_id', 'report_appreciations.term_id')
    .innerJoin('school_terms', 'school_terms.id', 'report_appreciations.term_id')
    .innerJoin('subjects', 'subjects.id', 'report_appreciations.subject_id')
    .select(['report_appreciations.child_id', 'school_terms.name as term', 'subjects.name as subject', 'report_appreciations.text'])
    .where('report_appreciations.child_id', 'in', childIds)
    .where('term_reports.state', '=', 'published')
    .orderBy('report_appreciations.child_id')
    .orderBy('school_terms.start_date')
    .orderBy('subjects.name')
    .execute();
  const generalAppreciations = await db
    .selectFrom('general_appreciations')
    .innerJoin('term_reports', 'term_reports.term_id', 'general_appreciations.term_id')
    .innerJoin('school_terms', 'school_terms.id', 'general_appreciations.term_id')
    .select(['general_appreciations.child_id', 'school_terms.name as term', 'general_appreciations.text'])
    .where('general_appreciations.child_id', 'in', childIds)
    .where('term_reports.state', '=', 'published')
    .orderBy('general_appreciations.child_id')
    .orderBy('school_terms.start_date')
    .execute();
  return { marks, levels, appreciations, generalAppreciations };
}
