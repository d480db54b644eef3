import {
  type TAppreciationsRequest,
  type TClassAppreciations,
  type TGroupAppreciations,
  type THeadTeacherRequest,
  type TMarkCode,
  type TTermReportOverview,
  type TTermReportState,
  type TTermReportSummary,
  schoolYearOf,
  subjectFigures,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudits } from '../audit/audit';
import { enqueueJob } from '../../jobs/jobs';
import { type TermRow, findTerm, loadPupilReports } from './term-report-facts';

/**
 * The term report's rules (decision 114). The office opens a term; a group's teacher writes its
 * appreciations (the office reads them, and is refused the writing: 403); the class's head teacher or the
 * office writes the general ones; writes only while the term is 'open' (409), only for the group's or the
 * class's pupils (400); an empty text removes one. Every staff write is in the audit log.
 */

export type WriteOptions = { readonly isAudited: boolean };
const AUDITED: WriteOptions = { isAudited: true };
export const TERM_REPORT_JOB = 'term-reports' as const;

type TermReportRow = {
  state: string;
  opened_at: string;
  published_at: string | null;
  progress_done: number;
  progress_total: number;
  failure: string | null;
};

function summaryOf(term: TermRow, row: TermReportRow | undefined): TTermReportSummary {
  const state = (row?.state ?? 'notOpened') as TTermReportState;
  return {
    termId: term.id,
    name: term.name,
    start: term.start_date,
    end: term.end_date,
    state,
    openedAt: row?.opened_at ?? null,
    publishedAt: row?.published_at ?? null,
    progress: row && (state === 'publishing' || state === 'published') ? { done: row.progress_done, total: row.progress_total } : null,
    failure: row?.failure ?? null,
  };
}

const reportRow = (db: Db, termId: number) =>
  db
    .selectFrom('term_reports')
    .select(['state', 'opened_at', 'published_at', 'progress_done', 'progress_total', 'failure'])
    .where('term_id', '=', termId)
    .executeTakeFirst();

export async function termOrThrow(db: Db, termId: number): Promise<TermRow> {
  const term = await findTerm(db, termId);
  if (!term) throw notFound('Term');
  return term;
}

export async function termSummary(db: Db, termId: number): Promise<TTermReportSummary> {
  const term = await termOrThrow(db, termId);
  return summaryOf(term, await reportRow(db, termId));
}

/** The school year's terms (the one holding today) with their reports' state. */
export async function listTermReports(db: Db, today: string): Promise<{ terms: TTermReportSummary[] }> {
  const terms = await db
    .selectFrom('school_terms')
    .leftJoin('term_reports', 'term_reports.term_id', 'school_terms.id')
    .select([
      'school_terms.id',
      'school_terms.name',
      'school_terms.school_year',
      'school_terms.start_date',
      'school_terms.end_date',
      'term_reports.state',
      'term_reports.opened_at',
      'term_reports.published_at',
      'term_reports.progress_done',
      'term_reports.progress_total',
      'term_reports.failure',
    ])
    .where('school_terms.school_year', '=', schoolYearOf(today))
    .orderBy('school_terms.start_date')
    .execute();
  return {
    terms: terms.map((t) =>
      summaryOf(
        t,
        t.state === null
          ? undefined
          : {
              state: t.state,
              opened_at: t.opened_at!,
              published_at: t.published_at,
              progress_done: t.progress_done ?? 0,
              progress_total: t.progress_total ?? 0,
              failure: t.failure,
            },
      ),
    ),
  };
}

/** The groups a caller writes or reads for: the office every group in use, a teacher their own. */
function groupsQuery(db: Db, actor: Actor) {
  let query = db
    .selectFrom('subjects')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .leftJoin('classes', 'classes.id', 'subjects.class_id')
    .select([
      'subjects.id',
      'subjects.name',
      'subjects.teaching_group',
      'subjects.teacher_id',
      'subjects.archived_at',
      'classes.name as class_name',
      'teachers.first_name',
      'teachers.last_name',
    ])
    .where('subjects.archived_at', 'is', null);
  if (!isOffice(actor)) query = query.where('subjects.teacher_id', '=', actor.teacherId ?? -1);
  return query;
}

export async function termOverview(db: Db, actor: Actor, termId: number): Promise<TTermReportOverview> {
  const term = await termSummary(db, termId);
  const groups = await groupsQuery(db, actor).orderBy('subjects.teaching_group').orderBy('subjects.name').execute();
  const groupIds = groups.map((g) => g.id);
  const pupilCounts =
    groupIds.length === 0
      ? []
      : await db
          .selectFrom('child_subjects')
          .innerJoin('children', 'children.id', 'child_subjects.child_id')
          .select(['child_subjects.subject_id', (eb) => eb.fn.countAll<number>().as('count')])
          .where('children.deactivated_at', 'is', null)
          .groupBy('child_subjects.subject_id')
          .execute();
  const written = await db
    .selectFrom('report_appreciations')
    .select(['subject_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('term_id', '=', termId)
    .groupBy('subject_id')
    .execute();
  const countOf = (rows: { subject_id: number; count: number | string | bigint }[], id: number) =>
    Number(rows.find((r) => r.subject_id === id)?.count ?? 0);
  let classes = db
    .selectFrom('classes')
    .leftJoin('teachers', 'teachers.id', 'classes.head_teacher_id')
    .select(['classes.id', 'classes.name', 'classes.head_teacher_id', 'teachers.first_name', 'teachers.last_name'])
    .where('classes.closed_at', 'is', null);
  if (!isOffice(actor)) classes = classes.where('classes.head_teacher_id', '=', actor.teacherId ?? -1);
  const classRows = await classes.orderBy('classes.name').execute();
  const classPupils = await db
    .selectFrom('children')
    .select(['class_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('deactivated_at', 'is', null)
    .where('class_id', 'is not', null)
    .groupBy('class_id')
    .execute();
  const classWritten = await db
    .selectFrom('general_appreciations')
    .innerJoin('children', 'children.id', 'general_appreciations.child_id')
    .select(['children.class_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('general_appreciations.term_id', '=', termId)
    .groupBy('children.class_id')
    .execute();
  return {
    term,
    groups: groups.map((g) => ({
      groupId: g.id,
      subject: g.name,
      className: g.class_name ?? g.teaching_group,
      teacherName: `${g.first_name} ${g.last_name}`.trim(),
      pupilsCount: countOf(pupilCounts, g.id),
      writtenCount: countOf(written, g.id),
    })),
    classes: classRows.map((c) => ({
      classId: c.id,
      name: c.name,
      headTeacherId: c.head_teacher_id,
      headTeacherName: c.first_name === null ? null : `${c.first_name} ${c.last_name ?? ''}`.trim(),
      pupilsCount: Number(classPupils.find((r) => r.class_id === c.id)?.count ?? 0),
      writtenCount: Number(classWritten.find((r) => r.class_id === c.id)?.count ?? 0),
      canWrite: term.state === 'open',
    })),
  };
}

/** The group when the caller reaches it: its teacher writes, the office reads; 404 otherwise. */
async function reachGroup(db: Db, actor: Actor, groupId: number) {
  const group = await db
    .selectFrom('subjects')
    .leftJoin('classes', 'classes.id', 'subjects.class_id')
    .select([
      'subjects.id',
      'subjects.name',
      'subjects.teaching_group',
      'subjects.teacher_id',
      'subjects.archived_at',
      'classes.name as class_name',
    ])
    .where('subjects.id', '=', groupId)
    .executeTakeFirst();
  const isTeacher = group !== undefined && actor.teacherId !== null && group.teacher_id === actor.teacherId;
  if (!group || (!isTeacher && !isOffice(actor))) throw notFound('Teaching group');
  return { group, isTeacher };
}

async function groupPupils(db: Db, groupId: number) {
  return db
    .selectFrom('child_subjects')
    .innerJoin('children', 'children.id', 'child_subjects.child_id')
    .select(['children.id', 'children.first_name', 'children.last_name'])
    .where('child_subjects.subject_id', '=', groupId)
    .where('children.deactivated_at', 'is', null)
    .orderBy('children.last_name')
    .orderBy('children.first_name')
    .orderBy('children.id')
    .execute();
}

export async function groupAppreciations(db: Db, actor: Actor, termId: number, groupId: number): Promise<TGroupAppreciations> {
  const term = await termSummary(db, termId);
  const { group, isTeacher } = await reachGroup(db, actor, groupId);
  const pupils = await groupPupils(db, groupId);
  const assessments = await db
    .selectFrom('assessments')
    .select(['id', 'out_of', 'coefficient'])
    .where('subject_id', '=', groupId)
    .where('term_id', '=', termId)
    .where('kind', '=', 'mark')
    .where('published_at', 'is not', null)
    .execute();
  const marks =
    assessments.length === 0
      ? []
      : await db
          .selectFrom('marks')
          .select(['assessment_id', 'child_id', 'value', 'code'])
          .where(
            'assessment_id',
            'in',
            assessments.map((a) => a.id),
          )
          .execute();
  const { byPupil, classFigures } = subjectFigures(
    assessments.map((a) => ({ id: a.id, outOf: a.out_of ?? 20, coefficient: Number(a.coefficient) })),
    marks.map((m) => ({
      assessmentId: m.assessment_id,
      childId: m.child_id,
      value: m.value === null ? null : Number(m.value),
      code: m.code as TMarkCode | null,
    })),
    pupils.map((p) => p.id),
  );
  const texts = await db
    .selectFrom('report_appreciations')
    .select(['child_id', 'text'])
    .where('term_id', '=', termId)
    .where('subject_id', '=', groupId)
    .execute();
  const textOf = new Map(texts.map((t) => [t.child_id, t.text]));
  return {
    term,
    groupId,
    subject: group.name,
    className: group.class_name ?? group.teaching_group,
    classFigures,
    pupils: pupils.map((p) => ({
      childId: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      average: byPupil.get(p.id) ?? null,
      appreciation: textOf.get(p.id) ?? '',
    })),
    canWrite: isTeacher && term.state === 'open' && group.archived_at === null,
  };
}

/** The class when the caller reaches it: its head teacher or the office; 404 otherwise. */
async function reachClass(db: Db, actor: Actor, classId: number) {
  const row = await db.selectFrom('classes').select(['id', 'name', 'head_teacher_id']).where('id', '=', classId).executeTakeFirst();
  const isHead = row !== undefined && actor.teacherId !== null && row.head_teacher_id === actor.teacherId;
  if (!row || (!isHead && !isOffice(actor))) throw notFound('Class');
  return row;
}

async function classPupilIds(db: Db, classId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('children')
    .select('id')
    .where('class_id', '=', classId)
    .where('deactivated_at', 'is', null)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function classAppreciations(
  db: Db,
  actor: Actor,
  termId: number,
  classId: number,
  timeZone: string,
): Promise<TClassAppreciations> {
  const term = await termSummary(db, termId);
  const row = await reachClass(db, actor, classId);
  const reports = await loadPupilReports(db, (await findTerm(db, termId))!, await classPupilIds(db, classId), timeZone);
  return {
    term,
    classId,
    name: row.name,
    pupils: reports.map((r) => ({
      childId: r.childId,
      firstName: r.firstName,
      lastName: r.lastName,
      overallAverage: r.overallAverage,
      subjects: r.subjects.map((s) => ({ subject: s.subject, average: s.average, appreciation: s.appreciation })),
      appreciation: r.general,
    })),
    canWrite: term.state === 'open',
  };
}

async function assertOpen(db: Db, termId: number) {
  await termOrThrow(db, termId);
  const row = await reportRow(db, termId);
  if (row?.state !== 'open') throw new AppError('CONFLICT', 'termReports.notOpen');
}

function assertDistinct(input: TAppreciationsRequest) {
  const ids = input.appreciations.map((a) => a.childId);
  if (new Set(ids).size !== ids.length) throw badRequest('termReports.duplicatePupil');
}

export async function writeGroupAppreciations(
  db: Db,
  actor: Actor,
  termId: number,
  groupId: number,
  input: TAppreciationsRequest,
  at: Date,
  options: WriteOptions = AUDITED,
): Promise<TGroupAppreciations> {
  await termOrThrow(db, termId);
  const { group, isTeacher } = await reachGroup(db, actor, groupId);
  if (!isTeacher) throw forbidden('termReports.teacherWrites');
  // A group archived with its school year is a record: its appreciations are read, not written.
  if (group.archived_at !== null) throw new AppError('CONFLICT', 'termReports.archived');
  await assertOpen(db, termId);
  assertDistinct(input);
  const pupils = new Set((await groupPupils(db, groupId)).map((p) => p.id));
  if (input.appreciations.some((a) => !pupils.has(a.childId))) throw badRequest('termReports.notOfGroup');
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('report_appreciations')
      .select(['child_id', 'text'])
      .where('term_id', '=', termId)
      .where('subject_id', '=', groupId)
      .where(
        'child_id',
        'in',
        input.appreciations.map((a) => a.childId),
      )
      .execute();
    const beforeOf = new Map(before.map((b) => [b.child_id, b.text]));
    const changed = input.appreciations.filter((a) => (beforeOf.get(a.childId) ?? '') !== a.text.trim());
    for (const item of changed) {
      const text = item.text.trim();
      if (text === '') {
        await trx
          .deleteFrom('report_appreciations')
          .where('term_id', '=', termId)
          .where('subject_id', '=', groupId)
          .where('child_id', '=', item.childId)
          .execute();
      } else {
        await trx
          .insertInto('report_appreciations')
          .values({
            term_id: termId,
            subject_id: groupId,
            child_id: item.childId,
            text,
            author_id: actor.userId,
            updated_at: at.toISOString(),
          })
          .onConflict((oc) =>
            oc.columns(['term_id', 'subject_id', 'child_id']).doUpdateSet({ text, author_id: actor.userId, updated_at: at.toISOString() }),
          )
          .execute();
      }
    }
    if (options.isAudited && changed.length > 0)
      await recordAudits(
        trx,
        actor,
        changed.map((item) => ({
          action: beforeOf.has(item.childId) ? (item.text.trim() === '' ? 'delete' : 'update') : 'create',
          entity: 'appreciation',
          entityId: groupId,
          childId: item.childId,
          before: beforeOf.has(item.childId) ? { termId, groupId, text: beforeOf.get(item.childId) } : null,
          after: item.text.trim() === '' ? null : { termId, groupId, text: item.text.trim() },
        })),
      );
  });
  return groupAppreciations(db, actor, termId, groupId);
}

export async function writeClassAppreciations(
  db: Db,
  actor: Actor,
  termId: number,
  classId: number,
  input: TAppreciationsRequest,
  at: Date,
  timeZone: string,
  options: WriteOptions = AUDITED,
): Promise<TClassAppreciations> {
  await termOrThrow(db, termId);
  await reachClass(db, actor, classId);
  await assertOpen(db, termId);
  assertDistinct(input);
  const pupils = new Set(await classPupilIds(db, classId));
  if (input.appreciations.some((a) => !pupils.has(a.childId))) throw badRequest('termReports.notOfClass');
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('general_appreciations')
      .select(['child_id', 'text'])
      .where('term_id', '=', termId)
      .where(
        'child_id',
        'in',
        input.appreciations.map((a) => a.childId),
      )
      .execute();
    const beforeOf = new Map(before.map((b) => [b.child_id, b.text]));
    const changed = input.appreciations.filter((a) => (beforeOf.get(a.childId) ?? '') !== a.text.trim());
    for (const item of changed) {
      const text = item.text.trim();
      if (text === '') {
        await trx.deleteFrom('general_appreciations').where('term_id', '=', termId).where('child_id', '=', item.childId).execute();
      } else {
        await trx
          .insertInto('general_appreciations')
          .values({ term_id: termId, child_id: item.childId, text, author_id: actor.userId, updated_at: at.toISOString() })
          .onConflict((oc) =>
            oc.columns(['term_id', 'child_id']).doUpdateSet({ text, author_id: actor.userId, updated_at: at.toISOString() }),
          )
          .execute();
      }
    }
    if (options.isAudited && changed.length > 0)
      await recordAudits(
        trx,
        actor,
        changed.map((item) => ({
          action: beforeOf.has(item.childId) ? (item.text.trim() === '' ? 'delete' : 'update') : 'create',
          entity: 'appreciation',
          entityId: classId,
          childId: item.childId,
          before: beforeOf.has(item.childId) ? { termId, classId, text: beforeOf.get(item.childId) } : null,
          after: item.text.trim() === '' ? null : { termId, classId, text: item.text.trim() },
        })),
      );
  });
  return classAppreciations(db, actor, termId, classId, timeZone);
}

/** The office opens a term's reports for writing; 409 when they were opened already. */
export async function openTermReports(db: Db, actor: Actor, termId: number, at: Date, options: WriteOptions = AUDITED) {
  await termOrThrow(db, termId);
  await inTransaction(db, async (trx) => {
    if (await reportRow(trx, termId)) throw new AppError('CONFLICT', 'termReports.alreadyOpened');
    await trx
      .insertInto('term_reports')
      .values({ term_id: termId, state: 'open', opened_at: at.toISOString(), opened_by: actor.userId })
      .execute();
    if (options.isAudited)
      await recordAudits(trx, actor, [{ action: 'create', entity: 'termReport', entityId: termId, after: { termId, state: 'open' } }]);
  });
  return termSummary(db, termId);
}

/** The office names a class's head teacher (null: none). */
export async function setHeadTeacher(db: Db, actor: Actor, classId: number, input: THeadTeacherRequest, options: WriteOptions = AUDITED) {
  const row = await db.selectFrom('classes').select(['id', 'head_teacher_id']).where('id', '=', classId).executeTakeFirst();
  if (!row) throw notFound('Class');
  if (input.teacherId !== null) {
    const teacher = await db
      .selectFrom('teachers')
      .select('id')
      .where('id', '=', input.teacherId)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst();
    if (!teacher) throw badRequest('termReports.unknownTeacher');
  }
  await inTransaction(db, async (trx) => {
    await trx.updateTable('classes').set({ head_teacher_id: input.teacherId }).where('id', '=', classId).execute();
    if (options.isAudited)
      await recordAudits(trx, actor, [
        {
          action: 'update',
          entity: 'class',
          entityId: classId,
          before: { headTeacherId: row.head_teacher_id },
          after: { headTeacherId: input.teacherId },
        },
      ]);
  });
  return { success: true as const };
}

/** The pupils a term's reports are for: every active pupil in a class, by class then name (a batch holds a class's pupils together). */
export function reportPupils(db: Db) {
  return db
    .selectFrom('children')
    .select('children.id')
    .where('children.deactivated_at', 'is', null)
    .where('children.class_id', 'is not', null)
    .orderBy('children.class_id')
    .orderBy('children.last_name')
    .orderBy('children.first_name')
    .orderBy('children.id');
}

/**
 * The office publishes: the state becomes 'publishing', the count of pupils is set and the job queued. A
 * term that stopped publishing (its `failure` said why) may be published again: made reports are kept.
 */
export async function startPublishing(db: Db, actor: Actor, termId: number, at: Date, options: WriteOptions = AUDITED) {
  await termOrThrow(db, termId);
  await inTransaction(db, async (trx) => {
    const row = await reportRow(trx, termId);
    const isStopped = row?.state === 'publishing' && row.failure !== null;
    if (row?.state !== 'open' && !isStopped) throw new AppError('CONFLICT', 'termReports.notPublishable');
    const total = await trx
      .selectFrom('children')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('deactivated_at', 'is', null)
      .where('class_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const done = await trx
      .selectFrom('term_report_pupils')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('term_id', '=', termId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('term_reports')
      .set({
        state: 'publishing',
        published_by: actor.userId,
        progress_total: Number(total.count),
        progress_done: Number(done.count),
        failure: null,
      })
      .where('term_id', '=', termId)
      .execute();
    await enqueueJob(trx, { kind: TERM_REPORT_JOB, payload: JSON.stringify({ termId }), summarySubject: `term reports ${termId}` }, at);
    if (options.isAudited)
      await recordAudits(trx, actor, [
        { action: 'publish', entity: 'termReport', entityId: termId, after: { termId, state: 'publishing' } },
      ]);
  });
  return termSummary(db, termId);
}
