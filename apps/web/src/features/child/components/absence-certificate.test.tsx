// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbsenceCertificate } from './absence-certificate';

const toast = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn() }));
vi.mock('../../../lib/toast', () => toast);

const when = 'the absence of 02 March 2026';
const fetchMock = vi.fn<typeof fetch>();
const validToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;

function renderCertificate(props: { title: string | null; canEdit?: boolean }) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AbsenceCertificate absenceId={7} title={props.title} canEdit={props.canEdit ?? true} when={when} />
    </QueryClientProvider>,
  );
}

const fileInput = (container: HTMLElement) => {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

describe('AbsenceCertificate', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', validToken());
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    Object.values(toast).forEach((mock) => mock.mockReset());
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows an attached name cut at 12 characters plus '...', the full name for screen readers", () => {
    const { container } = renderCertificate({ title: 'medical-certificate.pdf' });
    expect(container.textContent).toContain('medical-cert...');
    expect(screen.getByText('Certificate medical-certificate.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Remove the certificate medical-certificate.pdf from ${when}` })).toBeTruthy();
  });

  it('keeps a name of 12 characters or fewer whole', () => {
    const { container } = renderCertificate({ title: 'abcdefgh.pdf' });
    expect(container.textContent).toContain('abcdefgh.pdf');
    expect(container.textContent).not.toContain('...');
  });

  it("offers '+ add' when there is none, and nothing to change to a student", () => {
    renderCertificate({ title: null });
    expect(screen.getByRole('button', { name: `+ add a certificate for ${when}` })).toBeTruthy();
    cleanup();
    renderCertificate({ title: 'medical-certificate.pdf', canEdit: false });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the file as multipart text fields with a base64 data URL', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    const { container } = renderCertificate({ title: null });
    const file = new File(['%PDF-1.4 hello'], 'note.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(container), { target: { files: [file] } });
    await waitFor(() => expect(toast.notifySuccess).toHaveBeenCalledWith('Certificate added successfully'));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/registry/certificate');
    const body = init?.body;
    if (!(body instanceof FormData)) throw new Error('expected FormData');
    expect(Object.fromEntries(body.entries())).toEqual({
      absenceId: '7',
      certificate: 'true',
      certificate_name: 'note.pdf',
      certificate_size: String(file.size),
      certificate_type: 'application/pdf',
      certificate_contents: `data:application/pdf;base64,${btoa('%PDF-1.4 hello')}`,
    });
  });

  it('refuses a file of another type without sending it', async () => {
    const { container } = renderCertificate({ title: null });
    fireEvent.change(fileInput(container), { target: { files: [new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })] } });
    await waitFor(() =>
      expect(toast.notifyError).toHaveBeenCalledWith('This file type is not accepted: please choose a PDF, JPEG or PNG file.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes with certificate=false and says so', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    renderCertificate({ title: 'note.pdf' });
    fireEvent.click(screen.getByRole('button', { name: /^Remove the certificate/ }));
    await waitFor(() => expect(toast.notifySuccess).toHaveBeenCalledWith('Certificate deleted successfully'));
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    if (!(body instanceof FormData)) throw new Error('expected FormData');
    expect(Object.fromEntries(body.entries())).toEqual({ absenceId: '7', certificate: 'false' });
  });
});
