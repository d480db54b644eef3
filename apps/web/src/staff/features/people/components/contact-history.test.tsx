// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TContactChange, TLanguage } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { ContactHistory } from './contact-history';

const change: TContactChange = {
  at: '2026-11-24T09:05:00.000Z',
  userName: 'Camille Martin',
  memberName: 'Thomas Martin',
  fields: [
    { field: 'city', from: 'Paris', to: 'Lyon' },
    { field: 'contactable', from: '1', to: '0' },
    { field: 'job', from: '', to: 'Pilot' },
  ],
};

/** With the staff side's catalogs, as the staff shell loads them. */
async function renderIn(language: TLanguage) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <I18nProvider i18n={i18n}>
      <ContactHistory history={[change]} />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('ContactHistory', () => {
  it('says who changed which contact, and each field from what to what', async () => {
    await renderIn('en');
    expect(screen.getByText('Camille Martin changed Thomas Martin')).toBeTruthy();
    expect(
      screen
        .getAllByRole('listitem')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual(['City: Paris → Lyon', 'Contactable: Yes → No', 'Job: — → Pilot']);
  });

  it('speaks French with its typography (a non-breaking space before the colon)', async () => {
    await renderIn('fr');
    expect(screen.getByText('Camille Martin a modifié Thomas Martin')).toBeTruthy();
    expect(
      screen
        .getAllByRole('listitem')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual(['Ville\u00a0: Paris → Lyon', 'Joignable\u00a0: Oui → Non', 'Profession\u00a0: — → Pilot']);
  });
});
