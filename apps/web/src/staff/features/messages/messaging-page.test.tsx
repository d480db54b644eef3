// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMessageReport, TMessagingSettings } from '@carnet/contract';
import { serverError } from '../../../test/signed-in';
import { officeNadia, renderStaffPage } from '../../../test/staff-page';
import { MessagingPage } from './messaging-page';

const settings: TMessagingSettings = { quietStart: '19:00', quietEnd: '07:00', replyDays: 2, studentsMayWrite: false };
const report: TMessageReport = {
  id: 4,
  messageId: 9,
  conversationId: 7,
  reason: 'Rude words',
  reportedByName: 'Paul Bernard',
  createdAt: '2026-11-27T08:00:00.000Z',
  resolvedAt: null,
  authorName: 'Claire Martin',
  messageBody: 'You never answer!',
};
const waiting = {
  id: 7,
  subject: 'Homework for Monday',
  familyName: 'Martin',
  childFirstName: 'Hugo',
  childLastName: 'Martin',
  staffKind: 'teacher',
  teacherName: 'Paul Bernard',
  waitingSince: '2026-11-23T08:00:00.000Z',
  schoolDaysWaiting: 4,
};
const pause = { id: 3, familyId: null, familyName: null, reason: 'Strike day', createdAt: '2026-11-27T07:00:00.000Z' };

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];
const full: Routes = {
  '/api/staff/messages/waiting': () => Response.json([waiting]),
  '/api/staff/messages/reports': () => Response.json([report]),
  '/api/staff/messages/pauses': () => Response.json([pause]),
  '/api/staff/messages/settings': () => Response.json(settings),
};
const empty: Routes = {
  ...full,
  '/api/staff/messages/waiting': () => Response.json([]),
  '/api/staff/messages/reports': () => Response.json([]),
  '/api/staff/messages/pauses': () => Response.json([]),
};
const render = (routes: Routes, language: 'en' | 'fr' = 'en') =>
  renderStaffPage(<MessagingPage />, { user: officeNadia, routes, language });
const section = (name: string) => screen.getByRole('region', { name });

describe("the office's messaging page", () => {
  it('shows who waits too long, the reports to handle, the pauses and the settings', async () => {
    await render(full);
    await screen.findByRole('link', { name: 'Homework for Monday' });
    expect(within(section('Waiting for an answer')).getByText('Martin family, about Hugo Martin, to Paul Bernard')).toBeTruthy();
    expect(within(section('Waiting for an answer')).getByText(/Waiting 4 school days/)).toBeTruthy();
    const reports = section('Reported messages');
    expect(within(reports).getByText('Paul Bernard reported a message of Claire Martin, 27 November at 9:00 AM')).toBeTruthy();
    expect(within(reports).getByText('You never answer!')).toBeTruthy();
    expect(within(reports).getByRole('button', { name: 'Mark handled' })).toBeTruthy();
    expect(within(section('Pauses')).getByText('The whole school', { selector: 'p' })).toBeTruthy();
    expect(within(section('Pauses')).getByRole('button', { name: 'Lift the pause The whole school' })).toBeTruthy();
    // The whole school is paused already: no second pause is offered.
    expect(within(section('Pauses')).queryByRole('button', { name: 'Pause the whole school' })).toBeNull();
    expect((await screen.findByLabelText<HTMLInputElement>('Start at')).value).toBe('19:00');
  });

  it('says when there is nothing to handle', async () => {
    await render(empty);
    expect(await screen.findByText('No family waits longer than the expected reply time.')).toBeTruthy();
    expect(await screen.findByText('No report to handle.')).toBeTruthy();
    expect(await screen.findByText('No pause in force.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause the whole school' })).toBeTruthy();
  });

  it('refuses quiet hours that do not run overnight before asking the server', async () => {
    const fetchMock = await render(empty);
    fireEvent.change(await screen.findByLabelText('End at'), { target: { value: '20:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Quiet hours end in the morning, before they start in the evening.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says what could not be loaded, with a way to try again', async () => {
    await render({ ...empty, '/api/staff/messages/waiting': serverError, '/api/staff/messages/settings': serverError });
    expect(await screen.findByText('The waiting conversations could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('The messaging settings could not be loaded.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
  });

  it('reads in French', async () => {
    await render(full, 'fr');
    expect(await screen.findByRole('region', { name: 'En attente de réponse' })).toBeTruthy();
    expect(await screen.findByText('Paul Bernard a signalé un message de Claire Martin, le 27 novembre à 09:00')).toBeTruthy();
    expect(screen.getByText('Tout l’établissement', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messagerie');
  });
});
