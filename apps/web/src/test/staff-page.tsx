import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { TLanguage, TMe } from '@carnet/contract';
import { loadMessages } from '../lib/i18n/catalogs';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../staff/staff-messages';
import { signInForTest, stubApi, testQueryClient } from './signed-in';

type Answer = () => Response | Promise<Response>;

const staffMember = (id: number, firstName: string, lastName: string, roles: TMe['roles']): TMe => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName,
  roles,
  familyInfo: { name: lastName, children: [] },
  language: null,
});
export const teacherPaul = staffMember(20, 'Paul', 'Bernard', ['ROLE_TEACHER']);
export const officeNadia = staffMember(30, 'Nadia', 'Roux', ['ROLE_ADMIN']);

type Options = { user: TMe; routes: Record<string, Answer>; language?: TLanguage; path?: string; at?: string };

/**
 * A staff page as the staff app shows it: signed in as `user`, with the staff catalogs, the API stubbed
 * by path, and the router at `at` matching `path` (so the page reads its `:id`). Returns the fetch stub.
 */
export async function renderStaffPage(page: ReactElement, { user, routes, language = 'en', path = '/', at = path }: Options) {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  signInForTest(user);
  const fetchMock = stubApi(routes);
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

/** The paths the page asked for, with their query strings. */
export const askedPaths = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => {
    const parsed = new URL(String(url), 'http://localhost');
    return `${parsed.pathname}${parsed.search}`;
  });
