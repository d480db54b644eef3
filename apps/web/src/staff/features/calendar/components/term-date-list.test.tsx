// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage, TTermEvent } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import '../../../staff-messages';
import { TermDateList } from './term-date-list';

// Withdrawing is the server's (staff-calendar tests); the list's words are what this file reads.
vi.mock('../api/term-dates', () => ({ useWithdrawTermDate: () => ({ mutate: vi.fn(), isPending: false, error: null }) }));

const event: TTermEvent = {
  id: 1,
  date: '2026-09-01',
  type: 'Term dates',
  school_year: '2026-2027',
  title_en: 'First day of school',
  title_fr: 'Rentrée scolaire',
  event_details: [
    { type: 'Welcome', classes: ['6A'], detail_en: 'Pupils are welcomed at 8:30.', detail_fr: 'Accueil des élèves à 8 h 30.' },
    { type: 'No lessons', classes: [], detail_en: 'No lessons in the afternoon.', detail_fr: 'Pas de cours l’après-midi.' },
  ],
};

async function renderIn(language: TLanguage) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <I18nProvider i18n={i18n}>
      <TermDateList events={[event]} onEdit={() => undefined} />
    </I18nProvider>,
  );
}

const details = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => !item.querySelector('h2'))
    .map((item) => item.textContent);

describe("a term date's details", () => {
  afterEach(cleanup);

  it('reads each detail as one sentence in English', async () => {
    await renderIn('en');
    expect(details()).toEqual(['Welcome (6A): Pupils are welcomed at 8:30.', 'No lessons: No lessons in the afternoon.']);
  });

  it('puts the space French writes before the colon', async () => {
    await renderIn('fr');
    expect(details()).toEqual(['Accueil (6A)\u00a0: Accueil des élèves à 8 h 30.', 'Pas de cours\u00a0: Pas de cours l’après-midi.']);
  });
});
