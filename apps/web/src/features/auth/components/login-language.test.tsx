// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type TLanguage, type TMe } from '@carnet/contract';
import { LanguageSwitch } from '../../../components/language-switch';
import { clearSession, getStoredUser } from '../../../lib/session';
import { renderInLanguage } from '../../../test/render';
import { LoginForm } from './login-form';

vi.mock('../../../lib/toast', () => ({ notifyError: vi.fn(), dismissToasts: vi.fn() }));

const validToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;
const account = (language: TLanguage | null): TMe => ({
  id: 1,
  email: 'parent@example.com',
  firstName: 'Camille',
  lastName: 'Martin',
  roles: ['ROLE_PARENT', 'ROLE_USER'],
  familyInfo: { name: 'Martin', children: [] },
  language,
});

/** The server: a sign-in, an account that saved English, and PATCH /api/me saving what it is sent. */
function serverOf(saved: TLanguage | null) {
  const patches: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost').pathname;
    if (url === apiPaths.login) return Response.json({ token: validToken() });
    if (url === apiPaths.me && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { language: TLanguage };
      patches.push(body);
      return Response.json(account(body.language));
    }
    if (url === apiPaths.me) return Response.json(account(saved));
    return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { patches };
}

async function renderLoginPage() {
  await renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LanguageSwitch />
        <LoginForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signIn = (passwordLabel: string, button: string) => {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'parent@example.com' } });
  fireEvent.change(screen.getByLabelText(passwordLabel), { target: { value: 'Parent123!' } });
  fireEvent.click(screen.getByRole('button', { name: button }));
};

describe('a language picked on the login page', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('wins over the account’s saved English, becomes the saved language and is spoken after signing in', async () => {
    const server = serverOf('en');
    await renderLoginPage();
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('button', { name: 'Se connecter' });
    signIn('Mot de passe', 'Se connecter');
    await waitFor(() => expect(getStoredUser()?.language).toBe('fr'));
    expect(server.patches).toEqual([{ language: 'fr' }]);
    expect(i18n.locale).toBe('fr');
  });

  it('leaves the account’s language alone when nothing was picked on this page, even if this device chose another before', async () => {
    localStorage.setItem('language', 'fr');
    const server = serverOf('en');
    await renderLoginPage();
    signIn('Password', 'Login');
    await waitFor(() => expect(getStoredUser()?.language).toBe('en'));
    expect(server.patches).toEqual([]);
  });
});
