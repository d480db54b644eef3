import type { Db } from '../../db/connect';
import { SYSTEM_ACCOUNT_EMAIL } from '../../db/migrations/020-retention';
import type { Actor } from '../../lib/actor';

/**
 * The actor of the work nobody signs in for (the daily retention job, the command-line roll): the
 * audit log names a user on every line, and this account (migration 020) can never sign in.
 */
export async function loadSystemActor(db: Db): Promise<Actor> {
  const row = await db.selectFrom('users').select('id').where('email', '=', SYSTEM_ACCOUNT_EMAIL).executeTakeFirstOrThrow();
  return Object.freeze({ userId: row.id, roles: [], familyId: null, childIds: [], language: null, teacherId: null });
}
