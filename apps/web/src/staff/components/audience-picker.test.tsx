// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage } from '@carnet/contract';
import { loadMessages } from '../../lib/i18n/catalogs';
import '../staff-messages';
import { AudiencePicker, INITIAL_AUDIENCE } from './audience-picker';

/** The staff side's texts, as the staff shell loads them. */
async function renderInLanguage(ui: ReactElement, language: TLanguage) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

// The picker's reads (the school's groups and the count) are the server's: here they answer at once.
vi.mock('../lib/api/audience', () => ({
  useAudienceChoices: () => ({ data: { yearGroups: [], classes: [{ id: 3, name: '3B' }], teachingGroups: [] }, isError: false }),
  useAudienceCount: () => ({ data: { pupils: 120, families: 100, accounts: 180 } }),
  useAudiencePupilSearch: () => ({ data: [], isSuccess: true }),
}));

describe('the audience of a new publication or form', () => {
  afterEach(cleanup);

  it('starts with nothing chosen, so nothing can go to everyone by default', async () => {
    expect(INITIAL_AUDIENCE).toBeNull();
    await renderInLanguage(<AudiencePicker onChange={vi.fn()} />, 'en');
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    screen.getByText('Choose who this is for.');
  });

  it('asks the whole school to be confirmed, and asks again after leaving it', async () => {
    const onChange = vi.fn();
    await renderInLanguage(<AudiencePicker onChange={onChange} />, 'en');
    fireEvent.click(screen.getByRole('radio', { name: 'Whole school' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    const confirm = screen.getByRole('checkbox', { name: 'Yes, this is for the whole school: every family is told.' });
    fireEvent.click(confirm);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'school' });
    screen.getByText(/Reaches 120 pupils/);

    fireEvent.click(screen.getByRole('radio', { name: 'Classes' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('radio', { name: 'Whole school' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((screen.getByRole('checkbox', { name: /whole school/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('offers a teacher (ownGroupsOnly) their teaching groups and pupils only, the groups open at once', async () => {
    const onChange = vi.fn();
    await renderInLanguage(<AudiencePicker onChange={onChange} ownGroupsOnly />, 'en');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Teaching groups', 'Chosen pupils']);
    expect((screen.getByRole('radio', { name: 'Teaching groups' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Whole school' })).toBeNull();
    screen.getByText('Choose who this is for.');
  });

  it('says it in French', async () => {
    await renderInLanguage(<AudiencePicker onChange={vi.fn()} />, 'fr');
    fireEvent.click(screen.getByRole('radio', { name: 'Tout l’établissement' }));
    screen.getByRole('checkbox', { name: 'Oui, c’est pour tout l’établissement\u00a0: chaque famille est prévenue.' });
  });
});
