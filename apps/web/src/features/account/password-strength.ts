import { PASSWORD_MIN_LENGTH } from '@carnet/contract';

export type StrengthLevel = 'empty' | 'tooShort' | 'weak' | 'fair' | 'strong';
export type Strength = { level: StrengthLevel; /** 0 to 4: the bars of the meter. */ score: number; missing: number };

/** Lower case, upper case, digits, anything else: a password mixing them is harder to guess at the same length. */
const KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u];

/**
 * A hint, not a rule, shown as the person types: length counts most, then variety; a password of few
 * distinct characters ("aaaa…", "abab…") is weak whatever its length. The server has the last word
 * (it also refuses the most common passwords, a list too big to send to the browser).
 */
export function ratePassword(password: string): Strength {
  const length = [...password].length;
  if (length === 0) return { level: 'empty', score: 0, missing: PASSWORD_MIN_LENGTH };
  if (length < PASSWORD_MIN_LENGTH) return { level: 'tooShort', score: 1, missing: PASSWORD_MIN_LENGTH - length };
  const kinds = KINDS.filter((kind) => kind.test(password)).length;
  const distinct = new Set(password.toLowerCase()).size;
  if (distinct < 5) return { level: 'weak', score: 1, missing: 0 };
  const points = (kinds >= 2 ? 1 : 0) + (kinds >= 3 ? 1 : 0) + (length >= 16 ? 1 : 0) + (length >= 20 ? 1 : 0);
  if (points <= 1) return { level: 'weak', score: 2, missing: 0 };
  if (points === 2) return { level: 'fair', score: 3, missing: 0 };
  return { level: 'strong', score: 4, missing: 0 };
}
