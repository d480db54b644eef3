// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { museumTrip, museumTripAnswered, renderFormsPage } from '../../test/forms-page';

const request = { ...museumTrip.request, deadline: '2027-03-05' };
const { definition } = museumTrip;
const answers = museumTripAnswered('Yes');

/** The family's forms page on a stubbed API: the list answers the request as sent once it was sent. */
async function renderForms(language: 'en' | 'fr' = 'en') {
  let isSent = false;
  await renderFormsPage(
    {
      '/api/notification': () => Response.json([]),
      '/api/form/my': () => Response.json([{ ...request, completed: isSent }]),
      '/api/form/9': () => Response.json(definition),
      '/api/form/4/send-data': () => {
        isSent = true;
        return Response.json({ success: true });
      },
      '/api/form/4/get-data': () => Response.json(answers),
    },
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
