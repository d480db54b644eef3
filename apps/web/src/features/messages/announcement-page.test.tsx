// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TAnnouncement } from '@carnet/contract';
import { renderPageWith } from '../../test/page-states';
import { AnnouncementPage } from './announcement-page';
import './messages-catalog';

const trip: TAnnouncement = {
  id: 5,
  title: 'Museum trip on Friday',
  senderName: 'Nadia Roux',
  deliveredAt: '2026-11-26T07:00:00Z',
  asksAcknowledgement: true,
  isUrgent: false,
  readAt: '2026-11-26T08:00:00Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
  children: [
    { id: 1, firstName: 'Léa' },
    { id: 2, firstName: 'Hugo' },
  ],
  body: 'Bring a packed lunch.\nWe leave at 8:30.',
  files: [{ id: 3, name: 'trip.pdf', mediaType: 'application/pdf', size: 1200 }],
  replyConversationId: null,
};

const page = (
  <Routes>
    <Route path="/messages/announcements/:id" element={<AnnouncementPage />} />
    <Route path="/messages/:id" element={<p>The conversation page</p>} />
  </Routes>
);
const at = ['/messages/announcements/5'];
type Posted = { path: string; body: unknown };

/** The API answering the announcement and recording what the page posts. */
function routesFor(announcement: TAnnouncement, posted: Posted[] = []) {
  return {
    '/api/announcements/5': () => Response.json(announcement),
    '/api/announcements/5/acknowledge': (init?: RequestInit) => {
      posted.push({ path: 'acknowledge', body: JSON.parse(String(init?.body)) });
      return Response.json({ acknowledgedAt: '2026-11-27T08:15:00Z', acknowledgedBy: 'Camille Martin' });
    },
    '/api/announcements/5/reply': (init?: RequestInit) => {
      posted.push({ path: 'reply', body: JSON.parse(String(init?.body)) });
      return Response.json({ conversationId: 44, messageId: 90, deliverAt: '2026-11-27T08:20:00Z', isDeferred: false });
    },
  };
}

describe('AnnouncementPage', () => {
  it('shows the sender, the date, the children, the text and files, and acknowledges with one press', async () => {
    const posted: Posted[] = [];
    await renderPageWith(page, routesFor(trip, posted), { parts: ['messages'], initialEntries: at });
    await screen.findByRole('heading', { name: 'Museum trip on Friday' });
    expect(screen.getByText(/^From Nadia Roux, Thursday 26 November at /)).toBeTruthy();
    expect(screen.getByText('About Léa, Hugo')).toBeTruthy();
    expect(screen.getByText(/Bring a packed lunch\./).textContent).toBe('Bring a packed lunch.\nWe leave at 8:30.');
    expect(screen.getByRole('button', { name: /trip\.pdf/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText(/^Acknowledged on Friday 27 November at .+ by Camille Martin$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(posted).toEqual([{ path: 'acknowledge', body: {} }]);
  });

  it('offers no button when no acknowledgement is asked, nor once the family gave it', async () => {
    await renderPageWith(page, routesFor({ ...trip, asksAcknowledgement: false }), { parts: ['messages'], initialEntries: at });
    await screen.findByRole('heading', { name: 'Museum trip on Friday' });
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(screen.queryByText(/confirm you have read/)).toBeNull();

    const given = { ...trip, acknowledgedAt: '2026-11-26T09:00:00Z', acknowledgedBy: 'Thomas Martin' };
    await renderPageWith(page, routesFor(given), { parts: ['messages'], initialEntries: at });
    expect(await screen.findByText(/^Acknowledged on Thursday 26 November at .+ by Thomas Martin$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('replies privately to the sender about the chosen child, then opens that conversation', async () => {
    const posted: Posted[] = [];
    await renderPageWith(page, routesFor(trip, posted), { parts: ['messages'], initialEntries: at });
    fireEvent.click(await screen.findByRole('button', { name: 'Reply privately to Nadia Roux' }));
    expect(screen.getByText('Only Nadia Roux reads your reply: it starts a conversation, not a message to every family.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your message.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'About' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Hugo is vegetarian.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('The conversation page');
    expect(posted).toEqual([{ path: 'reply', body: { childId: 2, body: 'Hugo is vegetarian.', files: [] } }]);
  });

  it('opens the conversation already started from it instead of a second one', async () => {
    await renderPageWith(page, routesFor({ ...trip, replyConversationId: 44 }), { parts: ['messages'], initialEntries: at });
    const link = await screen.findByRole('link', { name: 'Open your conversation with Nadia Roux' });
    expect(link.getAttribute('href')).toBe('/messages/44');
    expect(screen.queryByRole('button', { name: /Reply privately/ })).toBeNull();
  });

  it('speaks French', async () => {
    await renderPageWith(page, routesFor(trip), { parts: ['messages'], initialEntries: at, language: 'fr' });
    await screen.findByText(/^De Nadia Roux, le jeudi 26 novembre à /);
    expect(screen.getByText('Au sujet de Léa, Hugo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la lecture' }));
    await screen.findByText(/^Lecture confirmée le vendredi 27 novembre à .+ par Camille Martin$/);
    expect(screen.getByRole('button', { name: 'Répondre en privé à Nadia Roux' })).toBeTruthy();
  });

  it('is the not-found page for an announcement the family did not receive', async () => {
    await renderPageWith(page, {}, { parts: ['messages'], initialEntries: at });
    await screen.findByRole('heading', { name: /not found/i });
  });
});
