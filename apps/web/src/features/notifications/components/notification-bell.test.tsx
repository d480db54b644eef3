// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@carnet/contract';
import { createQueryClient } from '../../../lib/query-client';
import { renderSignedIn, serverError, signInForTest, stubApi } from '../../../test/signed-in';
import { NotificationBell } from './notification-bell';
// Loaded on the first click in the app; loaded here at once, so opening does not wait for a cold import.
import './notification-popover';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notifyError }));

const unseen: TNotification = {
  id: 7,
  subject: 'timetable',
  subjectId: null,
  content: 'The timetable of next week changed',
  createdAt: '2025-03-03T08:00:00Z',
  seen: false,
  link: '',
};

describe('the notification bell', () => {
  beforeEach(() => signInForTest());
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows a failed read in its panel with Retry instead of 'Loading...', and recovers on Retry", async () => {
    const routes = { '/api/notification': serverError };
    const fetchMock = stubApi(routes);
    // The app's own retry waits (1 s, 2 s...): the panel must not wait for them to say the read failed.
    await renderSignedIn(<NotificationBell />, { client: createQueryClient() });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect((await within(panel).findByRole('alert')).textContent).toBe('Error loading data...');
    expect(within(panel).queryByText('Loading...')).toBeNull();
    const readsBeforeRetry = fetchMock.mock.calls.length;

    routes['/api/notification'] = () => Response.json([unseen]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await within(panel).findByText('The timetable of next week changed');
    expect(fetchMock.mock.calls.length).toBe(readsBeforeRetry + 1);
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unseen' })).toBeTruthy();
    // The panel showed the failure: no toast on top of it.
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('counts the unseen ones in French, with a plural', async () => {
    stubApi({ '/api/notification': () => Response.json([unseen, { ...unseen, id: 8 }]) });
    await renderSignedIn(<NotificationBell />, { language: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByText('emploi du temps')).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'Tout marquer comme lu' })).toBeTruthy();
  });
});
