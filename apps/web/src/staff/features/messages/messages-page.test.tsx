// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverError } from '../../../test/signed-in';
import { hugoSummary, officeSummary } from '../../../test/staff-messages-fixtures';
import { askedPaths, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { MessagesPage } from './messages-page';

const render = (answer: () => Response, language: 'en' | 'fr' = 'en') =>
  renderStaffPage(<MessagesPage />, { user: teacherPaul, routes: { '/api/staff/messages': answer }, language, path: '/staff/messages' });

const itemTexts = () =>
  within(screen.getByRole('list', { name: /Conversations/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the staff list of conversations', () => {
  it('names the family, the pupil, the other side and the unread count of each, newest first', async () => {
    await render(() => Response.json([hugoSummary, officeSummary]));
    await screen.findByRole('list', { name: 'Conversations' });
    expect(itemTexts()).toEqual([
      'Homework for Monday2 unreadMartin family, about Hugo MartinWith Paul Bernard27 November at 9:30 AM',
      'Lunch cardMartin family, about Léa MartinWith the office26 November at 4:00 PMClosed',
    ]);
    expect(screen.getByRole('link', { name: /Homework for Monday/ }).getAttribute('href')).toBe('/staff/messages/7');
    expect(screen.getByRole('link', { name: 'Write to a family' }).getAttribute('href')).toBe('/staff/messages/new');
  });

  it('says when his own held message will arrive instead of a time to come, in both languages', async () => {
    const held = { ...hugoSummary, unread: 0, lastMessageAt: '2099-11-30T06:00:00.000Z' };
    await render(() => Response.json([held]));
    await screen.findByRole('list', { name: 'Conversations' });
    expect(itemTexts()[0]).toContain('Will arrive on 30 November at 7:00 AM');
    await render(() => Response.json([held]), 'fr');
    await screen.findByRole('list', { name: 'Conversations' });
    expect(itemTexts()[0]).toContain('Arrivera le 30 novembre à 07:00');
  });

  it('searches with the list’s q and says when nothing matches', async () => {
    const fetchMock = await render(() => Response.json([]));
    expect(await screen.findByText('No conversation yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your messages' }), { target: { value: ' ruler ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No conversation matches “ruler”.')).toBeTruthy();
    expect(askedPaths(fetchMock)).toContain('/api/staff/messages?q=ruler');
  });

  it('says the list could not be loaded, with a way to try again', async () => {
    await render(serverError);
    expect(await screen.findByText('The conversations could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reads in French', async () => {
    await render(() => Response.json([hugoSummary]), 'fr');
    await screen.findByRole('list', { name: 'Conversations' });
    expect(itemTexts()).toEqual([
      'Homework for Monday2 non lusFamille Martin, au sujet de Hugo MartinAvec Paul Bernard27 novembre à 09:30',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    expect(screen.getByRole('link', { name: 'Écrire à une famille' })).toBeTruthy();
  });
});
