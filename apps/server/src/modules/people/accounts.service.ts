import type { TAccount } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import { type Actor, parseRoles } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { dropPushSubscriptions } from '../../push/push-subscriptions';
import { recordAudit } from '../audit/audit';

const accountSnapshot = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'roles', 'family_id', 'child_id', 'teacher_id', 'deactivated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();

/**
 * Deactivates or reactivates an account (never deletes it): a deactivated account cannot sign in and
 * its live tokens stop at once (tokens_valid_after). The office cannot lock itself out this way.
 * Answers whether anything changed (asking twice is not an error, and is not logged twice).
 */
export async function setAccountActive(db: Db, actor: Actor, userId: number, isActive: boolean): Promise<boolean> {
  if (userId === actor.userId) throw new AppError('CONFLICT', 'people.ownAccount');
  return inTransaction(db, async (trx) => {
    const before = await accountSnapshot(trx, userId);
    if (!before) throw new AppError('NOT_FOUND', 'people.accountNotFound');
    if ((before.deactivated_at === null) === isActive) return false;
    const now = nowInstant();
    await trx
      .updateTable('users')
      .set(isActive ? { deactivated_at: null } : { deactivated_at: now, tokens_valid_after: now })
      .where('id', '=', userId)
      .execute();
    if (!isActive) await dropPushSubscriptions(trx, { userId });
    await recordAudit(trx, actor, {
      action: isActive ? 'reactivate' : 'deactivate',
      entity: 'account',
      entityId: userId,
      childId: before.child_id,
      before,
      after: await accountSnapshot(trx, userId),
    });
    return true;
  });
}

/** The accounts of the school's staff (office and teachers), deactivated ones included. */
export async function listStaffAccounts(db: Db): Promise<TAccount[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'roles', 'deactivated_at', 'activated_at', 'invited_at'])
    .where((eb) => eb.or([eb('roles', 'like', '%ROLE_ADMIN%'), eb('roles', 'like', '%ROLE_TEACHER%')]))
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: `${r.first_name} ${r.last_name}`,
    roles: parseRoles(r.roles),
    isActive: r.deactivated_at === null,
    isActivated: r.activated_at !== null,
    invitedAt: r.invited_at,
  }));
}
