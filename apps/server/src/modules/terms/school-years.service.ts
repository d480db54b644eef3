import type { TSchoolTermInput, TStaffSchoolTerm } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { deleteOrConflict } from '../structure/structure-errors';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';

/**
 * School years and their terms, as the office keeps them: what families see as term dates
 * (GET /api/terms, /api/school-year/this-term) and what decides the rewards' current term.
 * Terms have no dependants (events and rewards are matched to them by date), so one may be deleted.
 */

const toTerm = (r: { id: number; school_year: string; name: string; start_date: string; end_date: string }): TStaffSchoolTerm => ({
  id: r.id,
  schoolYear: r.school_year,
  name: r.name,
  start: r.start_date,
  end: r.end_date,
});

export async function listSchoolTerms(db: Db): Promise<TStaffSchoolTerm[]> {
  const rows = await db.selectFrom('school_terms').selectAll().orderBy('start_date').orderBy('id').execute();
  return rows.map(toTerm);
}

async function findTerm(db: Db, id: number): Promise<TStaffSchoolTerm> {
  const row = await db.selectFrom('school_terms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'structure.termNotFound');
  return toTerm(row);
}

/**
 * A term lies in its school year (September to August, with August's last days of the year before
 * allowed for an early start), and no two terms share a day: "which term is it today?" has one answer.
 */
async function checkTerm(db: Db, input: TSchoolTermInput, exceptId: number | null) {
  const first = Number(input.schoolYear.slice(0, 4));
  const [from, to] = [`${first}-08-01`, `${first + 1}-08-31`];
  if (input.start < from || input.end > to) {
    throw new AppError('VALIDATION_ERROR', 'structure.termOutsideYear', { schoolYear: input.schoolYear, first: from, second: to });
  }
  let named = db.selectFrom('school_terms').select('id').where('school_year', '=', input.schoolYear).where('name', '=', input.name);
  if (exceptId !== null) named = named.where('id', '!=', exceptId);
  if (await named.executeTakeFirst())
    throw new AppError('CONFLICT', 'structure.termNameTaken', { schoolYear: input.schoolYear, name: input.name });
  let overlapping = db
    .selectFrom('school_terms')
    .select(['name', 'school_year'])
    .where('start_date', '<=', input.end)
    .where('end_date', '>=', input.start);
  if (exceptId !== null) overlapping = overlapping.where('id', '!=', exceptId);
  const overlap = await overlapping.orderBy('start_date').executeTakeFirst();
  if (overlap) throw new AppError('CONFLICT', 'structure.termOverlaps', { name: overlap.name, schoolYear: overlap.school_year });
}

/** The unique index (school year, name) settles two offices saving the same term at once. */
async function withUniqueName<T>(input: TSchoolTermInput, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'structure.termNameTaken', { schoolYear: input.schoolYear, name: input.name });
    throw error;
  }
}

const values = (input: TSchoolTermInput) => ({
  school_year: input.schoolYear,
  name: input.name,
  start_date: input.start,
  end_date: input.end,
});

export function createSchoolTermAsOffice(db: Db, actor: Actor, input: TSchoolTermInput): Promise<TStaffSchoolTerm> {
  return withUniqueName(input, () =>
    inTransaction(db, async (trx) => {
      await checkTerm(trx, input, null);
      const { id } = await trx.insertInto('school_terms').values(values(input)).returning('id').executeTakeFirstOrThrow();
      const after = { id, ...input };
      await recordAudit(trx, actor, { action: 'create', entity: 'term', entityId: id, after });
      return after;
    }),
  );
}

export function updateSchoolTerm(db: Db, actor: Actor, id: number, input: TSchoolTermInput): Promise<TStaffSchoolTerm> {
  return withUniqueName(input, () =>
    inTransaction(db, async (trx) => {
      const before = await findTerm(trx, id);
      await checkTerm(trx, input, id);
      await trx.updateTable('school_terms').set(values(input)).where('id', '=', id).execute();
      const after = { id, ...input };
      await recordAudit(trx, actor, { action: 'update', entity: 'term', entityId: id, before, after });
      return after;
    }),
  );
}

export function deleteSchoolTerm(db: Db, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const before = await findTerm(trx, id);
    // A term holding assessments (decision 114) stays: 409 rather than a failed constraint.
    await deleteOrConflict(() => trx.deleteFrom('school_terms').where('id', '=', id).execute());
    await recordAudit(trx, actor, { action: 'delete', entity: 'term', entityId: id, before });
  });
}
