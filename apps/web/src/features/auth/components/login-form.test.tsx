// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { LoginForm } from './login-form';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notifyError, dismissToasts: vi.fn() }));

function renderForm(language: TLanguage = 'en') {
  return renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>
    </QueryClientProvider>,
    language,
  );
}

describe('LoginForm', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
    vi.unstubAllGlobals();
  });

  it("marks both fields 'Required' and asks for both when sent empty", async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(notifyError).toHaveBeenCalledWith('Please specify your email and password');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'Invalid email address' without calling the server", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    await renderForm();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'parent.example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Parent123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Invalid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks French: labels, button and the same checks', async () => {
    await renderForm('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getAllByText('Obligatoire')).toHaveLength(2));
    expect(notifyError).toHaveBeenCalledWith('Veuillez saisir votre e-mail et votre mot de passe');
    expect(screen.getByLabelText('Mot de passe').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when to try again after too many attempts, not that the password is wrong', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          Response.json({ code: 'RATE_LIMITED', message: 'Too many login attempts' }, { status: 429, headers: { 'Retry-After': '840' } }),
        ),
    );
    await renderForm();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'parent@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too many attempts. You can try again in 14 minutes.');
    expect(notifyError).not.toHaveBeenCalledWith('Login failed. Please check your email and password', expect.anything());
  });

  it('says the portal cannot be reached when the network fails, not that the password is wrong', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await renderForm('fr');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'parent@example.com' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Le portail de l’établissement est injoignable. Vérifiez votre connexion et réessayez.',
    );
  });

  it('reports a refused login with the spec text', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(Response.json({ code: 'UNAUTHENTICATED', message: 'Invalid e-mail or password' }, { status: 401 })),
    );
    await renderForm();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'parent@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Login failed. Please check your email and password', expect.anything()));
  });
});
