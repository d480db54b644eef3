import type { TLettersRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { makePdfPages, type PdfPage } from '../../lib/pdf';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { familiesOfClasses } from './class-families';
import { inviteByLetter, isEmailAddress } from './invitations';
import { letterPage } from './letters';
import { languageOf, type MailContext } from '../../mail/mail-context';
import { insertInvitedAccount } from './new-account';
import { placeholderSignInName, portalLanguageOf } from './sign-in-names';

export type PrintedLetters = { pdf: Buffer; accountIds: number[]; createdIds: number[] };

async function familyIdsOf(trx: Db, request: TLettersRequest): Promise<number[]> {
  if ('classIds' in request) return familiesOfClasses(trx, request.classIds);
  const ids = [...new Set(request.familyIds)];
  const found = await trx.selectFrom('families').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw new AppError('NOT_FOUND', 'people.unknownFamily');
  return ids.sort((a, b) => a - b);
}

/**
 * Which account each family's letter is for: the families with no contact e-mail and no active parent
 * account; their pending parent account when there is one, else a new account for their first contact
 * without one (with a placeholder sign-in name until the person chooses theirs). Families with no contact at all get no letter.
 */
async function lettersToPrint(trx: Db, actor: Actor, ctx: MailContext, familyIds: number[]) {
  const [families, members, accounts] = await Promise.all([
    trx.selectFrom('families').select(['id', 'name']).where('id', 'in', familyIds).orderBy('name').orderBy('id').execute(),
    trx
      .selectFrom('family_members')
      .select(['id', 'family_id', 'first_name', 'last_name', 'email', 'language'])
      .where('family_id', 'in', familyIds)
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('users')
      .select(['id', 'family_id', 'family_member_id', 'activated_at', 'deactivated_at'])
      .where('family_id', 'in', familyIds)
      .where('roles', 'like', '%ROLE_PARENT%')
      .orderBy('id')
      .execute(),
  ]);
  const chosen: Array<{ familyName: string; userId: number; isNew: boolean }> = [];
  for (const family of families) {
    const own = members.filter((m) => m.family_id === family.id);
    const familyAccounts = accounts.filter((a) => a.family_id === family.id);
    if (own.some((m) => isEmailAddress(m.email.trim()))) continue;
    if (familyAccounts.some((a) => a.activated_at !== null && a.deactivated_at === null)) continue;
    const pending = familyAccounts.find((a) => a.activated_at === null && a.deactivated_at === null);
    if (pending) {
      chosen.push({ familyName: family.name, userId: pending.id, isNew: false });
      continue;
    }
    const contact = own.find((m) => !familyAccounts.some((a) => a.family_member_id === m.id));
    if (!contact) continue;
    const userId = await insertInvitedAccount(
      trx,
      actor,
      {
        signInName: placeholderSignInName(),
        roles: ['ROLE_PARENT', 'ROLE_USER'],
        firstName: contact.first_name,
        lastName: contact.last_name,
        language: portalLanguageOf(contact.language),
        familyId: family.id,
        familyMemberId: contact.id,
      },
      ctx.now(),
    );
    chosen.push({ familyName: family.name, userId, isNew: true });
  }
  return chosen;
}

async function pageFor(trx: Db, ctx: MailContext, userId: number, familyName: string | null): Promise<PdfPage> {
  const letter = await inviteByLetter(trx, ctx, userId);
  const user = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return letterPage(ctx, {
    ...letter,
    familyName,
    firstName: user.first_name,
    lastName: user.last_name,
    language: languageOf(ctx, user.language),
  });
}

/**
 * One PDF, one page per family of these classes (or these families) that only a letter can reach,
 * each with a fresh one-time code valid 30 days (earlier codes of that account stop working). The
 * printing is audited without the codes, which exist only on paper.
 */
export async function printLetters(db: Db, ctx: MailContext, actor: Actor, request: TLettersRequest): Promise<PrintedLetters> {
  return inTransaction(db, async (trx) => {
    const familyIds = await familyIdsOf(trx, request);
    const chosen = familyIds.length === 0 ? [] : await lettersToPrint(trx, actor, ctx, familyIds);
    if (chosen.length === 0) throw new AppError('CONFLICT', 'accounts.noLetterToPrint');
    const pages: PdfPage[] = [];
    for (const letter of chosen) pages.push(await pageFor(trx, ctx, letter.userId, letter.familyName));
    const accountIds = chosen.map((c) => c.userId);
    await recordAudit(trx, actor, { action: 'print', entity: 'letters', after: { ...request, accountIds } });
    return { pdf: makePdfPages(pages), accountIds, createdIds: chosen.filter((c) => c.isNew).map((c) => c.userId) };
  });
}

/** One account's letter with a fresh code: a contact, pupil or teacher without e-mail, or a lost letter. */
export async function printAccountLetter(db: Db, ctx: MailContext, actor: Actor, userId: number): Promise<Buffer> {
  return inTransaction(db, async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'family_id', 'child_id']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', 'people.accountNotFound');
    const familyId = user.family_id ?? (await childFamily(trx, user.child_id));
    const family =
      familyId === null ? undefined : await trx.selectFrom('families').select('name').where('id', '=', familyId).executeTakeFirst();
    const page = await pageFor(trx, ctx, userId, family?.name ?? null);
    await recordAudit(trx, actor, {
      action: 'print',
      entity: 'letters',
      entityId: userId,
      childId: user.child_id,
      after: { accountIds: [userId] },
    });
    return makePdfPages([page]);
  });
}

async function childFamily(trx: Db, childId: number | null): Promise<number | null> {
  if (childId === null) return null;
  const child = await trx.selectFrom('children').select('family_id').where('id', '=', childId).executeTakeFirst();
  return child?.family_id ?? null;
}
