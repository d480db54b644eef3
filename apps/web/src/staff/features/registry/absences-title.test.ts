import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { TLanguage } from '@carnet/contract';
import { loadMessages } from '../../../lib/i18n/catalogs';
import '../../staff-messages';
import { absencesTitle } from './absences-title';

/** The staff side's texts, as the staff shell loads them. */
async function speak(language: TLanguage) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
}

describe("the absences page's title", () => {
  it('says today only for today, and names any other day, in English and French', async () => {
    await speak('en');
    expect(absencesTitle('2026-11-26', '2026-11-26')).toBe('Absences today');
    expect(absencesTitle('2026-11-25', '2026-11-26')).toBe('Absences of Wednesday 25 November 2026');
    await speak('fr');
    expect(absencesTitle('2026-11-26', '2026-11-26')).toBe('Absences du jour');
    expect(absencesTitle('2026-11-25', '2026-11-26')).toBe('Absences du mercredi 25 novembre 2026');
  });
});
