// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { museumTrip, museumTripAnswered, renderFormsPage } from '../../test/forms-page';

const { request, definition } = museumTrip;
/** What the other parent sent. */
const answers = museumTripAnswered('No');

/** The family's forms page on a stubbed API; `isCompleted` is what the list says of the request. */
async function renderForms(isCompleted: boolean, language: 'en' | 'fr' = 'en') {
  await renderFormsPage(
    {
      '/api/notification': () => Response.json([]),
      '/api/form/my': () => Response.json([{ ...request, completed: isCompleted }]),
      '/api/form/9': () => Response.json(definition),
      // Answered by the other parent since the list was read.
      '/api/form/4/send-data': () =>
        Response.json(
          {
            code: 'ALREADY_COMPLETED',
            message: language === 'fr' ? 'Ce formulaire a déjà été envoyé' : 'This form has already been sent',
          },
          { status: 409 },
        ),
      '/api/form/4/get-data': () => Response.json(answers),
    },
    language,
  );
}

describe('a form the family has already answered', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers only to see the answers on its card, never to complete it again, in both languages', async () => {
    await renderForms(true);
    fireEvent.click(await screen.findByRole('button', { name: 'See Museum trip' }));
    expect(screen.queryByRole('button', { name: /Complete/ })).toBeNull();
    const answered = await screen.findByRole('region', { name: 'Questions' });
    expect(within(answered).getByText('No')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Form' })).toBeNull();
    cleanup();
    await renderForms(true, 'fr');
    expect(await screen.findByRole('button', { name: 'Voir Museum trip' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Compléter/ })).toBeNull();
  });

  it('shows the answers already sent, not Send Form again, when the other parent sent it meanwhile', async () => {
    await renderForms(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Museum trip' }));
    fireEvent.click(within(await screen.findByRole('group', { name: 'May Léa come?' })).getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Send Form' }));
    const answered = await screen.findByRole('region', { name: 'Questions' });
    expect(within(answered).getByText('No')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Form' })).toBeNull();
  });
});
