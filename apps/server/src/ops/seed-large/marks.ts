import { COMMON_CORE_DOMAINS, addDays } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { createSink } from './bulk';
import { teacherUserId } from './people';
import type { Random } from './random';
import type { School } from './school';

/**
 * A year of marks in the large school (decision 114), for the term report's bench: each teaching group
 * has ASSESSMENTS_A_YEAR assessments spread over the school year's terms, published and released; one in
 * COMPETENCIES_EVERY is competencies (one competency of the school's list), the others a mark out of 20
 * or 10 for every pupil (one in 25 absent). Each class has a head teacher (its mathematics teacher), and
 * the reports of the term holding today are opened. About 560,000 marks at 2,000 pupils.
 */
const ASSESSMENTS_A_YEAR = 40;
const COMPETENCIES_EVERY = 8;
const COMPETENCIES = [
  'Write a structured text',
  'Speak in front of others',
  'Read a foreign language',
  'Use mathematical language',
  'Find and use information',
  'Work in a team',
  'Reason and justify',
  'Understand the world through time',
] as const;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

export type MarksCounts = Record<'assessments' | 'marks' | 'competencyMarks', number>;

export async function writeMarks(db: Db, random: Random, school: School, today: string): Promise<MarksCounts> {
  const terms = await db.selectFrom('school_terms').select(['id', 'start_date', 'end_date', 'school_year']).orderBy('start_date').execute();
  const holding = terms.find((t) => t.start_date <= today && today <= t.end_date) ?? terms.at(-1);
  if (!holding) return { assessments: 0, marks: 0, competencyMarks: 0 };
  const year = terms.filter((t) => t.school_year === holding.school_year);
  const createdAt = `${today}T06:00:00.000Z`;
  const competencyIds: number[] = [];
  for (const [index, label] of COMPETENCIES.entries()) {
    const row = await db
      .insertInto('competencies')
      .values({ domain: COMMON_CORE_DOMAINS[index % COMMON_CORE_DOMAINS.length]!, label, created_at: createdAt, archived_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    competencyIds.push(row.id);
  }
  const pupilsOf = new Map<number, number[]>();
  for (const pupil of school.pupils) for (const id of pupil.subjectIds) pupilsOf.set(id, [...(pupilsOf.get(id) ?? []), pupil.id]);
  const lastAssessment = await db
    .selectFrom('assessments')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let assessmentId = Number(lastAssessment?.id ?? 0);
  // Written table by table, parents first: a mark's assessment must be written before it.
  const assessments = createSink(db, 'assessments');
  const made: Array<{ id: number; groupId: number; outOf: number | null; competencyId: number | null }> = [];
  const perTerm = Math.ceil(ASSESSMENTS_A_YEAR / year.length);
  for (const group of school.subjects) {
    const author = teacherUserId(school, group.teacherId);
    for (const term of year) {
      const span = Math.max(1, daysBetween(term.start_date, term.end_date));
      for (let n = 0; n < perTerm; n += 1) {
        const date = addDays(term.start_date, Math.floor(((n + 0.5) * span) / perTerm));
        const published = `${date}T17:00:00.000Z`;
        const isCompetencies = (n + group.discipline) % COMPETENCIES_EVERY === 0;
        const outOf = random.next() < 0.7 ? 20 : 10;
        const id = ++assessmentId;
        await assessments.add({
          id,
          subject_id: group.id,
          term_id: term.id,
          title: isCompetencies ? `Skills ${n + 1}` : `Test ${n + 1}`,
          date,
          kind: isCompetencies ? 'competencies' : 'mark',
          out_of: isCompetencies ? null : outOf,
          coefficient: isCompetencies ? 1 : random.next() < 0.2 ? 2 : 1,
          author_id: author,
          created_at: published,
          updated_at: published,
          published_at: published,
          release_at: published,
          parents_release_at: published,
          students_told_at: published,
          parents_told_at: published,
        });
        made.push({
          id,
          groupId: group.id,
          outOf: isCompetencies ? null : outOf,
          competencyId: isCompetencies ? competencyIds[(n + group.id) % competencyIds.length]! : null,
        });
      }
    }
  }
  const assessmentCount = await assessments.close();
  const links = createSink(db, 'assessment_competencies');
  const marks = createSink(db, 'marks');
  const levels = createSink(db, 'competency_marks');
  for (const assessment of made) {
    const pupils = pupilsOf.get(assessment.groupId) ?? [];
    const updatedAt = createdAt;
    if (assessment.competencyId !== null) {
      await links.add({ assessment_id: assessment.id, competency_id: assessment.competencyId });
      for (const childId of pupils)
        await levels.add({
          assessment_id: assessment.id,
          child_id: childId,
          competency_id: assessment.competencyId,
          level: 1 + random.int(4),
        });
      continue;
    }
    const outOf = assessment.outOf ?? 20;
    for (const childId of pupils) {
      const isAbsent = random.next() < 0.04;
      await marks.add({
        assessment_id: assessment.id,
        child_id: childId,
        value: isAbsent ? null : Math.round(outOf * (0.3 + 0.7 * random.next()) * 2) / 2,
        code: isAbsent ? 'absent' : null,
        comment: null,
        updated_at: updatedAt,
      });
    }
  }
  await links.close();
  const counts = { assessments: assessmentCount, marks: await marks.close(), competencyMarks: await levels.close() };
  // Each class's head teacher: the teacher of its first group.
  for (const schoolClass of school.classes) {
    const first = school.subjects.find((s) => s.classId === schoolClass.id);
    if (first) await db.updateTable('classes').set({ head_teacher_id: first.teacherId }).where('id', '=', schoolClass.id).execute();
  }
  await db.insertInto('term_reports').values({ term_id: holding.id, state: 'open', opened_at: createdAt, opened_by: null }).execute();
  return counts;
}
