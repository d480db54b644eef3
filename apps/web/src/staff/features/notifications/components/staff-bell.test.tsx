// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage, TStaffNotification } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import { signInForTest, stubApi, testQueryClient } from '../../../../test/signed-in';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { StaffBell } from './staff-bell';

const returned: TStaffNotification = {
  id: 4,
  subject: 'form returned',
  content: 'Léa Martin returned the form Image rights',
  createdAt: '2026-11-24T08:00:00.000Z',
  seen: false,
  link: '3',
};

async function renderBell(language: TLanguage) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <StaffBell />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the staff bell', () => {
  beforeEach(() => signInForTest());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says how many are unread, shows the count, and leads to the notifications page', async () => {
    stubApi({ '/api/staff/notifications': () => Response.json({ items: [returned, { ...returned, id: 5 }], unread: 2 }) });
    await renderBell('en');
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('href')).toBe('/staff/notifications');
    expect(bell.textContent).toBe('2');
  });

  it('says it in French, with the plural', async () => {
    stubApi({ '/api/staff/notifications': () => Response.json({ items: [returned], unread: 1 }) });
    await renderBell('fr');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 non lue' })).toBeTruthy();
  });

  it('shows no count when everything is read', async () => {
    const routes = { '/api/staff/notifications': () => Response.json({ items: [{ ...returned, seen: true }], unread: 0 }) };
    stubApi(routes);
    await renderBell('en');
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });
});
