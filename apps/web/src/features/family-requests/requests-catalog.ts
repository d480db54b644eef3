import type { Messages } from '@lingui/core';
import type { TLanguage } from '@carnet/contract';
import { registerCatalogPart } from '../../lib/i18n/catalogs';
import { loadCatalogPart } from '../../lib/i18n/language';

// The requests' catalogs, listed here and not in lib/i18n/catalogs.ts, so that the shell and the home
// page do not carry them; the build makes one file per language (messages-requests-<lang>).
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*.po');

registerCatalogPart('requests', async (language: TLanguage) => {
  const load = catalogs[`./locales/${language}.po`];
  return load ? (await load()).messages : {};
});

/** The requests' texts in the language spoken, loaded before their pages render (app/router.tsx). */
export function loadRequestMessages(): Promise<void> {
  return loadCatalogPart('requests');
}
