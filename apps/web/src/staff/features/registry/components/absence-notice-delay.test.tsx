// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
import '../../../staff-messages';
import { AbsenceNoticeDelay } from './absence-notice-delay';

// The setting's read and write are the server's (register-notices.test.ts): here they answer at once.
const mutate = vi.hoisted(() => vi.fn());
vi.mock('../api/absence-notice-delay', () => ({
  useAbsenceNoticeDelay: () => ({ data: { delayMinutes: 10 }, isError: false }),
  useSaveAbsenceNoticeDelay: () => ({ mutate, reset: vi.fn(), isPending: false, isError: false }),
}));

async function renderIn(language: TLanguage) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <I18nProvider i18n={i18n}>
      <AbsenceNoticeDelay />
    </I18nProvider>,
  );
}

describe("the office's delay of absence notices", () => {
  afterEach(() => {
    cleanup();
    mutate.mockReset();
  });

  it('shows the saved delay and saves a new one', async () => {
    await renderIn('en');
    const field = screen.getByRole('spinbutton', { name: 'Delay (minutes)' });
    expect((field as HTMLInputElement).value).toBe('10');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the delay' }));
    expect(mutate).toHaveBeenCalledWith({ delayMinutes: 0 }, expect.anything());
  });

  it('refuses what the school cannot mean, before asking the server', async () => {
    await renderIn('en');
    const field = screen.getByRole('spinbutton', { name: 'Delay (minutes)' });
    for (const wrong of ['121', '-1', '2.5', '']) {
      fireEvent.change(field, { target: { value: wrong } });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      screen.getByText('Give a whole number of minutes from 0 to 120.');
      expect((screen.getByRole('button', { name: 'Save the delay' }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(mutate).not.toHaveBeenCalled();
  });

  it('says it in French', async () => {
    await renderIn('fr');
    screen.getByRole('heading', { name: 'Avis d’absence aux familles' });
    screen.getByRole('spinbutton', { name: 'Délai (minutes)' });
  });
});
