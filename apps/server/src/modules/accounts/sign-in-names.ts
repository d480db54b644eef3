import type { TLanguage } from '@carnet/contract';
import type { Db } from '../../db/connect';

/** "Claire", "Le Gall" -> "claire.legall": lower-case ASCII letters and digits, accents dropped. */
function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A sign-in name for someone without e-mail (a printed letter carries it): `claire.martin`, then
 * `claire.martin2`, `claire.martin3`… whichever is free among the accounts' sign-in names. It has no @,
 * so nothing ever tries to mail it (isEmailAddress).
 */
export async function freeSignInName(trx: Db, firstName: string, lastName: string): Promise<string> {
  const base = [slugOf(firstName), slugOf(lastName)].filter((part) => part !== '').join('.') || 'account';
  const taken = new Set(
    (await trx.selectFrom('users').select('email').where('email', 'like', `${base}%`).execute()).map((row) => row.email),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/**
 * A contact's language as the family form records it ('French', 'fr', 'Français'…) mapped to one the
 * portal speaks; null when it is another language or none, and the school's default applies.
 */
export function portalLanguageOf(contactLanguage: string): TLanguage | null {
  const text = slugOf(contactLanguage);
  if (['fr', 'fra', 'fre', 'french', 'francais'].includes(text)) return 'fr';
  if (['en', 'eng', 'english', 'anglais'].includes(text)) return 'en';
  return null;
}
