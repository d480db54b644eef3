import { inTransaction } from '../../lib/transaction';
import type { Db } from '../../db/connect';
import { auditSelfService } from './account-audit';
import { sendResetLink } from './activation.service';
import { isEmailAddress } from './invitations';
import type { MailContext } from '../../mail/mail-context';

/**
 * Sends a reset link when the address is an active account's own e-mail; otherwise nothing. Runs after
 * the answer went out (self-service.routes), so neither the answer nor its timing tells which it was.
 * Answers the account's id when a link was sent, for the security log.
 */
export async function requestPasswordReset(db: Db, ctx: MailContext, email: string): Promise<number | null> {
  const address = email.trim().toLowerCase();
  // A letter's generated sign-in name receives no mail: only a real address gets a link.
  if (!isEmailAddress(address)) return null;
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'language'])
      .where('email', '=', address)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst();
    if (!user) return null;
    await sendResetLink(trx, ctx, { id: user.id, email: user.email, firstName: user.first_name, language: user.language });
    await auditSelfService(trx, user.id, 'password_reset_requested');
    return user.id;
  });
}
