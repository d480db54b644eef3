// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TChild, TLanguage } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { ExitPermissionTab } from './exit-permission-tab';
import { MedicalTab } from './medical-tab';

const toast = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn() }));
vi.mock('../../../lib/toast', () => toast);
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/download', async (real) => ({ ...(await real<typeof import('../../../lib/download')>()), saveBlob }));

const certificate = (id: number, title: string) => ({ id, title, type: 'Medical certificate', expiration: '2026-09-30' });
const child: TChild = {
  id: 1,
  firstName: 'Léa',
  lastName: 'Martin',
  first_name: 'Léa',
  last_name: 'Martin',
  class_year: '6e',
  class_name: '6A',
  blood_type: '',
  subjects: [],
  exitPermissions: [{ type: 'Lunch at home', days: ['Wednesday'] }],
  concerns: [],
  medicalInfos: [{ id: 3, type: 'Allergy', name: 'Peanut allergy', date: '2025-09-12', certificates: [certificate(8, '  ')] }],
  allergies: [
    {
      id: 4,
      name: 'Peanuts',
      comment: '',
      syringes: [
        { name: 'Epinephrine 0.15 mg', expiration: '2026-03-05', comment: '' },
        { name: 'Spare', expiration: null, comment: '' },
      ],
      certificates: [certificate(9, 'PAI - Léa')],
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const validToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;

function renderTab(language: TLanguage) {
  return renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <MedicalTab child={child} />
      <ExitPermissionTab permissions={child.exitPermissions} />
    </QueryClientProvider>,
    language,
  );
}

describe('MedicalTab', () => {
  beforeEach(() => {
    localStorage.setItem('token', validToken());
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => new Response(new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } }));
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    saveBlob.mockReset();
    Object.values(toast).forEach((mock) => mock.mockReset());
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('reads in English as specified', async () => {
    await renderTab('en');
    expect(screen.getByText(/^Blood type/).textContent).toBe('Blood type Not specified');
    const syringes = screen.getByRole('list', { name: 'Syringes: Peanuts' });
    expect(
      within(syringes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Epinephrine 0.15 mgExpires 05 March 2026', 'SpareNo expiration date']);
    expect(screen.getByRole('heading', { name: 'Allergy' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Days: Lunch at home' }).textContent).toBe('Wednesday');
  });

  it('speaks French: blood type, headings, expiry dates and weekdays from Intl', async () => {
    await renderTab('fr');
    expect(screen.getByText(/^Groupe sanguin/).textContent).toBe('Groupe sanguin Non renseigné');
    expect(screen.getByRole('heading', { name: 'Informations médicales' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Allergie' })).toBeTruthy();
    const syringes = screen.getByRole('list', { name: 'Seringues\u00a0: Peanuts' });
    expect(
      within(syringes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Epinephrine 0.15 mgExpire le 5 mars 2026', 'SparePas de date d’expiration']);
    expect(screen.getByRole('list', { name: 'Jours\u00a0: Déjeune à la maison' }).textContent).toBe('Mercredi');
  });

  it("saves a certificate under its title, and one without a title as 'Certificat médical.pdf' in French", async () => {
    await renderTab('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger PAI - Léa' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]?.[1]).toBe('PAI - Léa.pdf');
    expect(toast.notifySuccess).toHaveBeenCalledWith('Document téléchargé');
    const untitled = screen.getAllByRole('list', { name: 'Certificats' })[0];
    fireEvent.click(within(untitled as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(saveBlob.mock.calls[1]?.[1]).toBe('Certificat médical.pdf');
    cleanup();
    await renderTab('en');
    const list = screen.getAllByRole('list', { name: 'Certificates' })[0];
    fireEvent.click(within(list as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(3));
    expect(saveBlob.mock.calls[2]?.[1]).toBe('Medical certificate.pdf');
  });
});
