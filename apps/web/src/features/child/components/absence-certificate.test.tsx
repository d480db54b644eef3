// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { AbsenceCertificate } from './absence-certificate';

const toast = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn() }));
vi.mock('../../../lib/toast', () => toast);

const when = 'the absence of 02 March 2026';
const fetchMock = vi.fn<typeof fetch>();
const validToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;

function renderCertificate(props: { title: string | null; canEdit?: boolean; when?: string }, language: TLanguage = 'en') {
  return renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <AbsenceCertificate absenceId={7} title={props.title} canEdit={props.canEdit ?? true} when={props.when ?? when} />
    </QueryClientProvider>,
    language,
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

  it("shows an attached name cut at 12 characters plus '...', the full name for screen readers", async () => {
    const { container } = await renderCertificate({ title: 'medical-certificate.pdf' });
    expect(container.textContent).toContain('medical-cert...');
    expect(screen.getByText('Certificate medical-certificate.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Remove the certificate medical-certificate.pdf from ${when}` })).toBeTruthy();
  });

  it('keeps a name of 12 characters or fewer whole', async () => {
    const { container } = await renderCertificate({ title: 'abcdefgh.pdf' });
    expect(container.textContent).toContain('abcdefgh.pdf');
    expect(container.textContent).not.toContain('...');
  });

  it("offers '+ add' when there is none, and nothing to change to a student", async () => {
    await renderCertificate({ title: null });
    expect(screen.getByRole('button', { name: `+ add a certificate for ${when}` })).toBeTruthy();
    cleanup();
    await renderCertificate({ title: 'medical-certificate.pdf', canEdit: false });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the file as multipart text fields with a base64 data URL', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    const { container } = await renderCertificate({ title: null });
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
    const { container } = await renderCertificate({ title: null });
    fireEvent.change(fileInput(container), { target: { files: [new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })] } });
    await waitFor(() =>
      expect(toast.notifyError).toHaveBeenCalledWith('This file type is not accepted: please choose a PDF, JPEG or PNG file.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes with certificate=false and says so', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    await renderCertificate({ title: 'note.pdf' });
    fireEvent.click(screen.getByRole('button', { name: /^Remove the certificate/ }));
    await waitFor(() => expect(toast.notifySuccess).toHaveBeenCalledWith('Certificate deleted successfully'));
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    if (!(body instanceof FormData)) throw new Error('expected FormData');
    expect(Object.fromEntries(body.entries())).toEqual({ absenceId: '7', certificate: 'false' });
  });

  it('speaks French: the add button, the refusal and the success, for screen readers too', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    const absence = 'l’absence du 2 mars 2026';
    const { container } = await renderCertificate({ title: null, when: absence }, 'fr');
    expect(screen.getByRole('button', { name: `+ ajouter un justificatif pour ${absence}` })).toBeTruthy();
    fireEvent.change(fileInput(container), { target: { files: [new File(['x'.repeat(10)], 'photo.gif', { type: 'image/gif' })] } });
    await waitFor(() =>
      expect(toast.notifyError).toHaveBeenCalledWith('Ce type de fichier n’est pas accepté\u00a0: choisissez un fichier PDF, JPEG ou PNG.'),
    );
    fireEvent.change(fileInput(container), { target: { files: [new File(['%PDF-1.4'], 'note.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(toast.notifySuccess).toHaveBeenCalledWith('Justificatif ajouté'));
    cleanup();
    await renderCertificate({ title: 'certificat-medical.pdf', when: absence }, 'fr');
    expect(screen.getByRole('button', { name: `Retirer le justificatif certificat-medical.pdf de ${absence}` })).toBeTruthy();
    expect(screen.getByText('Justificatif certificat-medical.pdf')).toBeTruthy();
  });
});
