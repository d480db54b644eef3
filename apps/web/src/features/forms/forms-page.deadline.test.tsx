// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFormData, TFormDefinition, TFormRequest } from '@carnet/contract';
import { createAppNavigation } from '../../lib/router/app-navigation';
import { AppRouter } from '../../lib/router/app-router';
import { renderInLanguage } from '../../test/render';
import { signInForTest, stubApi, testQueryClient } from '../../test/signed-in';
import { FormsPage } from './forms-page';

const request: TFormRequest = {
  id: 4,
  completed: false,
  child: { id: 1, first_name: 'Léa', last_name: 'Martin' },
  form: { id: 9, name: 'Museum trip', type: 'Authorization' },
  hasNotification: false,
  deadline: '2027-03-05',
};
const definition: TFormDefinition = {
  id: 9,
  name: 'Museum trip',
  type: 'Authorization',
  schema: { contactInfo: [], form: [{ title: 'May Léa come?', type: 'yes-no' }] },
};
const answers: TFormData = {
  id: 4,
  form: request.form,
  child: request.child,
  resultData: { contactInfo: {}, form: { 'May Léa come?': 'Yes' } },
};

/**
 * The family's forms page on a stubbed API, inside the app's router (the fill-in view guards leaving
 * through it): the list answers the request as sent once it was sent.
 */
async function renderForms(language: 'en' | 'fr' = 'en') {
  let isSent = false;
  signInForTest();
  stubApi({
    '/api/notification': () => Response.json([]),
    '/api/form/my': () => Response.json([{ ...request, completed: isSent }]),
    '/api/form/9': () => Response.json(definition),
    '/api/form/4/send-data': () => {
      isSent = true;
      return Response.json({ success: true });
    },
    '/api/form/4/get-data': () => Response.json(answers),
  });
  const navigation = createAppNavigation(UNSAFE_createMemoryHistory({ initialEntries: ['/forms'], v5Compat: true }));
  await renderInLanguage(
    <QueryClientProvider client={testQueryClient()}>
      <AppRouter navigation={navigation}>
        <Routes>
          <Route path="/forms" element={<FormsPage />} />
        </Routes>
      </AppRouter>
    </QueryClientProvider>,
    language,
  );
}

describe('a form with a deadline', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the deadline on the card and above the form, then a summary of the answers once sent', async () => {
    await renderForms();
    expect(await screen.findByText('To answer by 05 March 2027')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Museum trip' }));
    const heading = await screen.findByRole('heading', { name: 'Museum trip', level: 2 });
    expect(heading.parentElement?.textContent).toContain('To answer by 05 March 2027');

    fireEvent.click(within(screen.getByRole('group', { name: 'May Léa come?' })).getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Send Form' }));
    // The view-answers screen, not the list: what was sent, question by question.
    const answered = await screen.findByRole('region', { name: 'Questions' });
    expect(within(answered).getByText('May Léa come?')).toBeTruthy();
    expect(within(answered).getByText('Yes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Form' })).toBeNull();
  });

  it('says it in French', async () => {
    await renderForms('fr');
    expect(await screen.findByText('À remplir avant le 5 mars 2027')).toBeTruthy();
  });
});
