// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReport } from '@carnet/contract';
import type { FileMessages } from '../../lib/use-file-actions';
import { renderInLanguage } from '../../test/render';
import { ReportsPage } from './reports-page';

const report = (id: number, year: string): TReport => ({ id, title: `Report ${id}`, year, child: { id: 1 }, hasNotification: false });
const reports = [report(1, '2024-2025'), report(2, '2025-2026')];

const downloadAll = vi.hoisted(() => vi.fn());
const fileMessages = vi.hoisted(() => [] as FileMessages[]);
vi.mock('../../lib/use-user', () => ({
  useUser: () => ({ familyInfo: { children: [{ id: 1, firstName: 'Léa', lastName: 'Martin' }] } }),
}));
vi.mock('./api/get-reports', () => ({ useReports: () => ({ isPending: false, isError: false, isSuccess: true, data: reports }) }));
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

describe('ReportsPage', () => {
  afterEach(() => {
    cleanup();
    downloadAll.mockReset();
    fileMessages.length = 0;
  });

  it("names the zip 'Léa Martin - Reports {year}' and each card's school year", async () => {
    await renderInLanguage(<ReportsPage />);
    screen.getByRole('tablist', { name: 'School year' });
    screen.getByText('School year 2025-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Download all reports' }));
    expect(downloadAll).toHaveBeenCalledWith({ items: [reports[1]], label: 'Léa Martin - Reports 2025-2026' });
  });

  it('speaks French: Bulletins, the year tabs, the zip name and the toasts', async () => {
    await renderInLanguage(<ReportsPage />, 'fr');
    screen.getByRole('heading', { level: 1, name: 'Bulletins' });
    screen.getByRole('tablist', { name: 'Année scolaire' });
    screen.getByRole('heading', { level: 2, name: 'Bulletins 2025-2026' });
    screen.getByText('Année scolaire 2025-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger tous les bulletins' }));
    expect(downloadAll).toHaveBeenCalledWith({ items: [reports[1]], label: 'Léa Martin - Bulletins 2025-2026' });
    expect(fileMessages.at(-1)?.downloaded).toBe('Bulletin téléchargé');
    expect(fileMessages.at(-1)?.downloadRefused).toBe('Une erreur est survenue lors du téléchargement du bulletin.');
  });
});
