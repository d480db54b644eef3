import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { TLanguage } from '@carnet/contract';
import { type CatalogPart, loadMessages } from '../lib/i18n/catalogs';
import { loadSignedInMessages } from '../lib/i18n/language';

/** Speaks a language with its real catalogs, the signed-in pages' included, as the app under its shell does. */
export async function speak(language: TLanguage, parts: readonly CatalogPart[] = []): Promise<void> {
  // Marks the signed-in texts as needed, as the shell does: a switch of language then loads them too.
  await loadSignedInMessages();
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', ...parts])) });
}

/** Renders a component the way the app does: inside the language provider, in the given language (English by default). */
export async function renderInLanguage(
  ui: ReactElement,
  language: TLanguage = 'en',
  parts: readonly CatalogPart[] = [],
): Promise<RenderResult> {
  await speak(language, parts);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
