// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAnnouncementSummary } from '@carnet/contract';
import { renderPageWith } from '../../test/page-states';
import { AnnouncementsPage } from './announcements-page';
import './messages-catalog';

const tripSummary: TAnnouncementSummary = {
  id: 5,
  title: 'Museum trip on Friday',
  senderName: 'Nadia Roux',
  deliveredAt: '2026-11-26T07:00:00Z',
  asksAcknowledgement: true,
  isUrgent: false,
  readAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  children: [{ id: 2, firstName: 'Hugo' }],
};
const readSummary: TAnnouncementSummary = {
  ...tripSummary,
  id: 4,
  title: 'Lunch menu changes',
  asksAcknowledgement: false,
  readAt: '2026-11-25T08:00:00Z',
  children: [
    { id: 1, firstName: 'Léa' },
    { id: 2, firstName: 'Hugo' },
  ],
};

const rows = () => within(screen.getByRole('list')).getAllByRole('link');

describe('AnnouncementsPage', () => {
  it('lists the announcements inside Messages: the unread one marked, the one to acknowledge said so', async () => {
    await renderPageWith(
      <AnnouncementsPage />,
      { '/api/announcements': () => Response.json([tripSummary, readSummary]) },
      {
        parts: ['messages'],
        initialEntries: ['/messages/announcements'],
      },
    );
    await screen.findByRole('link', { name: /Museum trip on Friday/ });
    const [unread, read] = rows();
    expect(unread?.getAttribute('href')).toBe('/messages/announcements/5');
    expect(unread?.textContent).toContain('From Nadia Roux, about Hugo');
    expect(unread?.textContent).toContain('New announcement');
    expect(unread?.textContent).toContain('To acknowledge');
    expect(read?.textContent).toContain('about Léa, Hugo');
    expect(read?.textContent).not.toContain('New announcement');
    expect(read?.textContent).not.toContain('acknowledge');
    // One menu entry, two lists: the tabs, the announcements' one counting the unread.
    const tabs = screen.getByRole('navigation', { name: 'Messages' });
    expect(within(tabs).getByRole('link', { name: 'Conversations' }).getAttribute('href')).toBe('/messages');
    expect(within(tabs).getByRole('link', { name: /^Announcements/ }).textContent).toContain('1 unread');
  });

  it('reads in French', async () => {
    await renderPageWith(
      <AnnouncementsPage />,
      { '/api/announcements': () => Response.json([tripSummary]) },
      {
        parts: ['messages'],
        language: 'fr',
      },
    );
    const link = await screen.findByRole('link', { name: /Museum trip on Friday/ });
    expect(link.textContent).toContain('De Nadia Roux, au sujet de Hugo');
    expect(link.textContent).toContain('À confirmer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Annonces');
  });

  it('says so when there is none, and offers to retry when the list cannot be read', async () => {
    await renderPageWith(<AnnouncementsPage />, { '/api/announcements': () => Response.json([]) }, { parts: ['messages'] });
    await screen.findByText('No announcement yet.');
    await renderPageWith(<AnnouncementsPage />, {}, { parts: ['messages'] });
    await screen.findByText('The announcements could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
