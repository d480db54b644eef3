// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FIELD_LABELS, type TFormDefinition, type TFormRequest } from '@carnet/contract';
import { FormFillView } from './form-fill-view';

const toasts = vi.hoisted(() => ({ notifyWarning: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const request: TFormRequest = {
  id: 4,
  completed: false,
  hasNotification: true,
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
      { title: 'Which activities?', type: 'multiple', choiceType: 'checkbox', choices: ['Chess club', 'Theatre'] },
      { title: 'Preferred day', type: 'multiple', choiceType: 'radio', choices: ['Monday', 'Tuesday'] },
      { title: 'Home alone?', type: 'yes-no' },
      { title: 'Anything else?', type: 'free' },
    ],
  },
};

const fetchMock = vi.fn<typeof fetch>();
const onClose = vi.fn();

function renderView() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FormFillView request={request} definition={definition} onClose={onClose} />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const group = (name: string) => screen.getByRole('group', { name });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Form' }));

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
  Object.values(toasts).forEach((mock) => mock.mockReset());
  localStorage.clear();
});

describe('FormFillView', () => {
  it('keeps Send Form disabled until every question is answered, and notes the send is final', () => {
    renderView();
    expect(screen.getByRole('button', { name: 'Send Form' })).toHaveProperty('disabled', true);
    expect(screen.getByText('By sending this form, you will no longer be able to modify it.')).toBeTruthy();
    expect(screen.getByText('multiple choice possible')).toBeTruthy();
    answerQuestions();
    expect(screen.getByRole('button', { name: 'Send Form' })).toHaveProperty('disabled', false);
  });

  it('shows every contact message under its field, warns in toasts, and sends nothing', () => {
    renderView();
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
    ['Mobile', '06 12 34 56 78', 'Mobile is required', 'Mobile is required'],
    ['Mobile', '061234567', 'Mobile is required', 'Mobile is required'],
    ['Phone', '+33 1 44 55 66 77', 'Phone is required', 'Verify your phone number'],
    ['Phone', '01-44-55-66-77', 'Phone is required', 'Verify your phone number'],
    ['E-mail', 'camille@example', 'E-mail is required', 'Verify your E-mail'],
  ])('refuses %s %j with its message and warning', (label, value, message, warning) => {
    renderView();
    answerQuestions();
    fillContact({ [label]: value });
    send();
    expect(screen.getByText(message)).toBeTruthy();
    expect(toasts.notifyWarning.mock.calls).toEqual([[warning]]);
    expect(document.activeElement).toBe(field(label));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field error once the field changes', () => {
    renderView();
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
      renderView();
      answerQuestions();
      fillContact({ Mobile: phone, Phone: phone });
      send();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
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
    fetchMock.mockResolvedValueOnce(
      Response.json({ code: 'ALREADY_COMPLETED', message: 'This form has already been sent' }, { status: 409 }),
    );
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderView();
    answerQuestions();
    fillContact();
    send();
    await waitFor(() => expect(toasts.notifyFailure).toHaveBeenCalledWith('Error sending form request data', expect.anything()));
    send();
    await waitFor(() => expect(toasts.notifyFailure).toHaveBeenCalledWith('Error submitting form', expect.anything()));
    expect(onClose).not.toHaveBeenCalled();
  });
});
