// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverError } from '../../../test/signed-in';
import { tripSummary } from '../../../test/staff-announcements-fixtures';
import { officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { AnnouncementsPage } from './announcements-page';

const lunch = {
  ...tripSummary,
  id: 4,
  title: 'Lunch menu',
  audienceLabel: 'Whole school',
  asksAcknowledgement: false,
  counts: { families: 300, read: 41, acknowledged: 0 },
};

const render = (answer: () => Response, language: 'en' | 'fr' = 'en') =>
  renderStaffPage(<AnnouncementsPage />, {
    user: officeNadia,
    routes: { '/api/staff/announcements': answer },
    language,
    path: '/staff/messages/announcements',
  });

const itemTexts = () =>
  within(screen.getByRole('list', { name: /Announcements|Annonces/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the staff list of announcements', () => {
  it('counts, for each, the families that acknowledged (when asked) and read it', async () => {
    await render(() => Response.json([tripSummary, lunch]));
    await screen.findByRole('list', { name: 'Announcements' });
    expect(itemTexts()).toEqual([
      'Museum trip on FridayTo 3B, from Nadia Roux26 November at 8:00 AM12 of 28 acknowledged20 of 28 read',
      'Lunch menuTo Whole school, from Nadia Roux26 November at 8:00 AM41 of 300 read',
    ]);
    expect(screen.getByRole('link', { name: /Museum trip/ }).getAttribute('href')).toBe('/staff/messages/announcements/5');
    expect(screen.getByRole('link', { name: 'New announcement' }).getAttribute('href')).toBe('/staff/messages/announcements/new');
    const tabs = screen.getByRole('navigation', { name: 'Messages' });
    expect(within(tabs).getByRole('link', { name: 'Conversations' }).getAttribute('href')).toBe('/staff/messages');
  });

  it('says when one waits for the end of quiet hours', async () => {
    const held = { ...tripSummary, createdAt: '2099-11-26T20:00:00.000Z', deliverAt: '2099-11-27T06:00:00.000Z' };
    await renderStaffPage(<AnnouncementsPage />, {
      user: teacherPaul,
      routes: { '/api/staff/announcements': () => Response.json([held]) },
    });
    expect((await screen.findByRole('link', { name: /Museum trip/ })).textContent).toContain('Arrives on 27 November at 7:00 AM');
  });

  it('says there is none yet, or that the list could not be loaded', async () => {
    await render(() => Response.json([]));
    expect(await screen.findByText('No announcement yet.')).toBeTruthy();
    await render(serverError);
    expect(await screen.findByText('The announcements could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reads in French', async () => {
    await render(() => Response.json([tripSummary]), 'fr');
    await screen.findByRole('list', { name: 'Annonces' });
    expect(itemTexts()).toEqual(['Museum trip on FridayÀ 3B, de Nadia Roux26 novembre à 08:0012 sur 28 ont confirmé20 sur 28 l’ont lue']);
    expect(screen.getByRole('link', { name: 'Nouvelle annonce' })).toBeTruthy();
  });
});
