// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notifyError, dismissToasts: vi.fn() }));

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LoginForm', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
    vi.unstubAllGlobals();
  });

  it("marks both fields 'Required' and asks for both when sent empty", async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(notifyError).toHaveBeenCalledWith('Please specify your email and password');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'Invalid email address' without calling the server", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'parent.example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Parent123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Invalid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a refused login with the spec text', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(Response.json({ code: 'UNAUTHENTICATED', message: 'Invalid e-mail or password' }, { status: 401 })),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'parent@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Login failed. Please check your email and password', expect.anything()));
  });
});
