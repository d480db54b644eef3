import type { TClassInvitationsResult } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { inTransaction } from '../../lib/transaction';
import { familiesOfClasses } from './class-families';
import { inviteByEmail, isEmailAddress } from './invitations';
import type { MailContext } from '../../mail/mail-context';
import { insertInvitedAccount } from './new-account';
import { portalLanguageOf } from './sign-in-names';

export type ClassInvitations = TClassInvitationsResult & { invitedIds: number[] };

/**
 * Invites, in one transaction, every contact with an e-mail and no account in the families of these
 * classes: a parent account each, and its invitation e-mail. A contact counts as having an account when
 * one was made for it or its address already signs in to one, so running this twice invites nobody
 * twice. Families with no contact e-mail and no active account are counted: they need a letter.
 */
export async function inviteClasses(db: Db, ctx: MailContext, actor: Actor, classIds: number[]): Promise<ClassInvitations> {
  return inTransaction(db, async (trx) => {
    const familyIds = await familiesOfClasses(trx, classIds);
    if (familyIds.length === 0) return { invited: 0, alreadyHadAccount: 0, familiesWithoutEmail: 0, invitedIds: [] };
    const [members, familyAccounts] = await Promise.all([
      trx
        .selectFrom('family_members')
        .select(['id', 'family_id', 'first_name', 'last_name', 'email', 'language'])
        .where('family_id', 'in', familyIds)
        .orderBy('id')
        .execute(),
      trx
        .selectFrom('users')
        .select(['family_id', 'family_member_id', 'activated_at', 'deactivated_at'])
        .where('family_id', 'in', familyIds)
        .where('roles', 'like', '%ROLE_PARENT%')
        .execute(),
    ]);
    const addresses = [...new Set(members.map((m) => m.email.trim().toLowerCase()).filter(isEmailAddress))];
    // Every account whose sign-in name is one of these contacts' addresses, whatever its family.
    const takenEmails =
      addresses.length === 0 ? [] : await trx.selectFrom('users').select('email').where('email', 'in', addresses).execute();
    const taken = new Set(takenEmails.map((row) => row.email));
    const madeFor = new Set(familyAccounts.map((a) => a.family_member_id));
    const result: ClassInvitations = { invited: 0, alreadyHadAccount: 0, familiesWithoutEmail: 0, invitedIds: [] };
    for (const member of members) {
      const email = member.email.trim().toLowerCase();
      if (!isEmailAddress(email)) continue;
      if (madeFor.has(member.id) || taken.has(email)) {
        result.alreadyHadAccount += 1;
        continue;
      }
      // Two contacts sharing one address: the first gets the account, the second signs in with it.
      taken.add(email);
      const id = await insertInvitedAccount(
        trx,
        actor,
        {
          signInName: email,
          roles: ['ROLE_PARENT', 'ROLE_USER'],
          firstName: member.first_name,
          lastName: member.last_name,
          language: portalLanguageOf(member.language),
          familyId: member.family_id,
          familyMemberId: member.id,
        },
        ctx.now(),
      );
      await inviteByEmail(trx, ctx, id);
      result.invited += 1;
      result.invitedIds.push(id);
    }
    for (const familyId of familyIds) {
      const hasEmail = members.some((m) => m.family_id === familyId && isEmailAddress(m.email.trim().toLowerCase()));
      const isActive = familyAccounts.some((a) => a.family_id === familyId && a.activated_at !== null && a.deactivated_at === null);
      if (!hasEmail && !isActive) result.familiesWithoutEmail += 1;
    }
    return result;
  });
}
