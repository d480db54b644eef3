import type { Messages } from '@lingui/core';
import type { TLanguage } from '@carnet/contract';
import { registerCatalogPart } from '../../lib/i18n/catalogs';
import { loadCatalogPart } from '../../lib/i18n/language';

// The switch's catalogs, listed here and not in lib/i18n/catalogs.ts, so that the shell and the home
// page do not carry them; the build makes one file per language (messages-push-<lang>, vite.config.ts).
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*.po');

registerCatalogPart('push', async (language: TLanguage) => {
  const load = catalogs[`./locales/${language}.po`];
  return load ? (await load()).messages : {};
});

/** The switch's texts in the language spoken, loaded with its code (push-switch.tsx). */
export function loadPushMessages(): Promise<void> {
  return loadCatalogPart('push');
}
