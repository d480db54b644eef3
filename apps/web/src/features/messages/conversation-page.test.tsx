// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConversation, TMessage } from '@carnet/contract';
import { renderPageWith } from '../../test/page-states';
import { ConversationPage } from './conversation-page';
import './messages-catalog';

const message = (over: Partial<TMessage>): TMessage => ({
  id: 1,
  authorName: 'Camille Martin',
  isMine: true,
  fromFamily: true,
  body: 'Hugo forgot his book.',
  createdAt: '2026-11-26T17:00:00Z',
  deliverAt: '2026-11-26T17:00:00Z',
  isUrgent: false,
  files: [],
  reads: [],
  ...over,
});

const conversation = (messages: TMessage[]): TConversation => ({
  id: 7,
  childId: 2,
  childFirstName: 'Hugo',
  subject: 'Maths homework',
  staffKind: 'teacher',
  teacherName: 'Paul Bernard',
  isStudentOnly: false,
  lastMessageAt: '2026-11-26T17:00:00Z',
  unread: 0,
  isClosed: false,
  closedAt: null,
  messages,
});

// The API gives the newest first.
const thread = conversation([
  message({ id: 4, body: 'Written at night.', createdAt: '2099-11-26T20:00:00Z', deliverAt: '2099-11-27T06:00:00Z' }),
  message({
    id: 3,
    isMine: false,
    fromFamily: false,
    authorName: 'Paul Bernard',
    body: 'Thank you, noted.',
    createdAt: '2026-11-26T17:30:00Z',
  }),
  message({ id: 2, reads: [{ userId: 9, name: 'Paul Bernard', readAt: '2026-11-26T17:20:00Z' }] }),
]);

const page = (
  <Routes>
    <Route path="/messages/:id" element={<ConversationPage />} />
  </Routes>
);
const at = ['/messages/7'];

describe('ConversationPage', () => {
  afterEach(() => vi.useRealTimers());

  it('reads from the oldest message down, with the read receipt of one’s own and the arrival time of one held for the quiet hours', async () => {
    await renderPageWith(page, { '/api/messages/7': () => Response.json(thread) }, { parts: ['messages'], initialEntries: at });
    await screen.findByRole('heading', { name: 'Maths homework' });
    const bodies = screen.getAllByText(/Hugo forgot his book\.|Thank you, noted\.|Written at night\./).map((node) => node.textContent);
    expect(bodies).toEqual(['Hugo forgot his book.', 'Thank you, noted.', 'Written at night.']);
    expect(screen.getByText(/^Read by Paul Bernard, 26 Nov, /)).toBeTruthy();
    expect(screen.getByText(/^Held for the quiet hours: it will arrive on Friday 27 November at /)).toBeTruthy();
    expect(screen.getByText('About Hugo, with Paul Bernard')).toBeTruthy();
    // Only the other side's message can be reported.
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(1);
  });

  it('speaks French: "Lu par", "Retenu pendant les heures calmes"', async () => {
    await renderPageWith(
      page,
      { '/api/messages/7': () => Response.json(thread) },
      { parts: ['messages'], initialEntries: at, language: 'fr' },
    );
    await screen.findByText(/^Lu par Paul Bernard, 26 nov\., /);
    expect(screen.getByText(/^Retenu pendant les heures calmes\s: il arrivera le vendredi 27 novembre à /)).toBeTruthy();
    expect(screen.getByText('Au sujet de Hugo, avec Paul Bernard')).toBeTruthy();
  });

  it('tells the writer when a reply written in quiet hours will arrive, and empties the box', async () => {
    const posted: unknown[] = [];
    await renderPageWith(
      page,
      {
        '/api/messages/7': (init) => {
          if (init?.method === 'POST') {
            posted.push(JSON.parse(String(init.body)));
            return Response.json({ conversationId: 7, messageId: 4, deliverAt: '2026-11-27T06:00:00Z', isDeferred: true });
          }
          return Response.json(thread);
        },
      },
      { parts: ['messages'], initialEntries: at },
    );
    const box = await screen.findByLabelText('Your reply');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your message.')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(box, { target: { value: 'See you tomorrow.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Message sent during the school's quiet hours: it will arrive on Friday 27 November at /)).toBeTruthy();
    expect(posted).toEqual([{ body: 'See you tomorrow.', files: [] }]);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('offers no reply box once the school closed the conversation', async () => {
    await renderPageWith(
      page,
      { '/api/messages/7': () => Response.json({ ...thread, isClosed: true, closedAt: '2026-11-27T08:00:00Z' }) },
      { parts: ['messages'], initialEntries: at },
    );
    await screen.findByText('The school has closed this conversation. Start a new one to write again.');
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });

  it('loads earlier messages above the newest page, says how many came, and gives the focus to the messages at the first', async () => {
    const asked: string[] = [];
    const older = conversation([message({ id: 1, body: 'The very first question.', createdAt: '2026-11-20T17:00:00Z' })]);
    await renderPageWith(
      page,
      {
        '/api/messages/7': () => {
          asked.push('page');
          // The first page names the one before it in its Link header, as the server does.
          return asked.length === 1
            ? Response.json(thread, { headers: { Link: '</api/messages/7?before=2026-11-26T17%3A00%3A00Z_1&limit=50>; rel="next"' } })
            : Response.json(older);
        },
      },
      { parts: ['messages'], initialEntries: at },
    );
    const button = await screen.findByRole('button', { name: 'Earlier messages' });
    expect(screen.queryByText('The very first question.')).toBeNull();
    button.focus();
    fireEvent.click(button);
    await screen.findByText('1 earlier message loaded');
    const bodies = screen.getAllByText(/The very first question\.|Hugo forgot his book\./).map((node) => node.textContent);
    expect(bodies).toEqual(['The very first question.', 'Hugo forgot his book.']);
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Messages' })));
  });

  it('is the not-found page for a conversation the family cannot read', async () => {
    await renderPageWith(page, {}, { parts: ['messages'], initialEntries: at });
    await screen.findByRole('heading', { name: /not found/i });
  });
});
