// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage, TStaffFamilyRequest, TStaffFamilyRequestDay } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import '../../../staff-messages';
import { FamilyRequestsPanel } from './family-requests-panel';
import { FamilyWord } from './family-word';

const leave: TStaffFamilyRequest = {
  id: 5,
  kind: 'leave',
  childId: 1,
  firstName: 'Léa',
  lastName: 'Martin',
  className: '6A',
  from: '2026-12-02',
  to: '2026-12-04',
  reason: 'family',
  details: 'A wedding',
  hasCertificate: false,
  state: 'pending',
  decisionNote: null,
  createdAt: '2026-11-28T08:00:00Z',
  decidedAt: null,
};
const day: TStaffFamilyRequestDay = {
  date: '2026-11-30',
  requests: [
    {
      ...leave,
      id: 6,
      kind: 'absence',
      childId: 2,
      firstName: 'Hugo',
      from: '2026-11-30',
      to: '2026-11-30',
      reason: 'ill',
      state: 'reported',
      className: '3B',
    },
  ],
  pendingLeave: [leave],
  differences: [
    {
      kind: 'reportedButPresent',
      childId: 2,
      firstName: 'Hugo',
      lastName: 'Martin',
      className: '3B',
      subject: 'Mathematics',
      startHour: '08:00',
      requestId: 6,
    },
  ],
};

// The reads and the decision are the server's (family-requests.test.ts): here they answer at once.
const mutate = vi.hoisted(() => vi.fn());
vi.mock('../api/family-requests', () => ({
  useFamilyRequestDay: () => ({ data: day, isError: false, isFetching: false }),
  useDecideLeave: () => ({ mutate, isPending: false, isError: false }),
}));

async function renderIn(language: TLanguage, element: React.ReactElement) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
}

describe("the families' requests on the office's absences screen", () => {
  afterEach(() => {
    cleanup();
    mutate.mockReset();
  });

  it('flags the difference, lists the day and grants leave with a note', async () => {
    await renderIn('en', <FamilyRequestsPanel date="2026-11-30" />);
    const flagged = screen.getByRole('region', { name: 'Registers and families disagree' });
    expect(flagged.textContent).toContain('Hugo Martin');
    expect(flagged.textContent).toContain('Reported absent by the family, marked present');
    expect(screen.getByRole('region', { name: 'Reported by families for this day' }).textContent).toContain('Absence reported · Ill');
    fireEvent.change(screen.getByLabelText('Note to the family (optional)'), { target: { value: ' Enjoy ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(mutate).toHaveBeenCalledWith({ id: 5, input: { decision: 'granted', note: 'Enjoy' } });
  });

  it('reads in French', async () => {
    await renderIn('fr', <FamilyRequestsPanel date="2026-11-30" />);
    expect(screen.getByRole('region', { name: 'Appels et familles ne concordent pas' }).textContent).toContain(
      'Absence signalée par la famille, noté présent',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(mutate).toHaveBeenCalledWith({ id: 5, input: { decision: 'refused', note: '' } });
  });

  it('shows the family’s word beside a pupil in the roll call, in both languages', async () => {
    await renderIn('en', <FamilyWord word={{ kind: 'absence', reason: 'ill' }} />);
    expect(screen.getByText('Reported by the family: ill')).toBeTruthy();
    cleanup();
    await renderIn('fr', <FamilyWord word={{ kind: 'leave', reason: 'family' }} />);
    expect(screen.getByText('Autorisation accordée')).toBeTruthy();
  });
});
