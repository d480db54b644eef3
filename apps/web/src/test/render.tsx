import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { TLanguage } from '@carnet/contract';
import { loadMessages } from '../lib/i18n/catalogs';

/** Speaks a language with its real catalogs, as the app does at start. */
export async function speak(language: TLanguage): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in'])) });
}

/** Renders a component the way the app does: inside the language provider, in the given language (English by default). */
export async function renderInLanguage(ui: ReactElement, language: TLanguage = 'en'): Promise<RenderResult> {
  await speak(language);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
