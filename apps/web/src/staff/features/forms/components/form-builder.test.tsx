// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLanguage, TNewForm } from '@carnet/contract';
import { loadMessages } from '../../../../lib/i18n/catalogs';
// Registers the staff side's catalogs, as the staff app does when it loads.
import '../../../staff-messages';
import { emptyDraft, newQuestion, type FormDraft } from '../form-draft';
import { FormBuilder } from './form-builder';

const saved = vi.fn<(form: TNewForm) => Promise<{ id: number }>>(async () => ({ id: 1 }));

function Builder({ initial }: { initial: () => FormDraft }) {
  const save = useMutation({ mutationFn: saved });
  return <FormBuilder initial={initial} save={save} onSaved={() => undefined} />;
}

async function renderIn(language: TLanguage, initial: () => FormDraft = emptyDraft) {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <Builder initial={initial} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  saved.mockClear();
});

describe('the form builder’s reminder switch', () => {
  it('is on for a new form, and a form saved with it off says so', async () => {
    await renderIn('en');
    const remind = screen.getByRole('checkbox', { name: 'Remind the families who have not answered two days before the deadline' });
    expect((remind as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Museum trip' } });
    fireEvent.change(screen.getAllByRole('textbox')[1]!, { target: { value: 'May your child come?' } });
    fireEvent.click(remind);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0]?.[0]).toMatchObject({ name: 'Museum trip', autoRemind: false });
  });

  it('shows a form’s saved choice, in French', async () => {
    await renderIn('fr', () => ({ ...emptyDraft(), autoRemind: false }));
    const remind = screen.getByRole('checkbox', {
      name: 'Relancer les familles qui n’ont pas répondu deux jours avant la date limite',
    });
    expect((remind as HTMLInputElement).checked).toBe(false);
  });
});

describe('the form builder’s Required box', () => {
  it('is checked for a new question, and a question saved with it unchecked is optional', async () => {
    await renderIn('en');
    const required = screen.getByRole('checkbox', { name: 'Required' });
    expect((required as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Canteen survey' } });
    fireEvent.change(screen.getAllByRole('textbox')[1]!, { target: { value: 'Anything to add?' } });
    fireEvent.click(required);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0]?.[0].questions).toEqual([{ title: 'Anything to add?', type: 'yes-no', required: false }]);
  });

  it('says “Obligatoire” in French and shows an optional question unchecked', async () => {
    await renderIn('fr', () => ({ ...emptyDraft(), questions: [{ ...newQuestion('free'), title: 'Remarques', isRequired: false }] }));
    expect((screen.getByRole('checkbox', { name: 'Obligatoire' }) as HTMLInputElement).checked).toBe(false);
  });
});
