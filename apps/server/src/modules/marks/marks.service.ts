import {
  type TChildMarks,
  type TCompetencyLevel,
  type TFamilyAssessment,
  type TFamilySubjectMarks,
  COMMON_CORE_DOMAINS,
  assessmentFigures,
  domainSummary,
  overallAverage,
  subjectFigures,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { type Actor, isParent } from '../../lib/actor';
import { assertOwnChild } from '../../lib/own-children';
import { type MarksClock, domainOf, schoolDay, termsAround } from './marks-reach';
import { competenciesOf, codeOf, factsOf, markFacts, marksOf } from './marks.staff.service';

/**
 * The family's marks (decision 114): a child's released assessments in a term, by subject. A student
 * account sees an assessment from its release, a parent from the parents' release; a draft, never. The
 * class's figures are computed from the same released assessments, over the group's pupils; another
 * pupil's mark is never in the answer, only the figures.
 */
export async function getChildMarks(
  db: Db,
  actor: Actor,
  childId: number,
  termId: number | undefined,
  clock: MarksClock,
): Promise<TChildMarks> {
  assertOwnChild(actor, childId);
  const { terms, term } = await termsAround(db, schoolDay(clock), termId);
  if (term === null) return { childId, terms, term, subjects: [], overallAverage: null, domains: [] };
  const now = clock.now.toISOString();
  const releaseColumn = isParent(actor) ? 'assessments.parents_release_at' : 'assessments.release_at';
  const groups = await db
    .selectFrom('child_subjects')
    .innerJoin('subjects', 'subjects.id', 'child_subjects.subject_id')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .select([
      'subjects.id',
      'subjects.name',
      'subjects.color',
      'subjects.archived_at',
      'teachers.first_name as teacher_first_name',
      'teachers.last_name as teacher_last_name',
    ])
    .where('child_subjects.child_id', '=', childId)
    .orderBy('subjects.name')
    .orderBy('subjects.id')
    .execute();
  const groupIds = groups.map((g) => g.id);
  const rows =
    groupIds.length === 0
      ? []
      : await db
          .selectFrom('assessments')
          .select([
            'assessments.id',
            'assessments.subject_id',
            'assessments.title',
            'assessments.date',
            'assessments.kind',
            'assessments.out_of',
            'assessments.coefficient',
            'assessments.release_at',
            'assessments.parents_release_at',
          ])
          .where('assessments.subject_id', 'in', groupIds)
          .where('assessments.term_id', '=', term.id)
          .where('assessments.published_at', 'is not', null)
          .where(releaseColumn, '<=', now)
          .orderBy('assessments.date')
          .orderBy('assessments.id')
          .execute();
  const ids = rows.map((r) => r.id);
  const [marks, competencies, levels] = await Promise.all([
    marksOf(db, ids),
    competenciesOf(db, ids),
    ids.length === 0
      ? []
      : db
          .selectFrom('competency_marks')
          .select(['assessment_id', 'competency_id', 'level'])
          .where('child_id', '=', childId)
          .where('assessment_id', 'in', ids)
          .execute(),
  ]);
  // The class is the group's active pupils; only those with a mark count in its figures, so the pupils are
  // looked up from the marks (a bounded read by the key), never the group's whole list.
  const markedIds = [...new Set([childId, ...marks.map((m) => m.child_id)])];
  const pupils =
    groupIds.length === 0
      ? []
      : await db
          .selectFrom('child_subjects')
          .innerJoin('children', 'children.id', 'child_subjects.child_id')
          .select(['child_subjects.subject_id', 'child_subjects.child_id'])
          .where('child_subjects.child_id', 'in', markedIds)
          .where('children.id', 'in', markedIds)
          .where('child_subjects.subject_id', 'in', groupIds)
          .where('children.deactivated_at', 'is', null)
          .execute();
  const levelOf = new Map(levels.map((l) => [`${l.assessment_id}:${l.competency_id}`, l.level as TCompetencyLevel]));
  const domainLevels = new Map<string, TCompetencyLevel[]>();
  const subjects: TFamilySubjectMarks[] = [];
  for (const group of groups) {
    const own = rows.filter((r) => r.subject_id === group.id);
    if (group.archived_at !== null && own.length === 0) continue;
    const pupilIds = [...new Set(pupils.filter((p) => p.subject_id === group.id).map((p) => p.child_id))];
    if (!pupilIds.includes(childId)) pupilIds.push(childId);
    const pupilSet = new Set(pupilIds);
    const groupMarks = marks.filter((m) => pupilSet.has(m.child_id) && own.some((r) => r.id === m.assessment_id));
    const { byPupil, classFigures } = subjectFigures(factsOf(own), markFacts(groupMarks), pupilIds);
    const assessments = own.map((r): TFamilyAssessment => {
      const mine = groupMarks.find((m) => m.assessment_id === r.id && m.child_id === childId);
      const isMark = r.kind === 'mark';
      return {
        id: r.id,
        title: r.title,
        date: r.date,
        kind: isMark ? 'mark' : 'competencies',
        outOf: r.out_of,
        coefficient: Number(r.coefficient),
        value: mine?.value ?? null,
        code: codeOf(mine?.code ?? null),
        comment: mine?.comment ?? null,
        competencies: (competencies.get(r.id) ?? []).map((c) => {
          const level = levelOf.get(`${r.id}:${c.id}`) ?? null;
          if (level !== null) domainLevels.set(c.domain, [...(domainLevels.get(c.domain) ?? []), level]);
          return { competencyId: c.id, domain: c.domain, label: c.label, level };
        }),
        classFigures: isMark ? assessmentFigures(markFacts(groupMarks.filter((m) => m.assessment_id === r.id))) : null,
        releasedAt: (isParent(actor) ? r.parents_release_at : r.release_at) ?? now,
      };
    });
    subjects.push({
      groupId: group.id,
      subject: group.name,
      color: group.color,
      teacherName: `${group.teacher_first_name} ${group.teacher_last_name}`.trim(),
      average: byPupil.get(childId) ?? null,
      classFigures,
      assessments,
    });
  }
  const domains = COMMON_CORE_DOMAINS.flatMap((domain) => {
    const given = domainLevels.get(domain);
    return given ? [{ domain: domainOf(domain), ...domainSummary(given) }] : [];
  });
  return { childId, terms, term, subjects, overallAverage: overallAverage(subjects.map((s) => s.average)), domains };
}
