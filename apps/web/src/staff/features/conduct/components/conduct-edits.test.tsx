// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConductEntry, TLanguage, TMe, TStaffConcern } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import { signInForTest, stubApi, testQueryClient } from '../../../../test/signed-in';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { ConcernForm } from './concern-form';
import { ConcernList } from './concern-list';
import { ConductEntryList } from './conduct-entry-list';

const teacher: TMe = {
  id: 9,
  email: 'teacher@example.com',
  firstName: 'Paul',
  lastName: 'Bernard',
  roles: ['ROLE_TEACHER'],
  familyInfo: { name: 'Bernard', children: [] },
  language: null,
};

const reward: TConductEntry = {
  id: 7,
  childId: 1,
  pupil: 'Léa Martin',
  kind: 'reward',
  date: '2026-11-24',
  responsible: 'Paul Bernard',
  subject: 'Good homwork',
  resume: '',
};
const concern = (over: Partial<TStaffConcern> = {}): TStaffConcern => ({
  id: 5,
  childId: 2,
  pupil: 'Hugo Martin',
  type: 'Wellbeing',
  reason: 'Parents separating',
  date: '2026-11-24',
  comment: '',
  raisedBy: 'Paul Bernard',
  acknowledged: false,
  acknowledgedAt: null,
  staffOnly: true,
  ...over,
});

/** The writes the page sent: method, path and body. */
function stubWrites() {
  const fetchMock = stubApi({
    '/api/staff/conduct/7': () => Response.json({ success: true }),
    '/api/staff/concerns/5': () => Response.json({ success: true }),
    '/api/staff/concerns': () => Response.json({ id: 11 }),
  });
  return () =>
    fetchMock.mock.calls
      .map(([url, init]) => ({ method: init?.method ?? 'GET', path: new URL(String(url), 'http://localhost').pathname, body: init?.body }))
      .filter((call) => call.method !== 'GET')
      .map((call) => ({ ...call, body: typeof call.body === 'string' ? JSON.parse(call.body) : call.body }));
}

async function renderIn(ui: ReactElement, language: TLanguage = 'en') {
  signInForTest(teacher);
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>,
  );
}

/** axe's rules that a DOM without layout can judge (no colour contrast), on what is rendered (or on an open dialog alone: Radix hides the rest). */
async function axeViolations(within: Element = document.body): Promise<string[]> {
  const result = await axe.run(within, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('correcting and withdrawing conduct', () => {
  it('corrects a reward in place: the form holds its words, Save sends the correction and says the family is told', async () => {
    const writes = stubWrites();
    await renderIn(<ConductEntryList entries={[reward]} label="Rewards and sanctions" hasPupil />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Good homwork”' }));
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    expect((subject as HTMLInputElement).value).toBe('Good homwork');
    fireEvent.change(subject, { target: { value: 'Good homework' } });
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText('Correction saved: the family is told.')).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/api/staff/conduct/7', body: { date: '2026-11-24', subject: 'Good homework', resume: '' } },
    ]);
  });

  it('asks before withdrawing (Cancel sends nothing), then withdraws', async () => {
    const writes = stubWrites();
    await renderIn(<ConductEntryList entries={[reward]} label="Rewards and sanctions" hasPupil />);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw “Good homwork”' }));
    const question = screen.getByRole('alertdialog', { name: 'Withdraw “Good homwork”?' });
    expect(question.textContent).toContain('The family no longer sees it and is told it was withdrawn.');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw “Good homwork”' }));
    expect(await axeViolations(screen.getByRole('alertdialog'))).toEqual([]);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'DELETE', path: '/api/staff/conduct/7', body: undefined }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows a staff-only concern as such, without the family’s acknowledgement, and keeps "Staff only" when corrected', async () => {
    const writes = stubWrites();
    await renderIn(<ConcernList concerns={[concern()]} label="Concerns" hasPupil />);
    expect(screen.getByText('Staff only: the family is not told and does not see it')).toBeTruthy();
    expect(screen.queryByText('Not acknowledged yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Parents separating”' }));
    const staffOnly = screen.getByRole('checkbox', { name: 'Staff only' });
    expect((staffOnly as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText('Correction saved. Staff only: the family is not told.')).toBeTruthy();
    expect(writes()[0]).toMatchObject({ method: 'PATCH', path: '/api/staff/concerns/5', body: { staffOnly: true, type: 'Wellbeing' } });
  });

  it('raises a staff-only concern from the form: the box is described, and the message says the family is not told', async () => {
    const writes = stubWrites();
    await renderIn(<ConcernForm childId={2} pupilName="Hugo Martin" />);
    const staffOnly = screen.getByRole('checkbox', { name: 'Staff only' });
    expect(staffOnly.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Parents separating' } });
    fireEvent.click(staffOnly);
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Raise the concern' }));
    expect(await screen.findByText('Concern recorded for Hugo Martin. Staff only: the family is not told.')).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/staff/concerns',
      body: { childId: 2, reason: 'Parents separating', staffOnly: true },
    });
  });

  it('reads in French', async () => {
    stubWrites();
    await renderIn(<ConcernList concerns={[concern({ staffOnly: false })]} label="Signalements" hasPupil />, 'fr');
    expect(screen.getByText('Pas encore lu par la famille')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer «\u00a0Parents separating\u00a0»' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Les parents ne le voient plus et sont prévenus de son retrait.');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Modifier «\u00a0Parents separating\u00a0»' }));
    expect(screen.getByRole('checkbox', { name: 'Réservé au personnel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer la correction' })).toBeTruthy();
  });
});
