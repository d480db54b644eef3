// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TConversationSummary } from '@carnet/contract';
import { renderPageWith } from '../../test/page-states';
import { MessagesPage } from './messages-page';
import './messages-catalog';

const settings = { replyDays: 2, quietStart: '19:00', quietEnd: '07:00', canStart: true, pauseReason: null };
const summary: TConversationSummary = {
  id: 7,
  childId: 2,
  childFirstName: 'Hugo',
  subject: 'Maths homework',
  staffKind: 'office',
  teacherName: null,
  isStudentOnly: false,
  lastMessageAt: '2026-11-26T17:00:00Z',
  unread: 2,
  isClosed: false,
};

describe('MessagesPage', () => {
  it('lists the conversations with their unread count and a way to write', async () => {
    await renderPageWith(
      <MessagesPage />,
      { '/api/messages': () => Response.json([summary]), '/api/messages/settings': () => Response.json(settings) },
      { parts: ['messages'] },
    );
    const link = await screen.findByRole('link', { name: /Maths homework/ });
    expect(link.getAttribute('href')).toBe('/messages/7');
    expect(link.textContent).toContain('About Hugo, with the school office');
    expect(link.textContent).toContain('2 unread');
    expect(screen.getByRole('link', { name: 'New message' })).toBeTruthy();
  });

  it('says so when there is nothing yet, in French', async () => {
    await renderPageWith(
      <MessagesPage />,
      { '/api/messages': () => Response.json([]), '/api/messages/settings': () => Response.json(settings) },
      { parts: ['messages'], language: 'fr' },
    );
    await screen.findByText('Aucun message pour l’instant.');
  });

  it('says when the writer’s own held message will arrive instead of a time to come, in both languages', async () => {
    // Held for quiet hours until 07:00 at the school (Paris, UTC+1 in winter), on a day always ahead.
    const held = { ...summary, unread: 0, lastMessageAt: '2099-11-30T06:00:00Z' };
    const routes = { '/api/messages': () => Response.json([held]), '/api/messages/settings': () => Response.json(settings) };
    await renderPageWith(<MessagesPage />, routes, { parts: ['messages'] });
    const link = await screen.findByRole('link', { name: /Maths homework/ });
    expect(link.querySelector('time')?.textContent).toBe('Will arrive on Monday 30 November at 7:00 AM');
    await renderPageWith(<MessagesPage />, routes, { parts: ['messages'], language: 'fr' });
    const lien = await screen.findByRole('link', { name: /Maths homework/ });
    expect(lien.querySelector('time')?.textContent).toBe('Arrivera le lundi 30 novembre à 07:00');
  });

  it('searches the family’s own messages as it types, labelled for a screen reader', async () => {
    await renderPageWith(
      <MessagesPage />,
      {
        '/api/messages': () => Response.json([summary]),
        '/api/messages/settings': () => Response.json(settings),
      },
      { parts: ['messages'] },
    );
    const box = await screen.findByRole('searchbox', { name: 'Search your messages' });
    fireEvent.change(box, { target: { value: 'maths' } });
    const asked = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    await vi.waitFor(() => expect(asked()).toContain('/api/messages?q=maths'));
  });

  it('offers to retry when the list cannot be read', async () => {
    await renderPageWith(<MessagesPage />, { '/api/messages/settings': () => Response.json(settings) }, { parts: ['messages'] });
    await screen.findByText('The conversations could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
