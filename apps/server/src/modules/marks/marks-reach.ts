import { COMMON_CORE_DOMAINS, type TCommonCoreDomain, type TMarksTerm, type TStaffMarksGroup, todayIn } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { type HomeworkGroup, findReadableGroup, readableGroups } from '../homework/homework-reach';

/**
 * Who reaches a teaching group's marks (decision 114), on lib/staff-pupils' one rule as the cahier de
 * textes reads it (homework-reach): a teacher their own groups, the office every group; only the group's
 * teacher enters or changes anything (403 `marks.teacherWrites`); an archived group is read-only (409);
 * a term whose reports are being or were published is closed to every write (409 `marks.termClosed`).
 */
export type MarksGroup = HomeworkGroup;
export { findReadableGroup, readableGroups };

/** The school's clock: the app's `now` and the school's time zone. */
export type MarksClock = { now: Date; timeZone: string };
export const schoolDay = (clock: MarksClock) => todayIn(clock.timeZone, clock.now);

/** How a write is recorded: staff writes are audited; the demo seed's are not (decision 110). */
export type WriteOptions = { readonly isAudited: boolean };
export const AUDITED: WriteOptions = { isAudited: true };

export function assertMarkable(actor: Actor, group: Pick<MarksGroup, 'teacher_id' | 'archived_at'>): void {
  if (actor.teacherId === null || group.teacher_id !== actor.teacherId) throw forbidden('marks.teacherWrites');
  if (group.archived_at !== null) throw new AppError('CONFLICT', 'marks.archived');
}

export async function findMarkableGroup(db: Db, actor: Actor, groupId: number): Promise<MarksGroup> {
  const group = await findReadableGroup(db, actor, groupId);
  assertMarkable(actor, group);
  return group;
}

/** The group of an assessment when the caller reads it; another teacher's assessment is as unknown as none. */
export async function findReadableAssessment(db: Db, actor: Actor, id: number) {
  const assessment = await db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!assessment) throw notFound('Assessment');
  const group = await readableGroups(db, actor).where('subjects.id', '=', assessment.subject_id).executeTakeFirst();
  if (!group) throw notFound('Assessment');
  return { assessment, group };
}

/** The term holding a day; 400 `marks.noTerm` in a holiday or outside every term. */
export async function termOfDate(db: Db, date: string): Promise<number> {
  const term = await db
    .selectFrom('school_terms')
    .select('id')
    .where('start_date', '<=', date)
    .where('end_date', '>=', date)
    .orderBy('start_date')
    .executeTakeFirst();
  if (!term) throw badRequest('marks.noTerm');
  return term.id;
}

const CLOSED_STATES = ['publishing', 'published'];

/** The terms among these whose reports are being or were published. */
export async function closedTerms(db: Db, termIds: readonly number[]): Promise<Set<number>> {
  if (termIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('term_reports')
    .select('term_id')
    .where('term_id', 'in', [...new Set(termIds)])
    .where('state', 'in', CLOSED_STATES)
    .execute();
  return new Set(rows.map((r) => r.term_id));
}

export async function assertTermOpen(db: Db, termId: number): Promise<void> {
  if ((await closedTerms(db, [termId])).has(termId)) throw new AppError('CONFLICT', 'marks.termClosed');
}

const toTerm = (r: { id: number; name: string; start_date: string; end_date: string }): TMarksTerm => ({
  id: r.id,
  name: r.name,
  start: r.start_date,
  end: r.end_date,
});

/**
 * The terms of the current school year and the one shown: `termId` when given (404 when unknown), else
 * the term holding today, else the latest one begun, else the first one.
 */
export async function termsAround(db: Db, today: string, termId: number | undefined) {
  const rows = await db
    .selectFrom('school_terms')
    .select(['id', 'school_year', 'name', 'start_date', 'end_date'])
    .orderBy('start_date')
    .execute();
  const current =
    rows.find((r) => r.start_date <= today && today <= r.end_date) ?? rows.filter((r) => r.start_date <= today).at(-1) ?? rows[0];
  let shown = current;
  if (termId !== undefined) {
    shown = rows.find((r) => r.id === termId);
    if (!shown) throw notFound('Term');
  }
  const year = current?.school_year;
  return { terms: rows.filter((r) => r.school_year === year).map(toTerm), term: shown ? toTerm(shown) : null };
}

export const domainOf = (domain: string): TCommonCoreDomain =>
  (COMMON_CORE_DOMAINS as readonly string[]).includes(domain) ? (domain as TCommonCoreDomain) : 'D1.1';

/** Each group as the staff's pages show it, with its count of active pupils. */
export async function describeGroups(db: Db, groups: readonly MarksGroup[]): Promise<TStaffMarksGroup[]> {
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const classIds = [...new Set(groups.flatMap((g) => (g.class_id === null ? [] : [g.class_id])))];
  const [counts, classes, teachers] = await Promise.all([
    db
      .selectFrom('child_subjects')
      .innerJoin('children', 'children.id', 'child_subjects.child_id')
      .select(['child_subjects.subject_id', (eb) => eb.fn.countAll<number>().as('pupils')])
      .where('child_subjects.subject_id', 'in', ids)
      .where('children.deactivated_at', 'is', null)
      .groupBy('child_subjects.subject_id')
      .execute(),
    classIds.length === 0 ? [] : db.selectFrom('classes').select(['id', 'name']).where('id', 'in', classIds).execute(),
    db
      .selectFrom('teachers')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', [...new Set(groups.map((g) => g.teacher_id))])
      .execute(),
  ]);
  const pupils = new Map(counts.map((c) => [c.subject_id, Number(c.pupils)]));
  const classOf = new Map(classes.map((c) => [c.id, c.name]));
  const teacherOf = new Map(teachers.map((t) => [t.id, `${t.first_name} ${t.last_name}`.trim()]));
  return groups.map((g) => ({
    id: g.id,
    subject: g.name,
    teachingGroup: g.teaching_group,
    className: g.class_id === null ? '' : (classOf.get(g.class_id) ?? ''),
    classId: g.class_id,
    teacherName: teacherOf.get(g.teacher_id) ?? '',
    color: g.color,
    pupilsCount: pupils.get(g.id) ?? 0,
    archivedAt: g.archived_at,
  }));
}

/** The active pupils of some groups, in the order of their names. */
export async function pupilsOfGroups(db: Db, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('child_subjects')
    .innerJoin('children', 'children.id', 'child_subjects.child_id')
    .select(['child_subjects.subject_id', 'children.id', 'children.first_name', 'children.last_name'])
    .where('child_subjects.subject_id', 'in', groupIds)
    .where('children.deactivated_at', 'is', null)
    .orderBy('children.last_name')
    .orderBy('children.first_name')
    .orderBy('children.id')
    .execute();
}
