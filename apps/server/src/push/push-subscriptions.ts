import type { Db } from '../db/connect';

/**
 * Subscriptions go with the sessions that made them: when an account is deactivated (by the office, by
 * a roster import, with its pupil) or signs out everywhere, its devices stop receiving pushes at once,
 * although no device told us (a lost phone never sends its DELETE).
 */
export async function dropPushSubscriptions(
  trx: Db,
  accounts: { userId: number } | { childId: number } | { teacherId: number },
): Promise<void> {
  const users = trx.selectFrom('users').select('id');
  const which =
    'userId' in accounts
      ? users.where('id', '=', accounts.userId)
      : 'childId' in accounts
        ? users.where('child_id', '=', accounts.childId)
        : users.where('teacher_id', '=', accounts.teacherId);
  await trx.deleteFrom('push_subscriptions').where('user_id', 'in', which).execute();
}
