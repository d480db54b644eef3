import type { TLanguage, TRole } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';

/**
 * What no password verifies against: argon2 cannot parse it, so verifyPassword answers false and the
 * account cannot sign in until its owner sets a password with their link or letter code.
 */
export const NO_PASSWORD = '!';

export type NewAccount = {
  /** The sign-in name: the person's e-mail (lower case), or a generated name for a letter. */
  signInName: string;
  roles: TRole[];
  firstName: string;
  lastName: string;
  language: TLanguage | null;
  familyId?: number | null;
  familyMemberId?: number | null;
  childId?: number | null;
  teacherId?: number | null;
};

export async function assertSignInNameFree(trx: Db, signInName: string): Promise<void> {
  const taken = await trx.selectFrom('users').select('id').where('email', '=', signInName).executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', 'accounts.emailTaken');
}

/**
 * Inserts an invited account (no usable password, not activated) and its audit line, in the caller's
 * transaction. The invitation itself (e-mail or letter code) is the caller's next step.
 */
export async function insertInvitedAccount(trx: Db, actor: Actor, account: NewAccount, now: Date): Promise<number> {
  const row = await insertAccountRow(trx, account, now);
  await recordAudit(trx, actor, {
    action: 'invite',
    entity: 'account',
    entityId: row.id,
    childId: account.childId ?? null,
    after: {
      email: account.signInName,
      roles: account.roles,
      family_id: account.familyId ?? null,
      family_member_id: account.familyMemberId ?? null,
      child_id: account.childId ?? null,
      teacher_id: account.teacherId ?? null,
    },
  });
  return row.id;
}

/** Two offices inviting the same address at the same moment: the second meets the unique index, and a 409, not a 500. */
async function insertAccountRow(trx: Db, account: NewAccount, now: Date) {
  try {
    return await trx
      .insertInto('users')
      .values({
        email: account.signInName,
        password_hash: NO_PASSWORD,
        roles: account.roles.join(','),
        first_name: account.firstName,
        last_name: account.lastName,
        family_id: account.familyId ?? null,
        family_member_id: account.familyMemberId ?? null,
        child_id: account.childId ?? null,
        teacher_id: account.teacherId ?? null,
        language: account.language,
        created_at: now.toISOString(),
        activated_at: null,
        invited_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'accounts.emailTaken');
    throw error;
  }
}
