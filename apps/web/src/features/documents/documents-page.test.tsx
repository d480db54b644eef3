// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDocument } from '@carnet/contract';
import type { FileMessages } from '../../lib/use-file-actions';
import { renderInLanguage } from '../../test/render';
import { DocumentsPage } from './documents-page';

const doc = (id: number, type: string, title: string): TDocument => ({
  id,
  title,
  type,
  date: `2026-0${id}-01`,
  child: { id: 1 },
  hasNotification: false,
});
const documents = [doc(1, 'Invoice', 'Invoice May'), doc(2, 'Letter', 'Class council'), doc(3, 'School certificate', 'Certificate 2026')];

const downloadAll = vi.hoisted(() => vi.fn());
const fileMessages = vi.hoisted(() => [] as FileMessages[]);
vi.mock('../../lib/use-user', () => ({
  useUser: () => ({ familyInfo: { children: [{ id: 1, firstName: 'Léa', lastName: 'Martin' }] } }),
}));
vi.mock('./api/get-documents', () => ({ useDocuments: () => ({ isPending: false, isError: false, isSuccess: true, data: documents }) }));
vi.mock('../../lib/use-download-all', () => ({
  useDownloadAll: (_load: unknown, messages: FileMessages) => {
    fileMessages.push(messages);
    return { downloadAll, isPending: false, progress: null };
  },
}));
vi.mock('../../lib/use-file-actions', () => ({
  useFileActions: (_load: unknown, messages: FileMessages) => {
    fileMessages.push(messages);
    const idle = { mutate: vi.fn(), isPending: false, variables: undefined };
    return { download: idle, open: idle };
  },
}));

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.firstChild?.textContent);

describe('DocumentsPage', () => {
  afterEach(() => {
    cleanup();
    downloadAll.mockReset();
    fileMessages.length = 0;
  });

  it("names the tabs by the school's types and the zip after the child and type", async () => {
    await renderInLanguage(<DocumentsPage />);
    expect(tabNames()).toEqual(['Invoice', 'Letter', 'School certificate']);
    fireEvent.click(screen.getByRole('button', { name: 'Download all documents' }));
    expect(downloadAll).toHaveBeenCalledWith({ items: [documents[0]], label: 'Léa Martin - Invoice' });
    expect(fileMessages.at(-1)?.downloaded).toBe('Document downloaded');
  });

  it('speaks French: the types translated and in French order, the zip named in French, the toasts in French', async () => {
    await renderInLanguage(<DocumentsPage />, 'fr');
    screen.getByRole('heading', { level: 1, name: 'Documents' });
    screen.getByRole('tablist', { name: 'Type de document' });
    expect(tabNames()).toEqual(['Certificat de scolarité', 'Courrier', 'Facture']);
    expect(screen.getAllByRole('tab')[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger tous les documents' }));
    expect(downloadAll).toHaveBeenCalledWith({ items: [documents[2]], label: 'Léa Martin - Certificat de scolarité' });
    expect(fileMessages.at(-1)).toEqual({
      downloaded: 'Document téléchargé',
      opened: 'Document ouvert dans un nouvel onglet',
      downloadRefused: 'échec du téléchargement du document',
      downloadFailed: 'Une erreur est survenue lors du téléchargement du document.',
      openFailed: 'Une erreur est survenue lors de l’ouverture du document.',
    });
  });
});
