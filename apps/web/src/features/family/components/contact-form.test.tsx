// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFamilyMember, TLanguage } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { ContactForm } from './contact-form';

const toast = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn() }));
vi.mock('../../../lib/toast', () => toast);

const member: TFamilyMember = {
  id: 4,
  civility: 'Mr',
  family_tie: 'Father',
  last_name: 'Martin',
  first_name: 'Thomas',
  phone: '+33 1 44 55 66 78',
  mobile: '07 98 76 54 32',
  email: 'thomas.martin@example.com',
  birthday: '1982-09-30',
  birth_place: 'Nantes',
  birth_country: 'FRA',
  nationality: 'FR',
  language: 'French',
  job: 'Engineer',
  address: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  contactable: true,
  speaks_english: false,
};

const fetchMock = vi.fn<typeof fetch>();
const onDone = vi.fn();
const validToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;

function renderForm(language: TLanguage = 'en') {
  return renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <h2 id="contact-4">Contact 2</h2>
      <ContactForm member={member} title="Contact 2" titleId="contact-4" onDone={onDone} />
    </QueryClientProvider>,
    language,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = (name = 'Save Contact 2') => fireEvent.click(screen.getByRole('button', { name }));

describe('ContactForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', validToken());
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    onDone.mockReset();
    Object.values(toast).forEach((mock) => mock.mockReset());
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  // happy-dom does not select a <select>'s option from react-hook-form's default value; the browser
  // journey (e2e/family.e2e.test.ts) checks the prefilled countries and what is sent for them.
  it('is prefilled, the e-mail read-only, the countries offered by code', async () => {
    await renderForm();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Thomas');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Father') as HTMLInputElement).checked).toBe(true);
    const option = (label: string, code: string) => screen.getByLabelText(label).querySelector(`option[value="${code}"]`)?.textContent;
    expect([option('Birth country', 'FRA'), option('Nationality', 'FR')]).toEqual(['France', 'France']);
    expect(screen.getByLabelText('Nationality').querySelectorAll('option').length).toBeGreaterThan(245);
  });

  it('shows each required message under its field and sends nothing', async () => {
    await renderForm();
    for (const label of ['Last name', 'First name', 'Mobile', 'Phone']) type(label, '');
    save();
    for (const message of ['Last name is required', 'First name is required', 'Mobile number is required', 'Phone number is required']) {
      await screen.findByText(message);
    }
    expect(screen.getByLabelText('Last name').getAttribute('aria-describedby')).toBe('member-4-last-name-error');
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a mobile outside the French pattern and a phone that is not one, with the spec's words", async () => {
    await renderForm();
    type('Mobile', '+44 7700 900123');
    type('Phone', 'call me');
    save();
    await screen.findByText('Mobil number is not valid');
    await screen.findByText('Phone number is not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the edit payload, birthday as 'YYYY-MM-DD', then goes back to view", async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    await renderForm();
    type('Mobile', '+33 6 11 22 33 44');
    fireEvent.click(screen.getByLabelText('Speaks English'));
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/family/update-family-member/4');
    const { birthCountry: _country, nationality: _nationality, ...sent } = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(sent).toEqual({
      civility: 'Mr',
      family_tie: 'Father',
      last_name: 'Martin',
      first_name: 'Thomas',
      phone: '+33 1 44 55 66 78',
      mobile: '+33 6 11 22 33 44',
      birthday: '1982-09-30',
      birthPlace: 'Nantes',
      language: 'French',
      job: 'Engineer',
      address: '12 rue des Lilas',
      postalCode: '75011',
      city: 'Paris',
      contactable: true,
      speaksEnglish: true,
    });
    expect(toast.notifySuccess).toHaveBeenCalledWith('Personal situation update sent');
  });

  it('stays in the form with the failure toast when the server refuses', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }));
    await renderForm();
    save();
    await waitFor(() =>
      expect(toast.notifyFailure).toHaveBeenCalledWith('Error sending update family member situation', expect.anything()),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('speaks French: labels, choices, countries by their French names, and every validation message', async () => {
    await renderForm('fr');
    expect((screen.getByLabelText('Père') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('M.')).toBeTruthy();
    const option = (label: string, code: string) => screen.getByLabelText(label).querySelector(`option[value="${code}"]`)?.textContent;
    expect([option('Pays de naissance', 'DEU'), option('Nationalité', 'GB')]).toEqual(['Allemagne', 'Royaume-Uni']);
    expect(screen.getByLabelText('Nationalité').querySelector('option')?.textContent).toBe('Non renseigné');
    for (const label of ['Nom', 'Prénom', 'Portable', 'Téléphone']) type(label, '');
    save('Enregistrer Contact 2');
    for (const message of [
      'Le nom est obligatoire',
      'Le prénom est obligatoire',
      'Le numéro de portable est obligatoire',
      'Le numéro de téléphone est obligatoire',
    ]) {
      await screen.findByText(message);
    }
    type('Portable', '+44 7700 900123');
    type('Téléphone', 'appelez-moi');
    type('Nom', 'x'.repeat(101));
    save('Enregistrer Contact 2');
    await screen.findByText('Le numéro de portable n’est pas valide');
    await screen.findByText('Le numéro de téléphone n’est pas valide');
    await screen.findByText('100 caractères au maximum');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says a too long text's limit in English too, and a filled mobile is never 'required'", async () => {
    await renderForm();
    type('Last name', 'x'.repeat(101));
    type('Mobile', '06 12');
    save();
    await screen.findByText('At most 100 characters');
    await screen.findByText('Mobil number is not valid');
    expect(screen.queryByText('Mobile number is required')).toBeNull();
  });
});
