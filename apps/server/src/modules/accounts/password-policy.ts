import { AppError } from '../../lib/app-error';
import { commonPasswordsText } from './common-passwords.data';

let common: Set<string> | null = null;
/** Built on first use (about 44,000 entries, a few milliseconds), then kept. */
const commonPasswords = () => (common ??= new Set(commonPasswordsText.split('\n')));

/**
 * Whether the password is one attackers try first: among the most common leaked passwords of 12 or
 * more characters (any case), or made of the person's own e-mail or name.
 */
export function isGuessablePassword(password: string, person: { email: string; firstName: string; lastName: string }): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  const ownWords = [
    person.email.toLowerCase(),
    person.email.toLowerCase().split('@')[0] ?? '',
    `${person.firstName}${person.lastName}`.toLowerCase(),
  ];
  // The password with its own words taken out: what is left is all an attacker must guess.
  const rest = ownWords.filter((word) => word.length >= 4).reduce((text, word) => text.split(word).join(''), lower);
  return rest.replace(/[^\p{L}\p{N}]/gu, '').length < 6 || /^(.)\1+$/.test(lower);
}

/** Refuses a guessable password with PASSWORD_TOO_COMMON (the length was checked by the schema). */
export function assertAcceptablePassword(password: string, person: { email: string; firstName: string; lastName: string }): void {
  if (isGuessablePassword(password, person)) throw new AppError('PASSWORD_TOO_COMMON', 'accounts.passwordTooCommon');
}
