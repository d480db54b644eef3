import { inTransaction } from '../../lib/transaction';
import type { TChangePasswordRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { AppError, notFound } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { queueEmail } from '../../mail/mail-queue';
import { dropPushSubscriptions } from '../../push/push-subscriptions';
import { passwordChangedEmail } from './account-emails';
import { auditSelfService } from './account-audit';
import { endOpenLinks } from './account-links';
import { isEmailAddress } from './invitations';
import { languageOf, type MailContext } from '../../mail/mail-context';
import { assertAcceptablePassword } from './password-policy';

export const wrongPassword = () => new AppError('WRONG_PASSWORD', 'accounts.wrongPassword');

/**
 * Changes the caller's password: the current one must be right (WRONG_PASSWORD otherwise, nothing
 * changed), the new one differ from it and pass the policy. Every session of the account issued
 * before now is signed out (the caller is given a new one by the route), its open links end and its
 * devices stop receiving pushes (decision 083). Answers whether an e-mail
 * ("your password was changed") was queued.
 */
export async function changePassword(db: Db, ctx: MailContext, userId: number, input: TChangePasswordRequest): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'language', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) throw wrongPassword();
  if (input.newPassword === input.currentPassword) throw new AppError('VALIDATION_ERROR', 'accounts.samePassword');
  assertAcceptablePassword(input.newPassword, { email: user.email, firstName: user.first_name, lastName: user.last_name });
  const passwordHash = await hashPassword(input.newPassword);
  const hasEmail = isEmailAddress(user.email);
  await inTransaction(db, async (trx) => {
    // The real clock: tokens carry the real time they were issued (lib/tokens).
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, tokens_valid_after: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
    // A reset link asked before the change must not undo it (review finding 11b).
    await endOpenLinks(trx, userId, ctx.now());
    // A device signed out here must stop getting the children's news too. A subscription is not tied to
    // the session that made it, so this device cannot be told apart: all go, and the page says so.
    await dropPushSubscriptions(trx, { userId });
    await auditSelfService(trx, userId, 'password_changed');
    if (!hasEmail) return;
    const person = { email: user.email, firstName: user.first_name, language: languageOf(ctx, user.language) };
    await queueEmail(trx, ctx, passwordChangedEmail(ctx, person, ctx.now()), { userId, source: 'password-changed' });
  });
  return hasEmail;
}

/**
 * Signs out every session of the account, the caller's own included: every token issued up to now
 * (and the caller's, even if it was issued in this very millisecond) stops working.
 */
export async function signOutEverywhere(db: Db, userId: number, callerIssuedAtMs: number): Promise<void> {
  const at = new Date(Math.max(Date.now(), callerIssuedAtMs + 1)).toISOString();
  await inTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ tokens_valid_after: at }).where('id', '=', userId).execute();
    // A lost phone's pushes stop with its session: it will never send its own unsubscribe.
    await dropPushSubscriptions(trx, { userId });
    await auditSelfService(trx, userId, 'signed_out_everywhere');
  });
}
