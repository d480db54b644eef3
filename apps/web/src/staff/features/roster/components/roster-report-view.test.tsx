// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TLanguage, TRosterReport } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { RosterReportView } from './roster-report-view';

const report = (notices: TRosterReport['notices']): TRosterReport => ({
  version: '1.1',
  isDryRun: true,
  counts: [],
  invitations: 0,
  accountsWithoutEmail: 0,
  ignoredRows: 0,
  importId: null,
  notices,
});
const ambiguous = { file: 'users.csv', line: 12, column: null, message: 'Nadia Petit could be more than one contact entered in Carnet' };

async function renderIn(value: TRosterReport, language: TLanguage = 'en') {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  render(
    <I18nProvider i18n={i18n}>
      <RosterReportView report={value} onImport={() => {}} step={null} />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('the import report’s notices (decision 098)', () => {
  it('lists what the office should check, with where it is in the file', async () => {
    await renderIn(report([ambiguous]));
    const section = screen.getByRole('region', { name: 'To check' });
    expect(section.querySelector('li')?.textContent).toBe(
      'users.csv, line 12 — Nadia Petit could be more than one contact entered in Carnet',
    );
  });

  it('shows nothing to check when the import decided everything', async () => {
    await renderIn(report([]));
    expect(screen.queryByRole('region', { name: 'To check' })).toBeNull();
  });

  it('speaks French', async () => {
    await renderIn(report([ambiguous]), 'fr');
    expect(screen.getByRole('region', { name: 'À vérifier' }).querySelector('li')?.textContent).toMatch(/^users\.csv, ligne 12 — /);
  });
});
