import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { TLanguage, TMe } from '@carnet/contract';
import type { CatalogPart } from '../lib/i18n/catalogs';
import { renderSignedIn, signInForTest, stubApi } from './signed-in';

/** The API's answer to a request (its method and body in `init`, for a path both read and written). */
type Answer = (init?: RequestInit) => Response | Promise<Response>;
export const notFound: Answer = () => Response.json({ code: 'NOT_FOUND', message: 'gone' }, { status: 404 });

/**
 * A page's empty and failed states, which the demo school never shows: rendered signed in as the Martin
 * parent (or `user`), with the API answering `routes` and `path` answering `answer`. The browser journeys check the
 * same pages on the real server; these states need no server, only the API's answer (decision 085).
 */
export async function renderPageWith(
  page: ReactElement,
  routes: Record<string, Answer>,
  { language = 'en' as TLanguage, parts = [] as readonly CatalogPart[], initialEntries = ['/'], user = undefined as TMe | undefined } = {},
): Promise<void> {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  signInForTest(user);
  stubApi({ '/api/notification': () => Response.json([]), ...routes });
  await renderSignedIn(page, { language, parts, initialEntries });
}

/** Waits for each text on the page (exact), and checks that none of `absent` is shown. */
export async function expectTexts(texts: string[], absent: string[] = []): Promise<void> {
  for (const text of texts) await screen.findByText(text);
  for (const text of absent) expect(screen.queryByText(text)).toBeNull();
}
