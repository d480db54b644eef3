import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { TLanguage, TMe } from '@carnet/contract';
import type { CatalogPart } from '../lib/i18n/catalogs';
import { createQueryClient } from '../lib/query-client';
import { saveToken, saveUser } from '../lib/session';
import { renderInLanguage } from './render';

export const martinParent: TMe = {
  id: 1,
  email: 'parent@example.com',
  firstName: 'Camille',
  lastName: 'Martin',
  roles: ['ROLE_PARENT', 'ROLE_USER'],
  language: null,
  familyInfo: {
    name: 'Martin',
    children: [
      { id: 1, firstName: 'Léa', lastName: 'Martin' },
      { id: 2, firstName: 'Hugo', lastName: 'Martin' },
    ],
  },
};

/** Signs in as the app does at login: a token valid ten minutes, and the user. */
export function signInForTest(user: TMe = martinParent): void {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '');
  saveToken(`h.${payload}.s`);
  saveUser(user);
}

/** The API's answer to a request (its method and body in `init`, for a path both read and written). */
type Answer = (init?: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch with the API's answers by path (the part after the host): what is not listed answers
 * 404. Change an answer during a test by assigning `routes[path]`.
 */
export function stubApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = routes[path];
    return Promise.resolve(answer ? answer(init) : Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const serverError = () => Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 });

/** The app's query client (its toasts on failure, its retry rules) without the waits between retries. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return client;
}

/** Renders a signed-in part of the app: query cache, router and language. */
export function renderSignedIn(
  ui: ReactElement,
  { client = testQueryClient(), language = 'en' as TLanguage, parts = [] as readonly CatalogPart[], initialEntries = ['/'] } = {},
) {
  return renderInLanguage(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={initialEntries}>{ui}</MemoryRouter>
    </QueryClientProvider>,
    language,
    parts,
  );
}
