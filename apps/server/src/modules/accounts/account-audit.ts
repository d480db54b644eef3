import type { TRole } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit';

/** The events of a person's own account that the audit log records (named as in the security log). */
export type SelfServiceEvent =
  'account_activated' | 'password_reset_requested' | 'password_reset' | 'password_changed' | 'signed_out_everywhere';

/**
 * The account acting on itself: someone holding its link (who is not signed in) or its session. The
 * audit log only reads the user id; the rest is what an Actor must carry.
 */
const accountItself = (userId: number, roles: readonly TRole[] = []): Actor => ({
  userId,
  roles,
  familyId: null,
  childIds: [],
  language: null,
  teacherId: null,
});

/** One audit line for an event of the account, in the caller's transaction; never a token, code or password. */
export async function auditSelfService(trx: Db, userId: number, event: SelfServiceEvent): Promise<void> {
  await recordAudit(trx, accountItself(userId), { action: 'update', entity: 'account', entityId: userId, after: { event } });
}
