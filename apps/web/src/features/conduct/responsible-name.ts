import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const CIVILITIES = { Mr: msg`Mr`, Mrs: msg`Mrs` };

/**
 * A person as the school wrote them on a reward ('Mr Moreau', 'Mrs. Petit'), their civility in the
 * reader's language ('M. Moreau', 'Mme Petit'); a name without one stays as written.
 */
export function responsibleName(name: string, i18n: I18n): string {
  const match = /^(Mrs|Mr)\.?\s+(.+)$/.exec(name.trim());
  if (!match) return name;
  const [, civility, rest] = match as unknown as [string, keyof typeof CIVILITIES, string];
  return `${i18n._(CIVILITIES[civility])} ${rest}`;
}
