import crypto from 'node:crypto';
import type { TLanguage } from '@carnet/contract';

/** "Claire", "Le Gall" -> "claire.legall": lower-case ASCII letters and digits, accents dropped. */
function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The domain of placeholder sign-in names: `.invalid` is reserved (RFC 2606), so no mail ever goes there. */
export const PLACEHOLDER_DOMAIN = 'carnet.invalid';

/**
 * The sign-in name of an account made for a printed letter when the school has no e-mail for the person:
 * a unique placeholder address. The sign-in form takes an e-mail address (the spec), so the person
 * types their own address with the letter's code at /activate, and it replaces this one.
 */
export function placeholderSignInName(): string {
  return `pending-${crypto.randomBytes(8).toString('hex')}@${PLACEHOLDER_DOMAIN}`;
}

/** Whether the account's sign-in name is still a letter's placeholder (no address chosen yet). */
export const isPlaceholderSignIn = (signInName: string) => signInName.endsWith(`@${PLACEHOLDER_DOMAIN}`);

/** The sign-in name as the office sees it: '' while it is a placeholder (the screens say "no e-mail yet"). */
export const shownSignInName = (signInName: string) => (isPlaceholderSignIn(signInName) ? '' : signInName);

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
