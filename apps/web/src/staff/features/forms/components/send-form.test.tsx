// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFormAnswers, TLanguage } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import { saveToken } from '../../../../lib/session';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { SendForm } from './send-form';

// The picker's own reads answer at once: class 3B, and a count of 100 families.
vi.mock('../../../lib/api/audience', () => ({
  useAudienceChoices: () => ({ data: { yearGroups: [], classes: [{ id: 3, name: '3B' }], teachingGroups: [] }, isError: false }),
  useAudienceCount: () => ({ data: { pupils: 120, families: 100, accounts: 180 } }),
  useAudiencePupilSearch: () => ({ data: [], isSuccess: true }),
}));

const asked = (className: string, requestedAt: string | null, requestId: number): TFormAnswers['pupils'][number] => ({
  requestId,
  childId: requestId,
  pupil: `Pupil ${requestId}`,
  className,
  completed: false,
  completedAt: null,
  requestedAt,
});
/** Two pupils of 3A asked on 26 November, one of 6A asked before the day was kept. */
const sentTo = [asked('3A', '2026-11-26T09:00:00.000Z', 1), asked('3A', '2026-11-26T09:00:00.000Z', 2), asked('6A', null, 3)];

const fetchMock = vi.fn<typeof fetch>();
/** The server's count of a send, as a fresh answer each time it is asked. */
const countIs = (count: { requested: number; alreadyAsked: number }) => fetchMock.mockImplementation(async () => Response.json(count));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // A session the client reads as valid, so staff reads are sent.
  saveToken(`h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

async function renderSend(pupils: TFormAnswers['pupils'], language: TLanguage = 'en') {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <SendForm formId={7} deadline="2030-01-15" pupils={pupils} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

function chooseClass3B(name = 'Classes') {
  fireEvent.click(screen.getByRole('radio', { name }));
  fireEvent.click(screen.getByRole('checkbox', { name: '3B' }));
}

/** The lines of the sent summary, as read. */
const sendDays = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const sendCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/staff/forms/7/send'));

describe('the send section of a form', () => {
  it('offers a plain send while nobody was asked', async () => {
    await renderSend([]);
    expect(screen.queryByText(/Already sent/)).toBeNull();
    chooseClass3B();
    screen.getByRole('button', { name: 'Send to 100 families' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says to whom and when the form was sent, and offers only those not asked yet', async () => {
    countIs({ requested: 3, alreadyAsked: 2 });
    await renderSend(sentTo);
    screen.getByText('Already sent to 3 pupils');
    expect(sendDays()).toEqual(['Earlier: 1 pupil (6A)', '26 November 2026: 2 pupils (3A)']);
    screen.getByRole('button', { name: 'Send to those not asked yet' });
    chooseClass3B();
    await screen.findByRole('button', { name: 'Send to the 3 pupils not asked yet' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/staff/forms/7/send-count');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ audience: { kind: 'classes', ids: [3] } });
  });

  it('says that nobody new would be asked, and sends nothing to nobody', async () => {
    countIs({ requested: 0, alreadyAsked: 2 });
    await renderSend(sentTo);
    chooseClass3B();
    await screen.findByText('Nobody new: the 2 pupils of this audience have already been asked.');
    const button = screen.getByRole('button', { name: 'Send to those not asked yet' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sendCalls()).toEqual([]);
  });

  it('says it in French', async () => {
    countIs({ requested: 0, alreadyAsked: 1 });
    await renderSend(sentTo, 'fr');
    screen.getByText('Déjà envoyé à 3 élèves');
    expect(sendDays()).toEqual(['Auparavant\u00a0: 1 élève (6A)', '26 novembre 2026\u00a0: 2 élèves (3A)']);
    chooseClass3B('Classes');
    // Matched whole: the default matcher does not keep the no-break space French puts before ':'.
    await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Personne de nouveau\u00a0: l’élève choisi a déjà été sollicité.',
    );
    screen.getByRole('button', { name: 'Envoyer à ceux qui n’ont pas encore été sollicités' });
  });
});
