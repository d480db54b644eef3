// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { getStoredUser, saveUser } from '../../lib/session';
import { martinParent, testQueryClient } from '../../test/signed-in';
import { useRefreshUser } from './use-refresh-user';

function Refresher() {
  useRefreshUser();
  return null;
}

describe('refreshing the saved user', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('saves an answer of /api/me once: the shell rendered anew does not undo a language saved since', async () => {
    const client = testQueryClient();
    client.setQueryData(queryKeys.me, { ...martinParent, language: 'en' }, { updatedAt: Date.now() });
    saveUser({ ...martinParent, language: null });
    const ui = (key: string) => (
      <QueryClientProvider client={client} key={key}>
        <Refresher />
      </QueryClientProvider>
    );
    const view = render(ui('en'));
    await waitFor(() => expect(getStoredUser()?.language).toBe('en'));

    // The language is saved on the account (PATCH /api/me answers the account), then the page is rendered anew in it.
    saveUser({ ...martinParent, language: 'fr' });
    view.rerender(ui('fr'));
    expect(getStoredUser()?.language).toBe('fr');
  });
});
