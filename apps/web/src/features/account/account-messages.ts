import type { Messages } from '@lingui/core';
import type { TLanguage } from '@carnet/contract';
import { registerCatalogPart } from '../../lib/i18n/catalogs';
import { loadCatalogPart } from '../../lib/i18n/language';

// The account pages' catalogs, listed here and not in lib/i18n/catalogs.ts, so that /login and the
// family shell do not carry them; the build makes one file per language (messages-account-<lang>).
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*.po');

registerCatalogPart('account', async (language: TLanguage) => {
  const load = catalogs[`./locales/${language}.po`];
  return load ? (await load()).messages : {};
});

/** The account pages' texts in the language spoken, loaded before the page renders (app/router.tsx). */
export function loadAccountMessages(): Promise<void> {
  return loadCatalogPart('account');
}
