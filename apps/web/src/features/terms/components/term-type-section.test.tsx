// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TTermEvent } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { sectionsOf } from '../terms-rules';
import { TermTypeSection } from './term-type-section';

const christmas: TTermEvent = {
  id: 1,
  date: '2026-12-19',
  type: 'Holidays',
  school_year: '2026-2027',
  title_en: 'Christmas holidays',
  title_fr: 'Vacances de Noël',
  event_details: [
    {
      type: 'No lessons',
      classes: ['6A', '3B'],
      detail_en: 'No lessons; school resumes on 4 January.',
      detail_fr: 'Pas de cours ; reprise le 4 janvier.',
    },
  ],
};
// The school wrote this one in English only.
const winter: TTermEvent = {
  ...christmas,
  id: 2,
  date: '2027-02-13',
  title_en: 'Winter holidays',
  title_fr: '',
  event_details: [{ type: 'Ski trip', classes: ['6A'], detail_en: 'Ski trip for 6A.', detail_fr: '' }],
};

const renderSection = (language: 'en' | 'fr') =>
  renderInLanguage(<TermTypeSection section={sectionsOf([christmas, winter], '2026-2027')[0]!} />, language);

describe('a term dates section as displayed', () => {
  afterEach(cleanup);

  it('shows the English titles, details, months and days to an English reader, and nothing in French', async () => {
    await renderSection('en');
    expect(screen.getByRole('button').textContent).toBe('Holidays2 dates');
    screen.getByRole('heading', { name: 'December 2026' });
    const item = within(screen.getAllByRole('listitem')[0]!);
    item.getByText('Christmas holidays');
    item.getByText('Saturday');
    item.getByText('Dec');
    item.getByText('No lessons');
    item.getByText('No lessons; school resumes on 4 January.');
    expect(screen.queryByText('Vacances de Noël')).toBeNull();
    expect(screen.queryByText(/décembre/)).toBeNull();
    expect(item.getAllByText('Class', { exact: false })).toHaveLength(2);
  });

  it('shows the French titles, details, types, months and days to a French reader', async () => {
    await renderSection('fr');
    expect(screen.getByRole('button').textContent).toBe('Vacances2 dates');
    screen.getByRole('heading', { name: 'décembre 2026' });
    screen.getByRole('heading', { name: 'février 2027' });
    const item = within(screen.getAllByRole('listitem')[0]!);
    expect(item.getByText('Vacances de Noël').getAttribute('lang')).toBeNull();
    item.getByText('samedi');
    item.getByText('déc.');
    item.getByText('Pas de cours');
    item.getByText('Pas de cours ; reprise le 4 janvier.');
    expect(item.getAllByText('Classe', { exact: false })).toHaveLength(2);
    expect(screen.queryByText('Christmas holidays')).toBeNull();
  });

  it('falls back to the English text, marked as English, where the school left the French empty', async () => {
    await renderSection('fr');
    expect(screen.getByText('Winter holidays').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Ski trip for 6A.').getAttribute('lang')).toBe('en');
    // A type the portal does not know is shown as the school wrote it.
    screen.getByText('Ski trip');
  });
});
