import type { TAuditFilters, TAuditPage, TAuditQuery } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromJsonText } from '../../db/values';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first, filtered by person, pupil and days (the school's calendar days, UTC instants). */
export async function listAudit(db: Db, query: TAuditQuery): Promise<TAuditPage> {
  const page = query.page ?? 1;
  let base = db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.user_id')
    .leftJoin('children', 'children.id', 'audit_log.child_id');
  if (query.userId !== undefined) base = base.where('audit_log.user_id', '=', query.userId);
  if (query.pupilId !== undefined) base = base.where('audit_log.child_id', '=', query.pupilId);
  if (query.from !== undefined) base = base.where('audit_log.at', '>=', query.from);
  // 'to' is a whole day: every instant before the next day's start.
  if (query.to !== undefined) base = base.where('audit_log.at', '<', `${query.to}T24`);
  const [rows, count] = await Promise.all([
    base
      .select([
        'audit_log.id',
        'audit_log.at',
        'audit_log.user_id',
        'users.first_name as user_first_name',
        'users.last_name as user_last_name',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.child_id',
        'children.first_name as child_first_name',
        'children.last_name as child_last_name',
        'audit_log.before',
        'audit_log.after',
      ])
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    page,
    pageSize: AUDIT_PAGE_SIZE,
    total: Number(count.total),
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at,
      userId: r.user_id,
      userName: `${r.user_first_name} ${r.user_last_name}`,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      pupilId: r.child_id,
      pupilName: r.child_first_name === null ? null : `${r.child_first_name} ${r.child_last_name ?? ''}`.trim(),
      before: fromJsonText<unknown>(r.before, null),
      after: fromJsonText<unknown>(r.after, null),
    })),
  };
}

/** Who and which pupils appear in the log, by name: the choices of the audit page's filters. */
export async function listAuditFilters(db: Db): Promise<TAuditFilters> {
  const [people, pupils] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'roles'])
      .where('id', 'in', db.selectFrom('audit_log').select('user_id'))
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('children')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', db.selectFrom('audit_log').select('child_id').where('child_id', 'is not', null))
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute(),
  ]);
  return {
    people: people.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`, roles: p.roles.split(',').filter(Boolean) })),
    pupils: pupils.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}` })),
  };
}
