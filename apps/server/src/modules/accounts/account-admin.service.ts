import type { TCreateAccountRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { inviteByEmail, isEmailAddress } from './invitations';
import type { MailContext } from '../../mail/mail-context';
import { assertSignInNameFree, insertInvitedAccount, type NewAccount } from './new-account';
import { placeholderSignInName, portalLanguageOf } from './sign-in-names';

export type CreatedAccount = { id: number; signInName: string; delivery: 'email' | 'letter' };

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The sign-in name for an account: the e-mail when there is one; a placeholder when only a letter can reach the person. */
async function signInNameFor(trx: Db, email: string, delivery: 'email' | 'letter') {
  if (isEmailAddress(email)) {
    await assertSignInNameFree(trx, email);
    return email;
  }
  if (delivery === 'email') throw new AppError('VALIDATION_ERROR', 'accounts.noEmailToInvite');
  return placeholderSignInName();
}

async function parentAccount(trx: Db, familyMemberId: number, delivery: 'email' | 'letter'): Promise<NewAccount> {
  const member = await trx
    .selectFrom('family_members')
    .select(['id', 'family_id', 'first_name', 'last_name', 'email', 'language'])
    .where('id', '=', familyMemberId)
    .executeTakeFirst();
  if (!member) throw notFound('Family member');
  const existing = await trx.selectFrom('users').select('id').where('family_member_id', '=', member.id).executeTakeFirst();
  if (existing) throw new AppError('CONFLICT', 'accounts.contactHasAccount');
  const person = { firstName: member.first_name, lastName: member.last_name };
  return {
    signInName: await signInNameFor(trx, normalEmail(member.email), delivery),
    roles: ['ROLE_PARENT', 'ROLE_USER'],
    ...person,
    language: portalLanguageOf(member.language),
    familyId: member.family_id,
    familyMemberId: member.id,
  };
}

async function studentAccount(trx: Db, childId: number, email: string | undefined, delivery: 'email' | 'letter'): Promise<NewAccount> {
  const child = await trx.selectFrom('children').select(['id', 'first_name', 'last_name']).where('id', '=', childId).executeTakeFirst();
  if (!child) throw notFound('Child');
  const existing = await trx.selectFrom('users').select('id').where('child_id', '=', child.id).executeTakeFirst();
  if (existing) throw new AppError('CONFLICT', 'accounts.pupilHasAccount');
  const person = { firstName: child.first_name, lastName: child.last_name };
  return {
    signInName: await signInNameFor(trx, normalEmail(email ?? ''), delivery),
    roles: ['ROLE_STUDENT', 'ROLE_USER'],
    ...person,
    language: null,
    childId: child.id,
  };
}

async function teacherAccount(trx: Db, teacherId: number): Promise<NewAccount> {
  const teacher = await trx
    .selectFrom('teachers')
    .select(['id', 'first_name', 'last_name', 'email', 'deactivated_at'])
    .where('id', '=', teacherId)
    .executeTakeFirst();
  if (!teacher) throw new AppError('NOT_FOUND', 'people.teacherNotFound');
  if (teacher.deactivated_at !== null) throw new AppError('CONFLICT', 'accounts.teacherInactive');
  const existing = await trx.selectFrom('users').select('id').where('teacher_id', '=', teacher.id).executeTakeFirst();
  if (existing) throw new AppError('CONFLICT', 'accounts.teacherHasAccount');
  const person = { firstName: teacher.first_name, lastName: teacher.last_name };
  return {
    signInName: await signInNameFor(trx, normalEmail(teacher.email), 'email'),
    roles: ['ROLE_TEACHER'],
    ...person,
    language: null,
    teacherId: teacher.id,
  };
}

async function officeAccount(trx: Db, input: { firstName: string; lastName: string; email: string }): Promise<NewAccount> {
  const person = { firstName: input.firstName, lastName: input.lastName };
  return {
    signInName: await signInNameFor(trx, normalEmail(input.email), 'email'),
    roles: ['ROLE_ADMIN'],
    ...person,
    language: null,
  };
}

function accountFor(trx: Db, input: TCreateAccountRequest): Promise<NewAccount> {
  switch (input.kind) {
    case 'parent':
      return parentAccount(trx, input.familyMemberId, input.delivery);
    case 'student':
      return studentAccount(trx, input.childId, input.email, input.delivery);
    case 'teacher':
      return teacherAccount(trx, input.teacherId);
    case 'office':
      return officeAccount(trx, input);
  }
}

/**
 * Makes an account for a contact, pupil, teacher or new office member, with no usable password, and
 * invites its owner in the same transaction: an e-mail with a 7-day link, or (delivery 'letter') nothing
 * yet: the office prints the letter, which carries a fresh code (printAccountLetter). The caller wakes
 * the mail worker after the commit.
 */
export async function createAccount(db: Db, ctx: MailContext, actor: Actor, input: TCreateAccountRequest): Promise<CreatedAccount> {
  const delivery = 'delivery' in input ? input.delivery : 'email';
  return inTransaction(db, async (trx) => {
    const account = await accountFor(trx, input);
    const id = await insertInvitedAccount(trx, actor, account, ctx.now());
    if (delivery === 'email') await inviteByEmail(trx, ctx, id);
    return { id, signInName: account.signInName, delivery };
  });
}

/** A new invitation e-mail for an account not yet activated: the earlier link or letter code stops working. */
export async function resendInvitation(db: Db, ctx: MailContext, actor: Actor, userId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await inviteByEmail(trx, ctx, userId);
    await recordAudit(trx, actor, { action: 'invite', entity: 'account', entityId: userId, after: { delivery: 'email' } });
  });
}
