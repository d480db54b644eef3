import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../mail/mail-message';
import { queueEmail } from '../../mail/mail-queue';
import { invitationEmail } from './account-emails';
import { formatLetterCode, issueLink } from './account-links';
import { languageOf, type MailContext } from '../../mail/mail-context';
import { isPlaceholderSignIn } from './sign-in-names';

/** Whether a sign-in name can receive mail: a letter's placeholder cannot. */
export const isEmailAddress = (signInName: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(signInName) && !isPlaceholderSignIn(signInName);

const invitee = (trx: Db, userId: number) =>
  trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language', 'activated_at', 'deactivated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();

async function inviteeToInvite(trx: Db, userId: number) {
  const user = await invitee(trx, userId);
  if (!user) throw new AppError('NOT_FOUND', 'people.accountNotFound');
  if (user.activated_at !== null) throw new AppError('CONFLICT', 'accounts.alreadyActivated');
  if (user.deactivated_at !== null) throw new AppError('CONFLICT', 'accounts.deactivated');
  return user;
}

/**
 * An invitation e-mail with a new one-time link to /activate, valid 7 days; earlier invitation links
 * and letter codes of the account stop working. Written in the caller's transaction, not yet queued:
 * also what rebuilds an invitation that could not be opened (decision 089).
 */
export async function writeInvitation(trx: Db, ctx: MailContext, userId: number): Promise<MailMessage> {
  const user = await inviteeToInvite(trx, userId);
  if (!isEmailAddress(user.email)) throw new AppError('CONFLICT', 'accounts.noEmailAddress');
  const now = ctx.now();
  const link = await issueLink(trx, user.id, 'invitation', now);
  if (!('token' in link.secret)) throw new Error('an invitation link has a token');
  await trx.updateTable('users').set({ invited_at: now.toISOString() }).where('id', '=', user.id).execute();
  const person = { email: user.email, firstName: user.first_name, language: languageOf(ctx, user.language) };
  return invitationEmail(ctx, person, link.secret.token, link.expiresAt);
}

/**
 * Sends (queues, in the caller's transaction) an invitation e-mail (writeInvitation). Answers the
 * queued job's id. The caller wakes the worker after the commit.
 */
export async function inviteByEmail(trx: Db, ctx: MailContext, userId: number): Promise<number> {
  return queueEmail(trx, ctx, await writeInvitation(trx, ctx, userId), { userId, source: 'invitation' });
}

/**
 * A new letter code for the account (valid 30 days), printed by the caller; earlier links and codes of
 * the account stop working. Answers the code as printed (XXXX-XXXX-XXXX) and the sign-in name ('' while the
 * account has only a placeholder: the person chooses their address when they activate).
 */
export async function inviteByLetter(
  trx: Db,
  ctx: MailContext,
  userId: number,
): Promise<{ code: string; signInName: string; expiresAt: Date }> {
  const user = await inviteeToInvite(trx, userId);
  const now = ctx.now();
  const link = await issueLink(trx, user.id, 'letter', now);
  if (!('code' in link.secret)) throw new Error('a letter link has a code');
  await trx.updateTable('users').set({ invited_at: now.toISOString() }).where('id', '=', user.id).execute();
  return {
    code: formatLetterCode(link.secret.code),
    signInName: isPlaceholderSignIn(user.email) ? '' : user.email,
    expiresAt: link.expiresAt,
  };
}
