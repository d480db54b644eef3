import {
  type AssessmentFact,
  DEFAULT_OUT_OF,
  type MarkFact,
  type TAssessmentGrid,
  type TAssessmentRelease,
  type TAssessmentRequest,
  type TAssessmentState,
  type TCompetency,
  type TCompetencyRequest,
  type TEditAssessmentRequest,
  type TMarkCode,
  type TMarksEntryRequest,
  type TStaffAssessment,
  type TStaffMarksGroupTerm,
  MARK_CODES,
  assessmentFigures,
  hasAtMostTwoDecimals,
  subjectFigures,
  zonedInstant,
} from '@carnet/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect';
import type { AssessmentsTable } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { type AuditEntry, recordAudit, recordAudits } from '../audit/audit';
import {
  AUDITED,
  type MarksClock,
  type MarksGroup,
  type WriteOptions,
  assertMarkable,
  assertTermOpen,
  closedTerms,
  describeGroups,
  domainOf,
  findMarkableGroup,
  findReadableAssessment,
  findReadableGroup,
  pupilsOfGroups,
  readableGroups,
  schoolDay,
  termOfDate,
  termsAround,
} from './marks-reach';
import { queueMarksRelease } from './marks-release';
import { readMarksSettings } from './marks-settings';

/** The staff side of marks (decision 114): a teacher's own groups, the office's reading and its lists. */

type AssessmentRow = Selectable<AssessmentsTable>;

export const codeOf = (code: string | null): TMarkCode | null =>
  code !== null && (MARK_CODES as readonly string[]).includes(code) ? (code as TMarkCode) : null;

/** Where an assessment stands at `now`: a draft, published and waiting, or released to the student. */
export function stateOf(row: Pick<AssessmentRow, 'published_at' | 'release_at'>, now: Date): TAssessmentState {
  if (row.published_at === null || row.release_at === null) return 'draft';
  return row.release_at <= now.toISOString() ? 'released' : 'published';
}

/** What the averages rule reads of the marks-kind assessments. */
export const factsOf = (rows: readonly Pick<AssessmentRow, 'id' | 'kind' | 'out_of' | 'coefficient'>[]): AssessmentFact[] =>
  rows.flatMap((r) => (r.kind === 'mark' && r.out_of !== null ? [{ id: r.id, outOf: r.out_of, coefficient: Number(r.coefficient) }] : []));

export async function marksOf(db: Db, assessmentIds: readonly number[]) {
  if (assessmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('marks')
    .select(['assessment_id', 'child_id', 'value', 'code', 'comment'])
    .where('assessment_id', 'in', assessmentIds)
    .execute();
  return rows.map((r) => ({ ...r, value: r.value === null ? null : Number(r.value), code: codeOf(r.code) }));
}

export const markFacts = (rows: Awaited<ReturnType<typeof marksOf>>): MarkFact[] =>
  rows.map((r) => ({ assessmentId: r.assessment_id, childId: r.child_id, value: r.value, code: r.code }));

export async function competenciesOf(db: Db, assessmentIds: readonly number[]) {
  if (assessmentIds.length === 0) return new Map<number, { id: number; domain: ReturnType<typeof domainOf>; label: string }[]>();
  const rows = await db
    .selectFrom('assessment_competencies')
    .innerJoin('competencies', 'competencies.id', 'assessment_competencies.competency_id')
    .select(['assessment_competencies.assessment_id', 'competencies.id', 'competencies.domain', 'competencies.label'])
    .where('assessment_competencies.assessment_id', 'in', assessmentIds)
    .orderBy('competencies.domain')
    .orderBy('competencies.id')
    .execute();
  const byAssessment = new Map<number, { id: number; domain: ReturnType<typeof domainOf>; label: string }[]>();
  for (const r of rows) {
    const list = byAssessment.get(r.assessment_id) ?? [];
    list.push({ id: r.id, domain: domainOf(r.domain), label: r.label });
    byAssessment.set(r.assessment_id, list);
  }
  return byAssessment;
}

async function levelsOf(db: Db, assessmentIds: readonly number[]) {
  if (assessmentIds.length === 0) return [];
  return db
    .selectFrom('competency_marks')
    .select(['assessment_id', 'child_id', 'competency_id', 'level'])
    .where('assessment_id', 'in', assessmentIds)
    .execute();
}

async function toStaffAssessments(db: Db, rows: readonly AssessmentRow[], groups: readonly MarksGroup[], now: Date) {
  const ids = rows.map((r) => r.id);
  const [pupils, marks, levels, competencies, closed] = await Promise.all([
    pupilsOfGroups(
      db,
      groups.map((g) => g.id),
    ),
    marksOf(db, ids),
    levelsOf(db, ids),
    competenciesOf(db, ids),
    closedTerms(
      db,
      rows.map((r) => r.term_id),
    ),
  ]);
  const archived = new Map(groups.map((g) => [g.id, g.archived_at]));
  return rows.map((r): TStaffAssessment => {
    const pupilIds = new Set(pupils.filter((p) => p.subject_id === r.subject_id).map((p) => p.id));
    const own = marks.filter((m) => m.assessment_id === r.id && pupilIds.has(m.child_id));
    const marked = new Set(own.filter((m) => m.value !== null || m.code !== null).map((m) => m.child_id));
    for (const l of levels) if (l.assessment_id === r.id && pupilIds.has(l.child_id)) marked.add(l.child_id);
    return {
      id: r.id,
      groupId: r.subject_id,
      termId: r.term_id,
      title: r.title,
      date: r.date,
      kind: r.kind === 'competencies' ? 'competencies' : 'mark',
      outOf: r.out_of,
      coefficient: Number(r.coefficient),
      competencies: competencies.get(r.id) ?? [],
      state: stateOf(r, now),
      publishedAt: r.published_at,
      releaseAt: r.release_at,
      parentsReleaseAt: r.parents_release_at,
      markedCount: marked.size,
      pupilsCount: pupilIds.size,
      classFigures: r.kind === 'mark' ? assessmentFigures(markFacts(own)) : null,
      isEditable: (archived.get(r.subject_id) ?? null) === null && !closed.has(r.term_id),
    };
  });
}

/** A teacher's own groups, the office's every one; archived ones only when asked for. */
export async function listMarksGroups(db: Db, actor: Actor, withArchived: boolean) {
  let query = readableGroups(db, actor).orderBy('subjects.teaching_group').orderBy('subjects.id');
  if (!withArchived) query = query.where('subjects.archived_at', 'is', null);
  return { groups: await describeGroups(db, await query.execute()) };
}

/** A group's term: its assessments (drafts included), each pupil's average and the class's figures. */
export async function getGroupTerm(
  db: Db,
  actor: Actor,
  groupId: number,
  termId: number | undefined,
  clock: MarksClock,
): Promise<TStaffMarksGroupTerm> {
  const group = await findReadableGroup(db, actor, groupId);
  const { terms, term } = await termsAround(db, schoolDay(clock), termId);
  const rows =
    term === null
      ? []
      : await db
          .selectFrom('assessments')
          .selectAll()
          .where('subject_id', '=', groupId)
          .where('term_id', '=', term.id)
          .orderBy('date')
          .orderBy('id')
          .execute();
  const pupils = await pupilsOfGroups(db, [groupId]);
  const marks = await marksOf(
    db,
    rows.map((r) => r.id),
  );
  const { byPupil, classFigures } = subjectFigures(
    factsOf(rows),
    markFacts(marks),
    pupils.map((p) => p.id),
  );
  const [described] = await describeGroups(db, [group]);
  return {
    group: described!,
    terms,
    term,
    assessments: await toStaffAssessments(db, rows, [group], clock.now),
    pupils: pupils.map((p) => ({ childId: p.id, firstName: p.first_name, lastName: p.last_name, average: byPupil.get(p.id) ?? null })),
    classFigures,
  };
}

/** The assessment and its grid: every pupil of the group with their mark, code, comment and levels. */
export async function getAssessmentGrid(db: Db, actor: Actor, id: number, clock: MarksClock): Promise<TAssessmentGrid> {
  const { assessment, group } = await findReadableAssessment(db, actor, id);
  return gridOf(db, assessment.id, group, clock);
}

async function gridOf(db: Db, id: number, group: MarksGroup, clock: MarksClock): Promise<TAssessmentGrid> {
  const row = await db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [pupils, marks, levels, [assessment], [described]] = await Promise.all([
    pupilsOfGroups(db, [group.id]),
    marksOf(db, [id]),
    levelsOf(db, [id]),
    toStaffAssessments(db, [row], [group], clock.now),
    describeGroups(db, [group]),
  ]);
  const markOf = new Map(marks.map((m) => [m.child_id, m]));
  return {
    assessment: assessment!,
    group: described!,
    rows: pupils.map((p) => {
      const mark = markOf.get(p.id);
      return {
        childId: p.id,
        firstName: p.first_name,
        lastName: p.last_name,
        value: mark?.value ?? null,
        code: mark?.code ?? null,
        comment: mark?.comment ?? null,
        levels: levels
          .filter((l) => l.child_id === p.id)
          .sort((a, b) => a.competency_id - b.competency_id)
          .map((l) => ({ competencyId: l.competency_id, level: l.level as 1 | 2 | 3 | 4 })),
      };
    }),
  };
}

/** The competencies asked for, once each, all of the school's current list (or already the assessment's). */
async function checkCompetencies(db: Db, ids: readonly number[], alreadyOn: readonly number[] = []): Promise<number[]> {
  const unique = [...new Set(ids)];
  const active = await db
    .selectFrom('competencies')
    .select('id')
    .where('id', 'in', unique)
    .where((eb) =>
      alreadyOn.length === 0 ? eb('archived_at', 'is', null) : eb.or([eb('archived_at', 'is', null), eb('id', 'in', alreadyOn)]),
    )
    .execute();
  if (active.length !== unique.length) throw badRequest('marks.unknownCompetency');
  return unique.sort((a, b) => a - b);
}

const auditOf = (r: Pick<AssessmentRow, 'title' | 'date' | 'kind' | 'out_of' | 'coefficient' | 'subject_id'>) => ({
  groupId: r.subject_id,
  title: r.title,
  date: r.date,
  kind: r.kind,
  outOf: r.out_of,
  coefficient: Number(r.coefficient),
});

/** A new assessment of the caller's own group, a draft: its term is the one holding its date. */
export async function createAssessment(
  db: Db,
  actor: Actor,
  input: TAssessmentRequest,
  clock: MarksClock,
  options: WriteOptions = AUDITED,
): Promise<TAssessmentGrid> {
  const group = await findMarkableGroup(db, actor, input.groupId);
  let competencyIds: number[] = [];
  if (input.kind === 'competencies') {
    if (input.outOf !== undefined) throw badRequest('marks.kindMismatch');
    if (input.competencyIds === undefined) throw badRequest('marks.competenciesNeeded');
    competencyIds = await checkCompetencies(db, input.competencyIds);
  } else if (input.competencyIds !== undefined) {
    throw badRequest('marks.kindMismatch');
  }
  const termId = await termOfDate(db, input.date);
  await assertTermOpen(db, termId);
  const at = clock.now.toISOString();
  const values = {
    subject_id: group.id,
    term_id: termId,
    title: input.title,
    date: input.date,
    kind: input.kind,
    out_of: input.kind === 'mark' ? (input.outOf ?? DEFAULT_OUT_OF) : null,
    coefficient: input.coefficient ?? 1,
    author_id: actor.userId,
    created_at: at,
    updated_at: at,
    published_at: null,
    release_at: null,
    parents_release_at: null,
    students_told_at: null,
    parents_told_at: null,
  };
  const id = await inTransaction(db, async (trx) => {
    const { id } = await trx.insertInto('assessments').values(values).returning('id').executeTakeFirstOrThrow();
    if (competencyIds.length > 0)
      await trx
        .insertInto('assessment_competencies')
        .values(competencyIds.map((competency_id) => ({ assessment_id: id, competency_id })))
        .execute();
    if (options.isAudited)
      await recordAudit(trx, actor, { action: 'create', entity: 'assessment', entityId: id, after: { ...auditOf(values), competencyIds } });
    return id;
  });
  return gridOf(db, id, group, clock);
}

/** The assessment of the caller's own group, when it may still change (group not archived, term open). */
async function findChangeable(db: Db, actor: Actor, id: number) {
  const { assessment, group } = await findReadableAssessment(db, actor, id);
  assertMarkable(actor, group);
  await assertTermOpen(db, assessment.term_id);
  return { assessment, group };
}

/** Changes an assessment; its kind never changes, its total never goes below a mark given. */
export async function editAssessment(
  db: Db,
  actor: Actor,
  id: number,
  input: TEditAssessmentRequest,
  clock: MarksClock,
  options: WriteOptions = AUDITED,
): Promise<TAssessmentGrid> {
  const { assessment, group } = await findChangeable(db, actor, id);
  const isMark = assessment.kind === 'mark';
  if ((isMark && input.competencyIds !== undefined) || (!isMark && input.outOf !== undefined)) throw badRequest('marks.kindMismatch');
  const termId = input.date === undefined ? assessment.term_id : await termOfDate(db, input.date);
  if (termId !== assessment.term_id) await assertTermOpen(db, termId);
  if (input.outOf !== undefined) {
    const top = await db
      .selectFrom('marks')
      .select((eb) => eb.fn.max('value').as('top'))
      .where('assessment_id', '=', id)
      .executeTakeFirst();
    if (top?.top !== null && top?.top !== undefined && Number(top.top) > input.outOf)
      throw badRequest('marks.aboveOutOf', { outOf: input.outOf });
  }
  const current = (await db.selectFrom('assessment_competencies').select('competency_id').where('assessment_id', '=', id).execute()).map(
    (r) => r.competency_id,
  );
  let competencyIds = current;
  if (input.competencyIds !== undefined) {
    competencyIds = await checkCompetencies(db, input.competencyIds, current);
    const removed = current.filter((c) => !competencyIds.includes(c));
    if (removed.length > 0) {
      const given = await db
        .selectFrom('competency_marks')
        .select('child_id')
        .where('assessment_id', '=', id)
        .where('competency_id', 'in', removed)
        .executeTakeFirst();
      if (given) throw badRequest('marks.levelsGiven');
    }
  }
  const changes = {
    title: input.title ?? assessment.title,
    date: input.date ?? assessment.date,
    term_id: termId,
    out_of: isMark ? (input.outOf ?? assessment.out_of) : null,
    coefficient: input.coefficient ?? Number(assessment.coefficient),
    updated_at: clock.now.toISOString(),
  };
  await inTransaction(db, async (trx) => {
    await trx.updateTable('assessments').set(changes).where('id', '=', id).execute();
    if (input.competencyIds !== undefined) {
      await trx.deleteFrom('assessment_competencies').where('assessment_id', '=', id).execute();
      await trx
        .insertInto('assessment_competencies')
        .values(competencyIds.map((competency_id) => ({ assessment_id: id, competency_id })))
        .execute();
    }
    if (options.isAudited)
      await recordAudit(trx, actor, {
        action: 'update',
        entity: 'assessment',
        entityId: id,
        before: { ...auditOf(assessment), competencyIds: current },
        after: { ...auditOf({ ...assessment, ...changes }), competencyIds },
      });
  });
  return gridOf(db, id, group, clock);
}

/** Deletes an assessment and its marks until its release; after, it is a record families saw (409). */
export async function deleteAssessment(
  db: Db,
  actor: Actor,
  id: number,
  clock: MarksClock,
  options: WriteOptions = AUDITED,
): Promise<void> {
  const { assessment } = await findChangeable(db, actor, id);
  if (stateOf(assessment, clock.now) === 'released') throw new AppError('CONFLICT', 'marks.alreadyReleased');
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('competency_marks').where('assessment_id', '=', id).execute();
    await trx.deleteFrom('marks').where('assessment_id', '=', id).execute();
    await trx.deleteFrom('assessment_competencies').where('assessment_id', '=', id).execute();
    await trx.deleteFrom('assessments').where('id', '=', id).execute();
    if (options.isAudited)
      await recordAudit(trx, actor, { action: 'delete', entity: 'assessment', entityId: id, before: auditOf(assessment) });
  });
}

/**
 * The marks of the pupils listed (a pupil left out keeps theirs). Each entry is the pupil's whole line: a
 * field left out is cleared, and a line with nothing left is removed. Every entry is checked before any
 * is written.
 */
export async function enterMarks(
  db: Db,
  actor: Actor,
  id: number,
  input: TMarksEntryRequest,
  clock: MarksClock,
  options: WriteOptions = AUDITED,
): Promise<TAssessmentGrid> {
  const { assessment, group } = await findChangeable(db, actor, id);
  const pupils = new Set((await pupilsOfGroups(db, [group.id])).map((p) => p.id));
  const assessed = new Set(
    (await db.selectFrom('assessment_competencies').select('competency_id').where('assessment_id', '=', id).execute()).map(
      (r) => r.competency_id,
    ),
  );
  const isMark = assessment.kind === 'mark';
  const outOf = assessment.out_of ?? 0;
  const seen = new Set<number>();
  for (const entry of input.marks) {
    if (seen.has(entry.childId)) throw badRequest('marks.pupilTwice');
    seen.add(entry.childId);
    if (!pupils.has(entry.childId)) throw badRequest('marks.notInGroup');
    const value = entry.value ?? null;
    const code = entry.code ?? null;
    const levels = entry.levels ?? [];
    if (value !== null && code !== null) throw badRequest('marks.valueAndCode');
    if (isMark) {
      if (levels.length > 0) throw badRequest('marks.levelsOnlyCompetencies');
      if (value !== null && value > outOf) throw badRequest('marks.aboveOutOf', { outOf });
      if (value !== null && !hasAtMostTwoDecimals(value)) throw badRequest('marks.tooManyDecimals');
    } else {
      if (value !== null) throw badRequest('marks.valueOnlyMarks');
      if (levels.length > 0 && code !== null) throw badRequest('marks.levelsAndCode');
      const given = new Set<number>();
      for (const level of levels) {
        if (!assessed.has(level.competencyId)) throw badRequest('marks.levelNotAssessed');
        if (given.has(level.competencyId)) throw badRequest('marks.levelTwice');
        given.add(level.competencyId);
      }
    }
  }
  const childIds = input.marks.map((m) => m.childId);
  const before = new Map((await marksOf(db, [id])).filter((m) => seen.has(m.child_id)).map((m) => [m.child_id, m]));
  const at = clock.now.toISOString();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('marks').where('assessment_id', '=', id).where('child_id', 'in', childIds).execute();
    await trx.deleteFrom('competency_marks').where('assessment_id', '=', id).where('child_id', 'in', childIds).execute();
    const rows = input.marks.flatMap((m) =>
      (m.value ?? null) === null && (m.code ?? null) === null && (m.comment ?? null) === null
        ? []
        : [
            {
              assessment_id: id,
              child_id: m.childId,
              value: m.value ?? null,
              code: m.code ?? null,
              comment: m.comment ?? null,
              updated_at: at,
            },
          ],
    );
    if (rows.length > 0) await trx.insertInto('marks').values(rows).execute();
    const levels = input.marks.flatMap((m) =>
      (m.levels ?? []).map((l) => ({ assessment_id: id, child_id: m.childId, competency_id: l.competencyId, level: l.level })),
    );
    if (levels.length > 0) await trx.insertInto('competency_marks').values(levels).execute();
    await trx.updateTable('assessments').set({ updated_at: at }).where('id', '=', id).execute();
    if (options.isAudited)
      await recordAudits(
        trx,
        actor,
        input.marks.map((m): AuditEntry => {
          const was = before.get(m.childId);
          return {
            action: 'update',
            entity: 'marks',
            entityId: id,
            childId: m.childId,
            before: was ? { value: was.value, code: was.code, comment: was.comment } : null,
            after: { value: m.value ?? null, code: m.code ?? null, comment: m.comment ?? null, levels: m.levels ?? [] },
          };
        }),
      );
  });
  return gridOf(db, id, group, clock);
}

/**
 * When families see an assessment published at `now`: the student at today's release time on the school's
 * clocks, or now if it has passed; the parents the school's delay later.
 */
export async function releaseTimes(db: Db, clock: MarksClock): Promise<{ releaseAt: Date; parentsReleaseAt: Date }> {
  const settings = await readMarksSettings(db);
  const today = new Date(zonedInstant(schoolDay(clock), settings.releaseTime, clock.timeZone));
  const releaseAt = today.getTime() > clock.now.getTime() ? today : clock.now;
  return { releaseAt, parentsReleaseAt: new Date(releaseAt.getTime() + settings.parentsDelayMinutes * 60_000) };
}

/** Publishes an assessment: its release is fixed, and the release's notices are queued in the same transaction. */
export async function publishAssessment(
  db: Db,
  actor: Actor,
  id: number,
  clock: MarksClock,
  options: WriteOptions = AUDITED,
): Promise<TAssessmentRelease> {
  const { assessment } = await findChangeable(db, actor, id);
  if (assessment.published_at !== null) throw new AppError('CONFLICT', 'marks.alreadyPublished');
  const { releaseAt, parentsReleaseAt } = await releaseTimes(db, clock);
  const release = { releaseAt: releaseAt.toISOString(), parentsReleaseAt: parentsReleaseAt.toISOString() };
  await inTransaction(db, async (trx) => {
    const published = await trx
      .updateTable('assessments')
      .set({ published_at: clock.now.toISOString(), release_at: release.releaseAt, parents_release_at: release.parentsReleaseAt })
      .where('id', '=', id)
      .where('published_at', 'is', null)
      .executeTakeFirst();
    // A second publishing that raced this one finds it published.
    if (Number(published.numUpdatedRows) !== 1) throw new AppError('CONFLICT', 'marks.alreadyPublished');
    await queueMarksRelease(trx, { releaseAt, parentsReleaseAt }, clock.now);
    if (options.isAudited) await recordAudit(trx, actor, { action: 'publish', entity: 'assessment', entityId: id, after: release });
  });
  return release;
}

const toCompetency = (r: { id: number; domain: string; label: string; archived_at: string | null }): TCompetency => ({
  id: r.id,
  domain: domainOf(r.domain),
  label: r.label,
  archivedAt: r.archived_at,
});

/** The school's list of competencies, archived ones included, by domain. */
export async function listCompetencies(db: Db): Promise<{ competencies: TCompetency[] }> {
  const rows = await db
    .selectFrom('competencies')
    .select(['id', 'domain', 'label', 'archived_at'])
    .orderBy('domain')
    .orderBy('id')
    .execute();
  return { competencies: rows.map(toCompetency) };
}

export async function createCompetency(
  db: Db,
  actor: Actor,
  input: TCompetencyRequest,
  options: WriteOptions = AUDITED,
): Promise<TCompetency> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('competencies')
      .values({ domain: input.domain, label: input.label, created_at: new Date().toISOString(), archived_at: null })
      .returning(['id', 'domain', 'label', 'archived_at'])
      .executeTakeFirstOrThrow();
    if (options.isAudited) await recordAudit(trx, actor, { action: 'create', entity: 'competency', entityId: row.id, after: input });
    return toCompetency(row);
  });
}

async function findCompetency(db: Db, id: number) {
  const row = await db.selectFrom('competencies').select(['id', 'domain', 'label', 'archived_at']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Competency');
  return row;
}

export async function updateCompetency(db: Db, actor: Actor, id: number, input: TCompetencyRequest): Promise<TCompetency> {
  const before = await findCompetency(db, id);
  await inTransaction(db, async (trx) => {
    await trx.updateTable('competencies').set({ domain: input.domain, label: input.label }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'competency',
      entityId: id,
      before: { domain: before.domain, label: before.label },
      after: input,
    });
  });
  return toCompetency(await findCompetency(db, id));
}

/** Archives a competency: no longer offered; the assessments that used it keep it. */
export async function archiveCompetency(db: Db, actor: Actor, id: number, clock: MarksClock): Promise<void> {
  const before = await findCompetency(db, id);
  if (before.archived_at !== null) return;
  await inTransaction(db, async (trx) => {
    await trx.updateTable('competencies').set({ archived_at: clock.now.toISOString() }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'remove',
      entity: 'competency',
      entityId: id,
      before: { domain: before.domain, label: before.label },
    });
  });
}
