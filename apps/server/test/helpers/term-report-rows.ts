import type { Db } from '../../src/db/connect';

/** An assessment written straight into the table (the marks module's own routes are tested apart). */
export async function insertAssessment(
  db: Db,
  input: {
    subjectId: number;
    termId: number;
    authorId: number;
    title: string;
    date: string;
    kind?: 'mark' | 'competencies';
    outOf?: number | null;
    coefficient?: number;
    published?: boolean;
    /** When the parents see it (now by default). */
    parentsReleaseAt?: string;
  },
): Promise<number> {
  const at = new Date().toISOString();
  const kind = input.kind ?? 'mark';
  const row = await db
    .insertInto('assessments')
    .values({
      subject_id: input.subjectId,
      term_id: input.termId,
      title: input.title,
      date: input.date,
      kind,
      out_of: kind === 'mark' ? (input.outOf ?? 20) : null,
      coefficient: input.coefficient ?? 1,
      author_id: input.authorId,
      created_at: at,
      updated_at: at,
      published_at: input.published === false ? null : at,
      release_at: input.published === false ? null : at,
      parents_release_at: input.published === false ? null : (input.parentsReleaseAt ?? at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMarks(
  db: Db,
  assessmentId: number,
  marks: Array<{ childId: number; value?: number | null; code?: 'absent' | 'exempt' | 'notMarked' | null; comment?: string }>,
) {
  await db
    .insertInto('marks')
    .values(
      marks.map((m) => ({
        assessment_id: assessmentId,
        child_id: m.childId,
        value: m.value ?? null,
        code: m.code ?? null,
        comment: m.comment ?? null,
        updated_at: new Date().toISOString(),
      })),
    )
    .execute();
}

export async function insertCompetency(db: Db, domain: string, label: string): Promise<number> {
  const row = await db
    .insertInto('competencies')
    .values({ domain, label, created_at: new Date().toISOString(), archived_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertLevels(db: Db, assessmentId: number, competencyId: number, levels: Array<{ childId: number; level: number }>) {
  await db
    .insertInto('assessment_competencies')
    .values({ assessment_id: assessmentId, competency_id: competencyId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('competency_marks')
    .values(levels.map((l) => ({ assessment_id: assessmentId, child_id: l.childId, competency_id: competencyId, level: l.level })))
    .execute();
}

/** The term holding a day (the demo seeds the terms of this school year and the last). */
export async function termHolding(db: Db, day: string) {
  return db
    .selectFrom('school_terms')
    .select(['id', 'name', 'school_year', 'start_date', 'end_date'])
    .where('start_date', '<=', day)
    .where('end_date', '>=', day)
    .executeTakeFirstOrThrow();
}
