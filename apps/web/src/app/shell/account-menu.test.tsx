// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, saveToken, saveUser } from '../../lib/session';
import { renderInLanguage } from '../../test/render';
import { martinParent } from '../../test/signed-in';
import { AccountMenu } from './account-menu';
// Loaded on the first open in the app; loaded here at once, so opening does not wait for a cold import.
import './account-menu-popup';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notifyError }));

const parent = martinParent;
const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;

async function openMenu(name: string) {
  fireEvent.pointerDown(screen.getByRole('button', { name }), { button: 0, pointerType: 'mouse' });
  await screen.findByRole('menu');
}

describe('the account menu', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    saveToken(token);
    saveUser(parent);
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    notifyError.mockReset();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('offers the two languages, each named in itself, the spoken one checked', async () => {
    await renderInLanguage(
      <MemoryRouter>
        <AccountMenu user={parent} />
      </MemoryRouter>,
    );
    await openMenu('Martin family');
    const group = screen.getByRole('group', { name: 'Language' });
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    const french = screen.getByRole('menuitemradio', { name: 'Français' });
    expect(group.contains(french)).toBe(true);
    expect([english.getAttribute('aria-checked'), french.getAttribute('aria-checked')]).toEqual(['true', 'false']);
    expect([english.getAttribute('lang'), french.getAttribute('lang')]).toEqual(['en', 'fr']);
  });

  it('saves Français on the account and then reads in French', async () => {
    fetchMock.mockResolvedValue(Response.json({ ...parent, language: 'fr' }));
    await renderInLanguage(
      <MemoryRouter>
        <AccountMenu user={parent} />
      </MemoryRouter>,
    );
    await openMenu('Martin family');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([String(url), init?.method, init?.body]).toEqual(['/api/me', 'PATCH', JSON.stringify({ language: 'fr' })]);
    await waitFor(() => expect(getStoredUser()?.language).toBe('fr'));
    expect(notifyError).not.toHaveBeenCalled();

    await openMenu('Famille Martin');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Fiche famille',
      'Léa Martin',
      'Hugo Martin',
      'Mot de passe et sessions',
      'Notifications',
      'S’abonner dans mon agenda',
      'Télécharger mes données',
      'Se déconnecter',
    ]);
    expect(screen.getByRole('group', { name: 'Langue' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'Français' }).getAttribute('aria-checked')).toBe('true');
  });

  it('says so when the language cannot be saved', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }));
    await renderInLanguage(
      <MemoryRouter>
        <AccountMenu user={parent} />
      </MemoryRouter>,
    );
    await openMenu('Martin family');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'La langue n’a pas pu être enregistrée sur votre compte. Veuillez réessayer.',
        expect.objectContaining({ status: 500 }),
      ),
    );
    expect(document.documentElement.lang).toBe('fr');
  });
});
