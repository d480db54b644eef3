// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuditEntry, TLanguage } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import { signInForTest, stubApi } from '../../../../test/signed-in';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { AuditExport } from './audit-export';
import { AuditTable } from './audit-table';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/download', () => ({ saveBlob }));

const excused: TAuditEntry = {
  id: 7,
  at: '2026-11-26T09:30:00.000Z',
  userId: 3,
  userName: 'Nadia Roux',
  action: 'update',
  entity: 'absence',
  entityId: 12,
  pupilId: 1,
  pupilName: 'Léa Martin',
  before: { reason: '', excused: false },
  after: { reason: 'Doctor', excused: true },
  sentence: "Nadia Roux excused Léa Martin's absence of 26 November",
  changes: [{ field: 'excused', label: 'Excused', before: 'No', after: 'Yes' }],
};

async function renderIn(ui: ReactElement, language: TLanguage = 'en') {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  saveBlob.mockReset();
});

describe('the audit log page', () => {
  it('shows each line as the server words it, with the changed fields labelled', async () => {
    await renderIn(<AuditTable entries={[excused]} />);
    const [line] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = within(line!).getAllByRole('cell');
    expect(cells[1]?.textContent).toBe("Nadia Roux excused Léa Martin's absence of 26 November");
    expect(cells[2]?.textContent).toBe('ExcusedNo → Yes');
    expect(screen.getByRole('columnheader', { name: 'What was done' })).toBeTruthy();
  });

  it('exports the lines the filters match, in the format asked (French labels)', async () => {
    signInForTest();
    const fetchMock = stubApi({ '/api/staff/audit/export': () => new Response('x', { headers: { 'content-type': 'text/csv' } }) });
    await renderIn(<AuditExport filter={{ pupilId: 1, action: 'update', page: 3 }} />, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter ces lignes (CSV)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Journal d’audit.csv'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/staff/audit/export?pupilId=1&action=update&format=csv');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter ces lignes (Excel)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('format=xlsx');
  });
});
