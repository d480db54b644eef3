// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRole } from '@carnet/contract';
import { MemoryRouter } from 'react-router';
import { renderInLanguage } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

const fetchMock = vi.fn<typeof fetch>();
const validToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;

function signedInAs(roles: TRole[]) {
  localStorage.setItem('token', validToken());
  const user = {
    id: 1,
    email: 'a@example.com',
    firstName: 'A',
    lastName: 'B',
    roles,
    familyInfo: { name: 'B', children: [], familyMembers: [] },
  };
  localStorage.setItem('user', JSON.stringify(user));
}

async function changeThePassword() {
  fetchMock.mockResolvedValue(Response.json({ token: validToken() }));
  await renderInLanguage(
    <MemoryRouter>
      <ChangePasswordForm />
    </MemoryRouter>,
    'en',
  );
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Tortue-Velo-Brioche-27' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Heron-Lanterne-Sapin-58' } });
  fireEvent.change(screen.getByLabelText('Confirm the new password'), { target: { value: 'Heron-Lanterne-Sapin-58' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
  await screen.findByText(/Your password was changed/);
}

describe('ChangePasswordForm, once the password is changed', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("tells a family that every device's notifications were turned off and offers to reset the calendar address", async () => {
    signedInAs(['ROLE_PARENT', 'ROLE_USER']);
    await changeThePassword();
    expect(screen.getByText(/Notifications were turned off on all your devices, this one included/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn them on again' }).getAttribute('href')).toBe('/account/notifications');
    expect(screen.getByRole('link', { name: 'Reset my calendar address' }).getAttribute('href')).toBe('/account/calendar');
  });

  it('offers nothing of the kind to the staff, who have neither', async () => {
    signedInAs(['ROLE_TEACHER', 'ROLE_USER']);
    await changeThePassword();
    expect(screen.queryByRole('link', { name: 'Reset my calendar address' })).toBeNull();
    expect(screen.queryByText(/Notifications were turned off/)).toBeNull();
  });
});
