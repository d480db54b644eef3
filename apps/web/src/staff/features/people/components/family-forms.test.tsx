// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage, TMe } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import { signInForTest, stubApi, testQueryClient } from '../../../../test/signed-in';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { AddContactForm } from './add-contact-form';
import { NewFamilyForm } from './new-family-form';

const office: TMe = {
  id: 5,
  email: 'office@example.com',
  firstName: 'Nadia',
  lastName: 'Roux',
  roles: ['ROLE_ADMIN'],
  familyInfo: { name: 'Roux', children: [] },
  language: null,
};
const mariam = {
  id: 41,
  firstName: 'Mariam',
  lastName: 'Sow',
  classId: 3,
  className: '6A',
  familyId: 9,
  familyName: 'Sow',
  isActive: true,
};

/** The form with the office signed in, the API stubbed; answers the fetch mock to read what was sent. */
async function renderForm(form: React.ReactElement, language: TLanguage = 'en') {
  signInForTest(office);
  const fetchMock = stubApi({
    '/api/staff/pupils': () => Response.json({ page: 1, pageSize: 50, total: 1, items: [mariam] }),
    '/api/staff/families': () => Response.json({ id: 77 }),
    '/api/staff/families/9/members': () => Response.json({ id: 88 }),
  });
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{form}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

/** The writes sent: method, path and body. */
const writesOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ path: new URL(String(input), 'http://localhost').pathname, body: JSON.parse(String(init?.body)) }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('New family', () => {
  it('asks for a name and a pupil before sending anything', async () => {
    const fetchMock = await renderForm(<NewFamilyForm onDone={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create the family' }));
    expect(await screen.findByText('Please fill in this field')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one pupil');
    expect(screen.getByLabelText('Family name').getAttribute('aria-invalid')).toBe('true');
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it('finds a pupil by name, shows their current family, and sends the family with the pupils picked', async () => {
    const fetchMock = await renderForm(<NewFamilyForm onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText('Family name'), { target: { value: 'Sow-Diallo' } });
    fireEvent.change(screen.getByLabelText('Find a pupil by name'), { target: { value: 'mar' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Mariam Sow to the family' }));
    expect(screen.getByRole('list', { name: 'Pupils of the family' }).textContent).toContain('Mariam Sow');
    expect(screen.queryByRole('button', { name: 'Add Mariam Sow to the family' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create the family' }));
    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([{ path: '/api/staff/families', body: { name: 'Sow-Diallo', pupilIds: [41] } }]),
    );
  });

  it('speaks French', async () => {
    await renderForm(<NewFamilyForm onDone={() => {}} />, 'fr');
    expect(screen.getByRole('form', { name: 'Nouvelle famille' })).toBeTruthy();
    expect(screen.getByLabelText('Nom de la famille')).toBeTruthy();
    // The matcher's normaliser folds the no-break space: the text itself is read to see it.
    expect(screen.getByText(/^Aucun pour l’instant/).textContent).toBe(
      'Aucun pour l’instant\u00a0: une famille a besoin d’au moins un élève, sinon ses parents ne verraient rien.',
    );
    expect(screen.getByRole('button', { name: 'Créer la famille' })).toBeTruthy();
  });
});

describe('Add a guardian or contact', () => {
  it('refuses a wrong mobile or e-mail without sending, then sends the contact', async () => {
    const onDone = vi.fn();
    const fetchMock = await renderForm(<AddContactForm familyId={9} familyName="Sow" onDone={onDone} />);
    expect((screen.getByLabelText('Lastname') as HTMLInputElement).value).toBe('Sow');
    fireEvent.change(screen.getByLabelText('Firstname'), { target: { value: 'Awa' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    await waitFor(() => expect(screen.getAllByText('Please check this field')).toHaveLength(2));
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Civility'), { target: { value: 'Mrs' } });
    fireEvent.change(screen.getByLabelText('Family tie'), { target: { value: 'Mother' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'awa.sow@example.org' } });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '06 12 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/staff/families/9/members',
        body: expect.objectContaining({
          civility: 'Mrs',
          family_tie: 'Mother',
          first_name: 'Awa',
          last_name: 'Sow',
          email: 'awa.sow@example.org',
          mobile: '06 12 34 56 78',
          phone: '',
          contactable: true,
        }),
      },
    ]);
  });

  it('speaks French', async () => {
    await renderForm(<AddContactForm familyId={9} familyName="Sow" onDone={() => {}} />, 'fr');
    expect(screen.getByRole('form', { name: 'Ajouter un responsable ou un contact' })).toBeTruthy();
    expect(screen.getByText('L’invitation à Carnet part à cette adresse. Sans adresse, imprimez une lettre.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter le contact' })).toBeTruthy();
    // Each phone kind is the same field: a phone keypad, labelled in the page's language.
    for (const [label, id] of [
      ['Portable', 'new-contact-mobile'],
      ['Téléphone', 'new-contact-phone'],
    ]) {
      const input = screen.getByLabelText(label!) as HTMLInputElement;
      expect([input.type, input.id]).toEqual(['tel', id]);
    }
  });

  it('shows a wrong phone’s error under that phone only', async () => {
    const fetchMock = await renderForm(<AddContactForm familyId={9} familyName="Sow" onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText('Firstname'), { target: { value: 'Awa' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the contact' }));
    await waitFor(() => expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Mobile').getAttribute('aria-invalid')).not.toBe('true');
    expect(writesOf(fetchMock)).toEqual([]);
  });
});
