// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFormData, TFormRequest, TLanguage } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { FormAnswersView } from './form-answers-view';
import { FormCard } from './form-card';

vi.mock('../../../lib/toast', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn() }));

const request: TFormRequest = {
  id: 4,
  completed: true,
  hasNotification: false,
  deadline: null,
  child: { id: 1, first_name: 'Léa', last_name: 'Martin' },
  form: { id: 9, name: 'Image rights', type: 'Authorization' },
};
const data: TFormData = {
  id: 4,
  form: request.form,
  child: request.child,
  resultData: {
    contactInfo: { 'Family tie': 'Mother', Civility: 'Mrs.', Firstname: 'Camille', Phone: '' },
    form: { 'May the school publish photos?': 'No', 'Where may the photos appear?': ['Yearbook'] },
  },
};
const fetchMock = vi.fn<typeof fetch>();
const validToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;

function renderView(language: TLanguage) {
  return renderInLanguage(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FormCard
        request={{ ...request, id: 5, completed: false, hasNotification: true }}
        isOpening={false}
        onComplete={vi.fn()}
        onSee={vi.fn()}
      />
      <FormAnswersView request={request} onClose={vi.fn()} />
    </QueryClientProvider>,
    language,
  );
}

const rows = (region: string) =>
  [...screen.getByRole('region', { name: region }).querySelectorAll('dl > div')].map((row) => [
    row.children[0]?.textContent,
    row.children[1]?.textContent,
  ]);

describe('FormAnswersView', () => {
  beforeEach(() => {
    localStorage.setItem('token', validToken());
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(Response.json(data));
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('reads the answers back as specified', async () => {
    await renderView('en');
    await screen.findByRole('region', { name: 'Contact' });
    expect(rows('Contact')).toEqual([
      ['Family tie', 'Mother'],
      ['Civility', 'Mrs.'],
      ['Firstname', 'Camille'],
      ['E-mail', 'Non spécifié'],
      ['Phone', 'Non spécifié'],
    ]);
    expect(screen.getByRole('button', { name: 'Complete Image rights' })).toBeTruthy();
  });

  it('speaks French: labels, fixed choices and Yes/No, the school’s own choices as written', async () => {
    await renderView('fr');
    expect(screen.getByText('Chargement…')).toBeTruthy();
    await screen.findByRole('region', { name: 'Coordonnées' });
    expect(rows('Coordonnées')).toEqual([
      ['Lien de parenté', 'Mère'],
      ['Civilité', 'Mme'],
      ['Prénom', 'Camille'],
      ['E-mail', 'Non spécifié'],
      ['Téléphone', 'Non spécifié'],
    ]);
    expect(rows('Questions')).toEqual([
      ['May the school publish photos?', 'Non'],
      ['Where may the photos appear?', 'Yearbook'],
    ]);
    expect(screen.getByRole('button', { name: 'Retour aux formulaires' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compléter Image rights' })).toBeTruthy();
    expect(screen.getByText('Nouveau')).toBeTruthy();
    expect(screen.getByText('À compléter')).toBeTruthy();
  });
});
