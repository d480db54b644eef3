import { inTransaction } from '../../lib/transaction';
import type { TLinkPurpose, TLinkSecret, TLinkState, TRenewLinkRequest, TRole, TUseLinkRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { parseRoles } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { queueEmail } from '../../mail/mail-queue';
import { passwordChangedEmail, resetEmail } from './account-emails';
import { auditSelfService } from './account-audit';
import { dropPushSubscriptions } from '../../push/push-subscriptions';
import { consumeLink, endOpenLinks, findLink, issueLink } from './account-links';
import { inviteByEmail, isEmailAddress } from './invitations';
import { refusalOf } from './link-errors';
import { languageOf, type MailContext } from '../../mail/mail-context';
import { assertAcceptablePassword } from './password-policy';
import { isPlaceholderSignIn } from './sign-in-names';

/** What a link or code is now, for the page to choose what to show; says whose account only while it is valid. */
export async function checkLink(db: Db, secret: TLinkSecret, now: Date): Promise<TLinkState> {
  const link = await findLink(db, secret, now);
  if (!link) return { state: 'unknown', purpose: null };
  if (link.state !== 'valid') return { state: link.state, purpose: link.purpose };
  const signInName = isPlaceholderSignIn(link.user.email) ? '' : link.user.email;
  return { state: 'valid', purpose: link.purpose, firstName: link.user.firstName, signInName };
}

/**
 * The sign-in address after activation: the account's own, or, for a letter's account that has only a
 * placeholder, the address the person typed with the code (required then, and not another account's).
 */
async function chosenEmail(trx: Db, current: string, typed: string | undefined): Promise<string> {
  if (!isPlaceholderSignIn(current)) return current;
  if (!typed) throw new AppError('VALIDATION_ERROR', 'accounts.emailNeeded');
  const email = typed.trim().toLowerCase();
  const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', 'accounts.emailTaken');
  return email;
}

export type UsedLink = { userId: number; roles: TRole[]; purpose: TLinkPurpose; hasQueuedMail: boolean };

const secretOf = (input: TUseLinkRequest): TLinkSecret => ('token' in input ? { token: input.token } : { code: input.code });

/**
 * Sets the password with a valid link or code, in one transaction: the link is used (once: the
 * UPDATE decides between two tabs), the account activated, every earlier session of it signed out,
 * the audit line written and, after a reset, the owner told by e-mail. Refused: LINK_UNKNOWN,
 * LINK_USED, LINK_EXPIRED or PASSWORD_TOO_COMMON, and nothing changes.
 */
export async function useLink(db: Db, ctx: MailContext, input: TUseLinkRequest): Promise<UsedLink> {
  const now = ctx.now();
  const work = inTransaction(db, async (trx) => {
    const link = await findLink(trx, secretOf(input), now);
    const refusal = refusalOf(link);
    if (refusal || !link) throw refusal;
    const email = await chosenEmail(trx, link.user.email, 'email' in input ? input.email : undefined);
    assertAcceptablePassword(input.password, { ...link.user, email });
    if (!(await consumeLink(trx, link.id, now))) throw refusalOf({ ...link, state: 'used' });
    // Any other link still open (an invitation, a letter) would set the password again, and the devices
    // of the sessions this ends would keep getting pushes (decision 083).
    await endOpenLinks(trx, link.userId, now);
    await dropPushSubscriptions(trx, { userId: link.userId });
    const passwordHash = await hashPassword(input.password);
    // The real clock, not the app's: tokens carry the real time they were issued (lib/tokens).
    const signedOutBefore = new Date().toISOString();
    await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        email,
        activated_at: eb.fn.coalesce('activated_at', eb.val(now.toISOString())),
        tokens_valid_after: signedOutBefore,
      }))
      .where('id', '=', link.userId)
      .execute();
    const user = await trx.selectFrom('users').select(['roles', 'language']).where('id', '=', link.userId).executeTakeFirstOrThrow();
    const isReset = link.purpose === 'reset';
    await auditSelfService(trx, link.userId, isReset ? 'password_reset' : 'account_activated');
    const hasQueuedMail = isReset && isEmailAddress(email);
    if (hasQueuedMail) {
      const person = { email, firstName: link.user.firstName, language: languageOf(ctx, user.language) };
      await queueEmail(trx, ctx, passwordChangedEmail(ctx, person, now), { userId: link.userId, source: 'password-changed' });
    }
    return { userId: link.userId, roles: parseRoles(user.roles), purpose: link.purpose, hasQueuedMail };
  });
  // Two letters activated at once with the same address: the unique index decides, and the loser hears why.
  return work.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'accounts.emailTaken');
    throw error;
  });
}

/**
 * A reset link for the account, by e-mail (queued in the caller's transaction), valid an hour;
 * earlier reset links stop working. The caller checked the account may receive one.
 */
export async function sendResetLink(
  trx: Db,
  ctx: MailContext,
  user: { id: number; email: string; firstName: string; language: string | null },
) {
  const link = await issueLink(trx, user.id, 'reset', ctx.now());
  if (!('token' in link.secret)) throw new Error('a reset link has a token');
  const person = { email: user.email, firstName: user.firstName, language: languageOf(ctx, user.language) };
  await queueEmail(trx, ctx, resetEmail(ctx, person, link.secret.token), { userId: user.id, source: 'reset' });
}

export type Renewal = { userId: number; purpose: 'invitation' | 'reset' } | null;

/**
 * A new link for an expired invitation (of an account not yet activated) or an expired reset link,
 * sent to the account's own address; anything else renews nothing. `mayMail` counts the account's
 * e-mails (a mailbox is not to be flooded by someone holding an old link). Answers what was sent.
 */
export async function renewLink(
  db: Db,
  ctx: MailContext,
  input: TRenewLinkRequest,
  mayMail: (userId: number) => Promise<boolean>,
): Promise<Renewal> {
  return inTransaction(db, async (trx) => {
    const link = await findLink(trx, { token: input.token }, ctx.now());
    if (!link || link.state !== 'expired' || link.user.isDeactivated || !isEmailAddress(link.user.email)) return null;
    const isInvitation = link.purpose === 'invitation' && !link.user.isActivated;
    if (!isInvitation && link.purpose !== 'reset') return null;
    if (!(await mayMail(link.userId))) return null;
    if (isInvitation) {
      await inviteByEmail(trx, ctx, link.userId);
      return { userId: link.userId, purpose: 'invitation' };
    }
    await sendResetLink(trx, ctx, { id: link.userId, ...link.user });
    return { userId: link.userId, purpose: 'reset' };
  });
}
