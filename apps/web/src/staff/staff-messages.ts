import type { Messages } from '@lingui/core';
import type { TLanguage } from '@carnet/contract';
import { registerCatalogPart } from '../lib/i18n/catalogs';
import { loadCatalogPart } from '../lib/i18n/language';

// The staff side's catalogs (its shell and areas), listed here rather than in lib/i18n/catalogs.ts so
// that the family pages' first files do not carry their list; the build joins each language's into
// one file (messages-staff-<lang>, vite.config.ts).
const catalogs = import.meta.glob<{ messages: Messages }>(['./locales/*.po', './features/*/locales/*.po']);

registerCatalogPart('staff', async (language: TLanguage) => {
  const suffix = `/${language}.po`;
  const loaded = await Promise.all(
    Object.entries(catalogs)
      .filter(([file]) => file.endsWith(suffix))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...loaded.map((catalog) => catalog.messages)) as Messages;
});

/** The staff side's texts in the language spoken, loaded with the staff app before it renders. */
export function loadStaffMessages(): Promise<void> {
  return loadCatalogPart('staff');
}
