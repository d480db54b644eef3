// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage, TMe } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import { signInForTest, stubApi, testQueryClient } from '../../../../test/signed-in';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { ConcernsSection } from './conduct-sections';

const staff = (roles: TMe['roles']): TMe => ({
  id: 9,
  email: 'teacher2@example.com',
  firstName: 'Marc',
  lastName: 'Girard',
  roles,
  // A staff account's /api/me has its own name as the family and no children.
  familyInfo: { name: 'Girard', children: [] },
  language: null,
});

async function renderAs(roles: TMe['roles'], language: TLanguage = 'en') {
  signInForTest(staff(roles));
  // A teacher who raised no concern about Léa: the server answers an empty list (decision 084).
  stubApi({ '/api/staff/concerns': () => Response.json([]) });
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider i18n={i18n}>
        <ConcernsSection pupil={{ id: 1, name: 'Léa Martin' }} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the concerns section', () => {
  it('tells a teacher that only they and the office read their concerns, and that none was raised by them', async () => {
    await renderAs(['ROLE_TEACHER']);
    expect(await screen.findByText('No concerns raised by you yet.')).toBeTruthy();
    expect(screen.getByText('The concerns you raise are read by you and the office only.')).toBeTruthy();
    // An empty list is not a failure.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the same in French', async () => {
    await renderAs(['ROLE_TEACHER'], 'fr');
    expect(await screen.findByText('Vous n’avez encore fait aucun signalement.')).toBeTruthy();
    expect(screen.getByText('Vos signalements ne sont lus que par vous et le secrétariat.')).toBeTruthy();
  });

  it('shows the office the plain empty state, without the note', async () => {
    await renderAs(['ROLE_ADMIN']);
    expect(await screen.findByText('No concerns yet.')).toBeTruthy();
    expect(screen.queryByText('The concerns you raise are read by you and the office only.')).toBeNull();
  });
});
