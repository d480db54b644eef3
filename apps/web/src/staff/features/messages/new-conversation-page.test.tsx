// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMessageSent } from '@carnet/contract';
import { officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { NewConversationPage } from './new-conversation-page';

const sent: TMessageSent = { conversationId: 12, messageId: 40, deliverAt: '2026-11-27T09:00:00.000Z', isDeferred: false };
const hugo = { id: 2, name: 'Hugo Martin', className: '3B' };

async function render(user = teacherPaul, language: 'en' | 'fr' = 'en') {
  const fetchMock = await renderStaffPage(<NewConversationPage />, {
    user,
    language,
    routes: { '/api/staff/audience/pupils': () => Response.json([hugo]), '/api/staff/messages': () => Response.json(sent) },
  });
  return fetchMock;
}

describe('writing first to a family', () => {
  it('finds the pupil by name and sends the subject and text about that pupil', async () => {
    const fetchMock = await render();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pupil (search by name)' }), { target: { value: 'hug' } });
    const found = await screen.findByRole('list', { name: 'Pupils found' });
    fireEvent.click(within(found).getByRole('button', { name: 'Choose Hugo Martin' }));
    expect(screen.getByText('About Hugo Martin (3B)')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject of the conversation' }), { target: { value: 'Trip form' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Please sign it.' } });
    expect(screen.queryByRole('checkbox', { name: /^Urgent/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ childId: 2, subject: 'Trip form', body: 'Please sign it.' });
  });

  it('asks for the pupil first, and offers the office the urgent box', async () => {
    await render(officeNadia);
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject of the conversation' }), { target: { value: 'Trip form' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Please sign it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the pupil this conversation is about.');
    expect(screen.getByRole('checkbox', { name: /^Urgent/ })).toBeTruthy();
  });

  it('reads in French', async () => {
    await render(teacherPaul, 'fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Écrire à une famille');
    expect(screen.getByRole('searchbox', { name: 'Élève (recherche par nom)' })).toBeTruthy();
    expect(screen.getByText('PDF, JPEG ou PNG, 10 Mo chacun au plus.')).toBeTruthy();
  });
});
