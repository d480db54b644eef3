import { STAFF_PAGE_SIZE, type TListQuery, type TTeacherPage, type TTeacherRequest } from '@carnet/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { matchesSearch } from '../../lib/search-text';
import { inTransaction } from '../../lib/transaction';
import { dropPushSubscriptions } from '../../push/push-subscriptions';
import { recordAudit } from '../audit/audit';

const teacherNotFound = () => new AppError('NOT_FOUND', 'people.teacherNotFound');

/** Teachers with their teaching groups and linked account, by name, a page at a time. */
export async function listTeachers(db: Db, query: TListQuery): Promise<TTeacherPage> {
  const page = query.page ?? 1;
  let base = db.selectFrom('teachers');
  if (query.includeInactive !== 'true') base = base.where('teachers.deactivated_at', 'is', null);
  const q = query.q;
  if (q) base = base.where(matchesSearch(sql<string>`${sql.ref('teachers.first_name')} || ' ' || ${sql.ref('teachers.last_name')}`, q));
  const [rows, count] = await Promise.all([
    base
      .select([
        'teachers.id',
        'teachers.first_name',
        'teachers.last_name',
        'teachers.short_name',
        'teachers.email',
        'teachers.deactivated_at',
      ])
      .orderBy('teachers.last_name')
      .orderBy('teachers.first_name')
      .orderBy('teachers.id')
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const [groups, accounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('subjects')
            .select(['id', 'teacher_id', 'teaching_group', 'name'])
            .where('teacher_id', 'in', ids)
            .orderBy('teaching_group')
            .execute(),
          db.selectFrom('users').select(['id', 'teacher_id']).where('teacher_id', 'in', ids).execute(),
        ]);
  return {
    page,
    pageSize: STAFF_PAGE_SIZE,
    total: Number(count.total),
    items: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      shortName: r.short_name,
      email: r.email,
      isActive: r.deactivated_at === null,
      teachingGroups: groups.filter((g) => g.teacher_id === r.id).map((g) => ({ id: g.id, name: g.teaching_group || g.name })),
      accountId: accounts.find((a) => a.teacher_id === r.id)?.id ?? null,
    })),
  };
}

const teacherSnapshot = async (db: Db, id: number) => {
  const row = await db
    .selectFrom('teachers')
    .select(['first_name', 'last_name', 'short_name', 'email', 'deactivated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw teacherNotFound();
  return row;
};

export async function createTeacher(db: Db, actor: Actor, input: TTeacherRequest): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('teachers')
      .values({
        first_name: input.firstName,
        last_name: input.lastName,
        short_name: input.shortName,
        email: input.email,
        picture_file_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'create', entity: 'teacher', entityId: row.id, after: await teacherSnapshot(trx, row.id) });
    return { id: row.id };
  });
}

export async function updateTeacher(db: Db, actor: Actor, id: number, input: TTeacherRequest): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await teacherSnapshot(trx, id);
    await trx
      .updateTable('teachers')
      .set({ first_name: input.firstName, last_name: input.lastName, short_name: input.shortName, email: input.email })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, { action: 'update', entity: 'teacher', entityId: id, before, after: await teacherSnapshot(trx, id) });
  });
}

/**
 * A deactivated teacher keeps their teaching groups' history; their account cannot sign in and its
 * live tokens stop at once. Reactivating opens the account again.
 */
export async function setTeacherActive(db: Db, actor: Actor, id: number, isActive: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await teacherSnapshot(trx, id);
    if ((before.deactivated_at === null) === isActive) return;
    const now = nowInstant();
    await trx
      .updateTable('teachers')
      .set({ deactivated_at: isActive ? null : now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('users')
      .set(isActive ? { deactivated_at: null } : { deactivated_at: now, tokens_valid_after: now })
      .where('teacher_id', '=', id)
      .execute();
    if (!isActive) await dropPushSubscriptions(trx, { teacherId: id });
    await recordAudit(trx, actor, {
      action: isActive ? 'reactivate' : 'deactivate',
      entity: 'teacher',
      entityId: id,
      before,
      after: await teacherSnapshot(trx, id),
    });
  });
}
