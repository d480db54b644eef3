import { shownSignInName } from './sign-in-names';
import {
  STAFF_PAGE_SIZE,
  type TActivationSummaryRow,
  type TPendingAccount,
  type TPendingAccountPage,
  type TPendingAccountQuery,
} from '@carnet/contract';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect';
import { parseRoles } from '../../lib/actor';
import { assertClassesExist } from './class-families';

const pupilsOfClass = (db: Db, classId: number) =>
  db.selectFrom('children').select('children.family_id').where('class_id', '=', classId).where('deactivated_at', 'is', null);

/** Accounts invited and not yet activated (deactivated ones aside), a page at a time, optionally for one class's families and pupils. */
export async function listPendingAccounts(db: Db, query: TPendingAccountQuery): Promise<TPendingAccountPage> {
  const page = query.page ?? 1;
  let base = db
    .selectFrom('users')
    .where('users.activated_at', 'is', null)
    .where('users.deactivated_at', 'is', null)
    .where('users.invited_at', 'is not', null);
  const classId = query.classId;
  if (classId !== undefined) {
    await assertClassesExist(db, [classId]);
    base = base.where((eb) =>
      eb.or([
        eb('users.family_id', 'in', pupilsOfClass(db, classId)),
        eb('users.child_id', 'in', db.selectFrom('children').select('id').where('class_id', '=', classId)),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'users.id',
        'users.email',
        'users.first_name',
        'users.last_name',
        'users.roles',
        'users.family_id',
        'users.child_id',
        'users.invited_at',
      ])
      .orderBy('users.last_name')
      .orderBy('users.first_name')
      .orderBy('users.id')
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { page, pageSize: STAFF_PAGE_SIZE, total: Number(count.total), items: await describePending(db, rows) };
}

type PendingRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: string;
  family_id: number | null;
  child_id: number | null;
  invited_at: string | null;
};

/** A page's families, pupils, last invitation and last e-mail: four queries for the whole page. */
async function describePending(db: Db, rows: PendingRow[]): Promise<TPendingAccount[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const familyIds = [...new Set(rows.flatMap((r) => (r.family_id === null ? [] : [r.family_id])))];
  const childIds = rows.flatMap((r) => (r.child_id === null ? [] : [r.child_id]));
  const none = [-1];
  const [families, pupils, links, jobs] = await Promise.all([
    db
      .selectFrom('families')
      .select(['id', 'name'])
      .where('id', 'in', familyIds.length ? familyIds : none)
      .execute(),
    db
      .selectFrom('children')
      .select(['id', 'family_id', 'first_name', 'last_name', 'class_name'])
      .where((eb) => eb.or([eb('family_id', 'in', familyIds.length ? familyIds : none), eb('id', 'in', childIds.length ? childIds : none)]))
      .where('deactivated_at', 'is', null)
      .orderBy('first_name')
      .execute(),
    db
      .selectFrom('account_links')
      .select(['user_id', 'purpose'])
      .where('user_id', 'in', ids)
      .where('purpose', 'in', ['invitation', 'letter'])
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('jobs')
      .select(['user_id', 'status'])
      .where('user_id', 'in', ids)
      .where('kind', '=', 'email')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return rows.map((r) => {
    const family = families.find((f) => f.id === r.family_id);
    const lastLink = links.find((l) => l.user_id === r.id);
    const lastJob = jobs.find((j) => j.user_id === r.id);
    return {
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      signInName: shownSignInName(r.email),
      roles: parseRoles(r.roles),
      familyId: r.family_id,
      familyName: family?.name ?? null,
      pupils: pupils
        .filter((p) => (r.child_id !== null ? p.id === r.child_id : p.family_id === r.family_id))
        .map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim(), className: p.class_name })),
      invitedAt: r.invited_at,
      delivery: lastLink === undefined ? null : lastLink.purpose === 'letter' ? 'letter' : 'email',
      lastEmailStatus: (lastJob?.status ?? null) as TPendingAccount['lastEmailStatus'],
    };
  });
}

const hasEmailSql = sql<SqlBool>`family_members.email like '%_@_%._%'`;

/**
 * Per class: its families, how many have an active parent account, the parent accounts still pending,
 * and the families only a letter can reach. Four grouped queries whatever the number of families.
 */
export async function activationSummary(db: Db): Promise<TActivationSummaryRow[]> {
  const classFamilies = db
    .selectFrom('children')
    .select(['children.class_id', 'children.family_id'])
    .distinct()
    .where('children.deactivated_at', 'is', null)
    .where('children.class_id', 'is not', null)
    .as('cf');
  // Correlated with the outer `cf` row: written as SQL since the subquery is built outside its scope.
  const activeParent = () =>
    db
      .selectFrom('users')
      .select('users.id')
      .where(sql<SqlBool>`${sql.ref('users.family_id')} = ${sql.ref('cf.family_id')}`)
      .where('users.roles', 'like', '%ROLE_PARENT%')
      .where('users.activated_at', 'is not', null)
      .where('users.deactivated_at', 'is', null);
  const [classes, families, activated, pending, withoutEmail] = await Promise.all([
    db
      .selectFrom('classes')
      .innerJoin('year_groups', 'year_groups.id', 'classes.year_group_id')
      .select(['classes.id', 'classes.name'])
      // Last year's closed classes have no pupil at school: nobody left to invite there.
      .where('classes.closed_at', 'is', null)
      .orderBy('year_groups.name')
      .orderBy('classes.name')
      .execute(),
    db
      .selectFrom(classFamilies)
      .select(['cf.class_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('cf.class_id')
      .execute(),
    db
      .selectFrom(classFamilies)
      .select(['cf.class_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where((eb) => eb.exists(activeParent()))
      .groupBy('cf.class_id')
      .execute(),
    db
      .selectFrom(classFamilies)
      .innerJoin('users', 'users.family_id', 'cf.family_id')
      .select(['cf.class_id', (eb) => eb.fn.count<number>('users.id').distinct().as('n')])
      .where('users.roles', 'like', '%ROLE_PARENT%')
      .where('users.activated_at', 'is', null)
      .where('users.deactivated_at', 'is', null)
      .where('users.invited_at', 'is not', null)
      .groupBy('cf.class_id')
      .execute(),
    db
      .selectFrom(classFamilies)
      .select(['cf.class_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where((eb) =>
        eb.and([
          eb.not(eb.exists(activeParent())),
          eb.not(
            eb.exists(
              eb
                .selectFrom('family_members')
                .select('family_members.id')
                .whereRef('family_members.family_id', '=', 'cf.family_id')
                .where(hasEmailSql),
            ),
          ),
        ]),
      )
      .groupBy('cf.class_id')
      .execute(),
  ]);
  const countIn = (list: Array<{ class_id: number | null; n: number | string }>, classId: number) =>
    Number(list.find((row) => row.class_id === classId)?.n ?? 0);
  return classes.map((c) => ({
    classId: c.id,
    className: c.name,
    families: countIn(families, c.id),
    familiesActivated: countIn(activated, c.id),
    accountsPending: countIn(pending, c.id),
    familiesWithoutEmail: countIn(withoutEmail, c.id),
  }));
}
