// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FIELD_LABELS, type TFormDefinition, type TFormRequest, type TLanguage } from '@carnet/contract';
import { createAppNavigation } from '../../../lib/router/app-navigation';
import { AppRouter } from '../../../lib/router/app-router';
import { renderInLanguage } from '../../../test/render';
import { FormFillView } from './form-fill-view';

const toasts = vi.hoisted(() => ({ notifyWarning: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const request: TFormRequest = {
  id: 4,
  completed: false,
  hasNotification: true,
  deadline: null,
  child: { id: 1, first_name: 'Léa', last_name: 'Martin' },
  form: { id: 9, name: 'Extracurricular activities', type: 'Registration' },
};
const definition: TFormDefinition = {
  id: 9,
  name: 'Extracurricular activities',
  type: 'Registration',
  schema: {
    contactInfo: [...CONTACT_FIELD_LABELS],
    form: [
      { title: 'Which activities?', type: 'multiple', choiceType: 'checkbox', choices: ['Chess club', 'Theatre'], required: true },
      { title: 'Preferred day', type: 'multiple', choiceType: 'radio', choices: ['Monday', 'Tuesday'], required: true },
      { title: 'Home alone?', type: 'yes-no', required: true },
      { title: 'Anything else?', type: 'free', required: true },
    ],
  },
};

const fetchMock = vi.fn<typeof fetch>();
const onClose = vi.fn();
const onSent = vi.fn();

/** The view on /forms, inside the app's router (its links and the browser's Back go through its navigator), arrived from /. */
async function renderView(language: TLanguage = 'en', shown: TFormDefinition = definition) {
  const navigation = createAppNavigation(UNSAFE_createMemoryHistory({ initialEntries: ['/', '/forms'], initialIndex: 1, v5Compat: true }));
  await renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <AppRouter navigation={navigation}>
        <Routes>
          <Route path="/forms" element={<FormFillView request={request} definition={shown} onClose={onClose} onSent={onSent} />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </AppRouter>
    </QueryClientProvider>,
    language,
  );
  return navigation;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const group = (name: string) => screen.getByRole('group', { name });
const send = (name = 'Send Form') => fireEvent.click(screen.getByRole('button', { name }));

function answerQuestions() {
  fireEvent.click(within(group('Which activities?')).getByLabelText('Theatre'));
  fireEvent.click(within(group('Preferred day')).getByLabelText('Tuesday'));
  fireEvent.click(within(group('Home alone?')).getByLabelText('No'));
  fireEvent.change(screen.getByLabelText('Anything else?'), { target: { value: '  Peanut allergy ' } });
}

function fillContact(overrides: Record<string, string> = {}) {
  fireEvent.click(within(group('Family tie')).getByLabelText('Mother'));
  fireEvent.click(within(group('Civility')).getByLabelText('Mrs.'));
  const values = {
    Firstname: 'Camille',
    Lastname: 'Martin',
    'E-mail': 'camille@example.com',
    Mobile: '0612345678',
    Phone: '+33144556677',
    Address: '12 rue des Lilas',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

/** A token the client reads as valid for an hour (the client never checks the signature). */
function storeToken() {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  localStorage.setItem('token', `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600 })}.x`);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  storeToken();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onClose.mockReset();
  onSent.mockReset();
  Object.values(toasts).forEach((mock) => mock.mockReset());
  localStorage.clear();
});

describe('FormFillView', () => {
  it('keeps Send Form disabled until every question is answered, and notes the send is final', async () => {
    await renderView();
    expect(screen.getByRole('button', { name: 'Send Form' })).toHaveProperty('disabled', true);
    expect(screen.getByText('By sending this form, you will no longer be able to modify it.')).toBeTruthy();
    expect(screen.getByText('multiple choice possible')).toBeTruthy();
    answerQuestions();
    expect(screen.getByRole('button', { name: 'Send Form' })).toHaveProperty('disabled', false);
  });

  describe('with optional questions', () => {
    /** The day and the comment may be left empty; the activities and 'Home alone?' stay required. */
    const withOptional: TFormDefinition = {
      ...definition,
      schema: {
        contactInfo: ['Lastname'],
        form: definition.schema.form.map((question, index) => ({ ...question, required: index === 0 || index === 2 })),
      },
    };

    it("marks them '(optional)', not required, and sends the form without them", async () => {
      fetchMock.mockResolvedValue(Response.json({ success: true }));
      await renderView('en', withOptional);
      expect(screen.getByLabelText('Anything else? (optional)')).toHaveProperty('required', false);
      expect(screen.getByRole('group', { name: 'Preferred day (optional)' })).toBeTruthy();
      for (const radio of within(group('Preferred day (optional)')).getAllByRole('radio')) expect(radio).toHaveProperty('required', false);
      for (const radio of within(group('Home alone?')).getAllByRole('radio')) expect(radio).toHaveProperty('required', true);
      expect(screen.getByRole('button', { name: 'Send Form' })).toHaveProperty('disabled', true);
      expect(screen.getByText('Answer every required question to send the form.')).toBeTruthy();
      fireEvent.click(within(group('Home alone?')).getByLabelText('No'));
      fireEvent.change(field('Lastname'), { target: { value: 'Martin' } });
      send();
      await waitFor(() => expect(onSent).toHaveBeenCalled());
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
        contactInfo: { Lastname: 'Martin' },
        form: { 'question 0': [], 'question 2': 'No' },
      });
    });

    it("says '(facultatif)' in French", async () => {
      await renderView('fr', withOptional);
      expect(screen.getByLabelText('Anything else? (facultatif)')).toHaveProperty('required', false);
      expect(screen.getByRole('group', { name: 'Preferred day (facultatif)' })).toBeTruthy();
      expect(screen.getByText('Répondez à toutes les questions obligatoires pour envoyer le formulaire.')).toBeTruthy();
    });
  });

  it('marks every required question required', async () => {
    await renderView();
    expect(screen.getByLabelText('Anything else?')).toHaveProperty('required', true);
    for (const radio of within(group('Preferred day')).getAllByRole('radio')) expect(radio).toHaveProperty('required', true);
    expect(screen.queryByText(/optional/)).toBeNull();
  });

  it('shows every contact message under its field, warns in toasts, and sends nothing', async () => {
    await renderView();
    answerQuestions();
    send();
    const messages = [
      'Family tie is required',
      'Civility is required',
      'Firstname is required',
      'Lastname is required',
      'E-mail is required',
      'Mobile is required',
      'Phone is required',
      'Address is required',
    ];
    for (const message of messages) expect(screen.getByText(message)).toBeTruthy();
    expect(toasts.notifyWarning.mock.calls.map(([warning]) => warning)).toEqual([
      'Family tie is required',
      'Civility is required',
      'Firstname is required',
      'Lastname is required',
      'Verify your E-mail',
      'Mobile is required',
      'Verify your phone number',
      'Address is required',
    ]);
    expect(field('Firstname').getAttribute('aria-invalid')).toBe('true');
    expect(field('Firstname').getAttribute('aria-describedby')).toBe('contact-firstname-error');
    expect(document.activeElement?.getAttribute('value')).toBe('Father');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Mobile', '06 12 34', 'Mobile is not valid', 'Mobile is not valid'],
    ['Mobile', '061234567', 'Mobile is not valid', 'Mobile is not valid'],
    ['Phone', '+33 1 44 55 66 77', 'Phone is not valid', 'Verify your phone number'],
    ['Phone', '01-44-55-66-77', 'Phone is not valid', 'Verify your phone number'],
    ['E-mail', 'camille@example', 'E-mail is not valid', 'Verify your E-mail'],
    ['Mobile', '   ', 'Mobile is required', 'Mobile is required'],
  ])("refuses %s %j with its message and warning, 'required' only when empty", async (label, value, message, warning) => {
    await renderView();
    answerQuestions();
    fillContact({ [label]: value });
    send();
    expect(screen.getByText(message)).toBeTruthy();
    expect(toasts.notifyWarning.mock.calls).toEqual([[warning]]);
    expect(document.activeElement).toBe(field(label));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field error once the field changes', async () => {
    await renderView();
    answerQuestions();
    fillContact({ Address: '' });
    send();
    expect(screen.getByText('Address is required')).toBeTruthy();
    fireEvent.change(field('Address'), { target: { value: '3 place du Marché' } });
    expect(screen.queryByText('Address is required')).toBeNull();
  });

  it.each(['+33612345678', '0612345678', '00336123456789'])(
    'accepts the phone number %s and sends the answers by their keys',
    async (phone) => {
      fetchMock.mockResolvedValue(Response.json({ success: true }));
      await renderView();
      answerQuestions();
      fillContact({ Mobile: phone, Phone: phone });
      send();
      await waitFor(() => expect(onSent).toHaveBeenCalled());
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/form/4/send-data');
      expect(init?.method).toBe('PATCH');
      expect(JSON.parse(String(init?.body))).toEqual({
        contactInfo: {
          familyTie: 'Mother',
          civility: 'Mrs.',
          Firstname: 'Camille',
          Lastname: 'Martin',
          'E-mail': 'camille@example.com',
          Mobile: phone,
          Phone: phone,
          Address: '12 rue des Lilas',
        },
        form: { 'question 0': ['Theatre'], 'question 1': 'Tuesday', 'question 2': 'No', 'question 3': 'Peanut allergy' },
      });
      expect(toasts.notifySuccess).toHaveBeenCalledWith('Form request data sent');
      expect(toasts.notifyWarning).not.toHaveBeenCalled();
    },
  );

  it("says 'Error sending form request data' when the server refuses, 'Error submitting form' when it cannot be reached", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ code: 'CONFLICT', message: 'This form is archived' }, { status: 409 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderView();
    answerQuestions();
    fillContact();
    send();
    await waitFor(() => expect(toasts.notifyFailure).toHaveBeenCalledWith('Error sending form request data', expect.anything()));
    send();
    await waitFor(() => expect(toasts.notifyFailure).toHaveBeenCalledWith('Error submitting form', expect.anything()));
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows the answers sent, not Send Form again, when the other parent sent the form meanwhile', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ code: 'ALREADY_COMPLETED', message: 'This form has already been sent' }, { status: 409 }),
    );
    await renderView();
    answerQuestions();
    fillContact();
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(toasts.notifyWarning).toHaveBeenCalledWith('This form has already been sent');
    expect(toasts.notifyFailure).not.toHaveBeenCalled();
    expect(toasts.notifySuccess).not.toHaveBeenCalled();
  });

  it.each(['06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78', '+33 6 12 34 56 78'])(
    'accepts the mobile %s as the family page does, and sends it as typed',
    async (mobile) => {
      fetchMock.mockResolvedValue(Response.json({ success: true }));
      await renderView();
      answerQuestions();
      fillContact({ Mobile: mobile });
      send();
      await waitFor(() => expect(onSent).toHaveBeenCalled());
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).contactInfo.Mobile).toBe(mobile);
      expect(toasts.notifyWarning).not.toHaveBeenCalled();
    },
  );

  it('speaks French: labels, fixed choices (sent in English), hint, and every contact message and warning', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    await renderView('fr');
    expect(screen.getByText('plusieurs choix possibles')).toBeTruthy();
    expect(screen.getByText('Répondez à toutes les questions pour envoyer le formulaire.')).toBeTruthy();
    fireEvent.click(within(group('Which activities?')).getByLabelText('Theatre'));
    fireEvent.click(within(group('Preferred day')).getByLabelText('Tuesday'));
    fireEvent.click(within(group('Home alone?')).getByLabelText('Non'));
    fireEvent.change(screen.getByLabelText('Anything else?'), { target: { value: 'Rien' } });
    fireEvent.change(field('Portable'), { target: { value: '06 12' } });
    fireEvent.change(field('E-mail'), { target: { value: 'camille@' } });
    send('Envoyer le formulaire');
    for (const message of [
      'Le lien de parenté est obligatoire',
      'La civilité est obligatoire',
      'Le prénom est obligatoire',
      'Le nom est obligatoire',
      'L’adresse e-mail n’est pas valide',
      'Le numéro de portable n’est pas valide',
      'Le numéro de téléphone est obligatoire',
      'L’adresse est obligatoire',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(toasts.notifyWarning.mock.calls.map(([warning]) => warning)).toEqual([
      'Le lien de parenté est obligatoire',
      'La civilité est obligatoire',
      'Le prénom est obligatoire',
      'Le nom est obligatoire',
      'Vérifiez votre adresse e-mail',
      'Le numéro de portable n’est pas valide',
      'Vérifiez votre numéro de téléphone',
      'L’adresse est obligatoire',
    ]);
    fireEvent.click(within(group('Lien de parenté')).getByLabelText('Mère'));
    fireEvent.click(within(group('Civilité')).getByLabelText('Mme'));
    const values = {
      Prénom: 'Camille',
      Nom: 'Martin',
      'E-mail': 'camille@example.com',
      Portable: '06 12 34 56 78',
      Téléphone: '0144556677',
      Adresse: '1 rue',
    };
    for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
    send('Envoyer le formulaire');
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent.contactInfo).toMatchObject({ familyTie: 'Mother', civility: 'Mrs.' });
    expect(sent.form['question 2']).toBe('No');
    expect(toasts.notifySuccess).toHaveBeenCalledWith('Formulaire envoyé');
  });
});

describe('leaving a form being filled', () => {
  const dialog = () => screen.queryByRole('alertdialog');
  const back = (name = 'Back to the forms') => fireEvent.click(screen.getByRole('button', { name }));

  it('goes back at once when nothing was typed, and asks nothing on a link', async () => {
    const navigation = await renderView();
    back();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    act(() => navigation.push('/'));
    expect(navigation.location.pathname).toBe('/');
  });

  it('asks before the back button drops typed answers: Stay keeps them, Leave goes', async () => {
    await renderView();
    fireEvent.change(screen.getByLabelText('Anything else?'), { target: { value: 'Peanut allergy' } });
    back();
    const asking = await screen.findByRole('alertdialog', { name: 'Leave this form?' });
    expect(asking.textContent).toContain('Your answers will be lost.');
    // Stay is where focus starts: Enter or Escape keeps the answers.
    expect(document.activeElement?.textContent).toBe('Stay');
    fireEvent.click(within(asking).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Anything else?') as HTMLTextAreaElement).value).toBe('Peanut allergy');
    back();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks before a link or the browser's Back leaves the page with typed answers", async () => {
    const navigation = await renderView();
    fireEvent.click(within(group('Home alone?')).getByLabelText('Yes'));
    // The browser's Back: a POP to '/', as React Router sees it.
    act(() => navigation.go(-1));
    const asking = await screen.findByRole('alertdialog');
    expect(navigation.location.pathname).toBe('/forms');
    fireEvent.click(within(asking).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(navigation.location.pathname).toBe('/forms');
    expect((within(group('Home alone?')).getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    // A link in the nav.
    act(() => navigation.push('/'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await screen.findByText('Home page');
    expect(navigation.location.pathname).toBe('/');
  });

  it('asks the browser to confirm closing or reloading the tab only while answers are typed', async () => {
    await renderView();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(field('Address'), { target: { value: '12 rue des Lilas' } });
    expect(unload()).toBe(true);
    // Undone, nothing is left to lose.
    fireEvent.change(field('Address'), { target: { value: '' } });
    expect(unload()).toBe(false);
  });

  it('asks nothing once the form is sent', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    const navigation = await renderView();
    answerQuestions();
    fillContact();
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    back();
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => navigation.push('/'));
    expect(navigation.location.pathname).toBe('/');
    expect(dialog()).toBeNull();
  });

  it('asks in French', async () => {
    await renderView('fr');
    fireEvent.change(field('Adresse'), { target: { value: '12 rue des Lilas' } });
    back('Retour aux formulaires');
    const asking = await screen.findByRole('alertdialog', { name: 'Quitter ce formulaire\u00a0?' });
    expect(asking.textContent).toContain('Vos réponses seront perdues.');
    fireEvent.click(within(asking).getByRole('button', { name: 'Rester' }));
    await waitFor(() => expect(dialog()).toBeNull());
    back('Retour aux formulaires');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitter' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
