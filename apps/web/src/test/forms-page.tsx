import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import type { TFormData, TFormDefinition, TFormRequest, TLanguage } from '@carnet/contract';
import { createAppNavigation } from '../lib/router/app-navigation';
import { AppRouter } from '../lib/router/app-router';
import { renderInLanguage } from './render';
import { signInForTest, stubApi, testQueryClient } from './signed-in';
import { FormsPage } from '../features/forms/forms-page';

/** Léa's one form, as the page's tests ask and answer it. */
export const museumTrip: { request: TFormRequest; definition: TFormDefinition } = {
  request: {
    id: 4,
    completed: false,
    child: { id: 1, first_name: 'Léa', last_name: 'Martin' },
    form: { id: 9, name: 'Museum trip', type: 'Authorization' },
    hasNotification: false,
    deadline: null,
  },
  definition: {
    id: 9,
    name: 'Museum trip',
    type: 'Authorization',
    schema: { contactInfo: [], form: [{ title: 'May Léa come?', type: 'yes-no', required: true }] },
  },
};

/** The answers to the museum trip as sent, 'Yes' or 'No'. */
export const museumTripAnswered = (answer: string): TFormData => ({
  id: museumTrip.request.id,
  form: museumTrip.request.form,
  child: museumTrip.request.child,
  resultData: { contactInfo: {}, form: { 'May Léa come?': answer } },
});

/**
 * For the page's tests: the family's forms page, signed in, on the API answers given by path, inside
 * the app's router (the fill-in view guards leaving through it).
 */
export async function renderFormsPage(routes: Parameters<typeof stubApi>[0], language: TLanguage = 'en') {
  signInForTest();
  stubApi(routes);
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
