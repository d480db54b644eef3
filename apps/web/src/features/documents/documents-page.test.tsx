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
/** Six more invoices of this school year, so the tab holds more than its six cards. */
const invoices = Array.from({ length: 6 }, (_, i) => ({ ...doc(10 + i, 'Invoice', `Invoice ${i}`), date: `2025-1${i % 3}-0${i + 1}` }));

const downloadAll = vi.hoisted(() => vi.fn());
const fileMessages = vi.hoisted(() => [] as FileMessages[]);
vi.mock('../../lib/use-user', () => ({
  useUser: () => ({ familyInfo: { children: [{ id: 1, firstName: 'Léa', lastName: 'Martin' }] } }),
}));
/** The first page (this and last school year) and the older pages the reader asked for. */
const lists = vi.hoisted(() => ({
  nextPath: null as string | null,
  older: { items: [] as TDocument[], hasOlder: false },
  showOlder: vi.fn(),
}));
vi.mock('./api/get-documents', () => ({
  useDocumentsPage: () => ({ isPending: false, isError: false, isSuccess: true, data: { items: documents, nextPath: lists.nextPath } }),
}));
vi.mock('../../lib/api/use-older-pages', () => ({
  useOlderPages: (_key: unknown, nextPath: string | null) => ({
    ...lists.older,
    hasOlder: lists.older.hasOlder && nextPath !== null,
    showOlder: lists.showOlder,
    isLoading: false,
    isError: false,
  }),
}));
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
    lists.nextPath = null;
    lists.older = { items: [], hasOlder: false };
    lists.showOlder.mockReset();
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

  it('offers no Show older when this and last school year are all there is', async () => {
    await renderInLanguage(<DocumentsPage />);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('offers Show older while older documents exist, and says the note counts only what is loaded', async () => {
    lists.nextPath = '/api/documents?before=2024-08-01_1&limit=100';
    lists.older = { items: [], hasOlder: true };
    documents.push(...invoices);
    try {
      await renderInLanguage(<DocumentsPage />);
      screen.getByText("The 6 most recent of the 7 loaded are shown; 'Download all documents' saves these 7.");
      fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
      expect(lists.showOlder).toHaveBeenCalledOnce();
    } finally {
      documents.splice(3);
    }
  });

  it('merges the older pages: their types become tabs, their documents count and are saved', async () => {
    const old = { ...doc(4, 'Invoice', 'Invoice 2023'), date: '2023-03-01' };
    const certificate = { ...doc(5, 'Certificate', 'Sports 2022'), date: '2022-09-01' };
    lists.nextPath = '/api/documents?before=2024-08-01_1&limit=100';
    lists.older = { items: [old, certificate], hasOlder: false };
    await renderInLanguage(<DocumentsPage />);
    expect(tabNames()).toEqual(['Certificate', 'Invoice', 'Letter', 'School certificate']);
    // The reader stays on the tab they were reading, though an older type now sorts before it.
    expect(screen.getByRole('tab', { selected: true }).firstChild?.textContent).toBe('Invoice');
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download all documents' }));
    expect(downloadAll).toHaveBeenCalledWith({ items: [documents[0], old], label: 'Léa Martin - Invoice' });
  });

  it('names Show older in French', async () => {
    lists.nextPath = '/api/documents?before=2024-08-01_1&limit=100';
    lists.older = { items: [], hasOlder: true };
    await renderInLanguage(<DocumentsPage />, 'fr');
    screen.getByRole('button', { name: 'Afficher les plus anciens' });
  });
});
