// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFamily, TLanguage } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { FinancialForm } from './financial-form';

const toast = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn() }));
vi.mock('../../../lib/toast', () => toast);

const family: TFamily = {
  name: 'Dubois',
  financialSource: null,
  financialObservation: '',
  familyInfo: { children: [], familyMembers: [] },
};
const fetchMock = vi.fn<typeof fetch>();
const onDone = vi.fn();
const validToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;

function renderForm(language: TLanguage = 'en') {
  return renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <h2 id="family-financial">Financial</h2>
      <FinancialForm family={family} onDone={onDone} />
    </QueryClientProvider>,
    language,
  );
}

describe('FinancialForm', () => {
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

  it("asks for a source ('Please select a source.') and sends nothing without one", async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save Change' }));
    await screen.findByText('Please select a source.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the source and the optional observation, then goes back to read mode', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    await renderForm();
    fireEvent.click(screen.getByLabelText('Enterprise'));
    fireEvent.change(screen.getByLabelText('OBSERVATION'), { target: { value: 'Paid by the employer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Change' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ source: 'Enterprise', observation: 'Paid by the employer' });
    expect(toast.notifySuccess).toHaveBeenCalledWith('Financial information update sent');
  });

  it('stays in the form with the failure toast when the server refuses the change', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }));
    await renderForm();
    fireEvent.click(screen.getByLabelText('Individual'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Change' }));
    await waitFor(() => expect(toast.notifyFailure).toHaveBeenCalledWith('Error sending financial information update', expect.anything()));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Change' })).toBeTruthy();
  });

  it('speaks French: the choices keep their stored values, the messages and the toast are French', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    await renderForm('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Veuillez choisir une source.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Particulier'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ source: 'Individual', observation: '' });
    expect(toast.notifySuccess).toHaveBeenCalledWith('Mise à jour des informations financières envoyée');
  });
});
