// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMessageSent, TStaffConversation } from '@carnet/contract';
import { notFound } from '../../../test/page-states';
import { hugoConversation, parentMessage } from '../../../test/staff-messages-fixtures';
import { askedPaths, officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { ConversationPage } from './conversation-page';

type Who = typeof teacherPaul;
/** The page at /staff/messages/7; a POST there (a reply) answers `reply`, every GET the conversation. */
async function render(
  user: Who,
  conversation: () => Response | Promise<Response>,
  { language = 'en' as 'en' | 'fr', reply = sentNow } = {},
) {
  const fetchMock = await renderStaffPage(<ConversationPage />, {
    user,
    language,
    path: '/staff/messages/:id',
    at: '/staff/messages/7',
    routes: { '/api/staff/messages/7': conversation },
  });
  fetchMock.mockImplementation((_input, init) => Promise.resolve(init?.method === 'POST' ? Response.json(reply) : conversation()));
  return fetchMock;
}

const sentNow: TMessageSent = { conversationId: 7, messageId: 9, deliverAt: '2026-11-27T09:00:00.000Z', isDeferred: false };
const held: TMessageSent = { conversationId: 7, messageId: 9, deliverAt: '2099-11-30T06:00:00.000Z', isDeferred: true };
const json = (conversation: TStaffConversation) => () => Response.json(conversation);
const articleOf = (author: string, index = 0) => screen.getAllByRole('article', { name: author })[index]!;

describe('a conversation, for the teacher who is part of it', () => {
  afterEach(() => vi.useRealTimers());

  it('loads earlier messages above the newest page, says how many came, and gives the focus to the messages at the first', async () => {
    const newest = { ...hugoConversation, messages: hugoConversation.messages.slice(0, 2) };
    const earlier = { ...hugoConversation, messages: [parentMessage] };
    let answers = 0;
    // The first page names the one before it in its Link header, as the server does; the next is that page.
    const answer = () =>
      ++answers === 1
        ? Response.json(newest, { headers: { Link: '</api/staff/messages/7?before=2026-11-27T08%3A30%3A00.000Z_2&limit=50>; rel="next"' } })
        : Response.json(earlier);
    await renderStaffPage(<ConversationPage />, {
      user: teacherPaul,
      path: '/staff/messages/:id',
      at: '/staff/messages/7',
      routes: { '/api/staff/messages/7': answer },
    });
    const button = await screen.findByRole('button', { name: 'Earlier messages' });
    expect(screen.queryByText('Hello, Hugo was ill: which exercises are due?')).toBeNull();
    button.focus();
    fireEvent.click(button);
    await screen.findByText('1 earlier message loaded');
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(within(region).getAllByRole('article')).toHaveLength(3);
    expect(within(region).getAllByRole('article')[0]!.textContent).toContain('Hello, Hugo was ill');
    await vi.waitFor(() => expect(document.activeElement).toBe(region));
  });

  it('does not ask again on a timer: the live channel says when to (decision 103)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = await render(teacherPaul, json(hugoConversation));
    await screen.findByRole('heading', { name: 'Homework for Monday' });
    const asked = () => askedPaths(fetchMock).filter((path) => path === '/api/staff/messages/7').length;
    const before = asked();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked()).toBe(before);
  });

  it('reads oldest to newest, with each author and time, read receipts on his messages and when a held one arrives', async () => {
    await render(teacherPaul, json(hugoConversation));
    await screen.findByRole('heading', { name: 'Homework for Monday' });
    const bodies = within(screen.getByRole('region', { name: 'Messages' }))
      .getAllByRole('article')
      .map((article) => within(article).getByText(/\w/, { selector: 'p.whitespace-pre-wrap' }).textContent);
    expect(bodies).toEqual(['Hello, Hugo was ill: which exercises are due?', 'Exercises 4 and 5, page 32.', 'And bring the ruler.']);
    expect(within(articleOf('Claire Martin')).getByText('27 November at 9:00 AM')).toBeTruthy();
    expect(within(articleOf('Paul Bernard', 0)).getByText('Read by Claire Martin, 28 November at 8:12 AM')).toBeTruthy();
    const heldOne = articleOf('Paul Bernard', 1);
    expect(within(heldOne).getByText('Held for quiet hours: the family receives it on 30 November at 7:00 AM.')).toBeTruthy();
    expect(within(heldOne).queryByText('Not read yet')).toBeNull();
    // The family's message can be reported, his own cannot; the office's notice and tools are not his.
    expect(within(articleOf('Claire Martin')).getByRole('button', { name: 'Report the message of Claire Martin' })).toBeTruthy();
    expect(within(heldOne).queryByRole('button', { name: /Report/ })).toBeNull();
    expect(screen.queryByText(/written in the audit log/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the conversation' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Urgent/ })).toBeNull();
  });

  it('announces the reply’s outcome, and says when a reply written in quiet hours will arrive', async () => {
    const fetchMock = await render(teacherPaul, json(hugoConversation), { reply: held });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your reply' }), { target: { value: 'See you Monday.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const outcome = await screen.findByText('Message saved. It is quiet hours: the family receives it on 30 November at 7:00 AM.');
    expect(outcome.getAttribute('aria-live')).toBe('polite');
    expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe('');
    // A teacher's reply carries no 'urgent', whatever is sent.
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ body: 'See you Monday.' });
  });

  it('refuses an attachment over 10 MB or of another type before any upload, saying why', async () => {
    await render(teacherPaul, json(hugoConversation));
    const input = (await screen.findByLabelText('Attach a file')) as HTMLInputElement;
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('scan.pdf: This file is too large: an attachment can be at most 10 MB.');
    fireEvent.change(input, { target: { files: [new File(['x'], 'film.mp4', { type: 'video/mp4' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'film.mp4: This file type is not accepted: please choose a PDF, JPEG or PNG file.',
    );
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'note.pdf', { type: 'application/pdf' })] } });
    expect(within(await screen.findByRole('list', { name: 'Attached files' })).getByText('note.pdf')).toBeTruthy();
  });

  it('says a conversation that is not his does not exist', async () => {
    await render(teacherPaul, notFound);
    expect(await screen.findByText('This conversation does not exist or is not yours.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('reads in French', async () => {
    await render(teacherPaul, json(hugoConversation), { language: 'fr' });
    await screen.findByRole('heading', { name: 'Homework for Monday' });
    const nbsp = /[\u00a0\u202f]/g;
    expect(within(articleOf('Paul Bernard', 0)).getByText('Lu par Claire Martin le 28 novembre à 08:12')).toBeTruthy();
    expect(
      within(articleOf('Paul Bernard', 1))
        .getByText(/^Retenu pendant les heures calmes/)
        .textContent?.replace(nbsp, ' '),
    ).toBe('Retenu pendant les heures calmes : la famille le reçoit le 30 novembre à 07:00.');
    expect(screen.getByRole('textbox', { name: 'Votre réponse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Signaler le message de Claire Martin' })).toBeTruthy();
  });
});

describe('a conversation, for the office', () => {
  const notTheirs: TStaffConversation = { ...hugoConversation, isParty: false };

  it('reading a teacher’s conversation: tells the reading is audited, offers no reply nor report, can close and pause', async () => {
    await render(officeNadia, json(notTheirs));
    expect(
      await screen.findByText(
        'You are reading this conversation as the office, without being part of it: your reading is written in the audit log.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close the conversation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause the Martin family' })).toBeTruthy();
  });

  it('in its own conversation: may mark a reply urgent', async () => {
    await render(officeNadia, json({ ...hugoConversation, staffKind: 'office', teacherName: null }));
    await screen.findByRole('textbox', { name: 'Your reply' });
    expect(screen.queryByText(/^You are reading this conversation/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^Urgent/ })).toBeTruthy();
  });

  it('says it in French', async () => {
    await render(officeNadia, json(notTheirs), { language: 'fr' });
    expect((await screen.findByText(/^Vous lisez cette conversation/)).textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Vous lisez cette conversation en tant que secrétariat, sans y prendre part : votre lecture est inscrite au journal d’audit.',
    );
    expect(screen.getByRole('button', { name: 'Clore la conversation' })).toBeTruthy();
  });

  it('a closed conversation offers no reply and says why', async () => {
    await render(officeNadia, json({ ...hugoConversation, staffKind: 'office', isClosed: true, closedAt: '2026-11-27T10:00:00.000Z' }));
    expect(await screen.findByText('This conversation is closed: nobody can write in it any more.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the conversation' })).toBeNull();
  });
});
