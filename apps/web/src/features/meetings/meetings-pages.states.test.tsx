// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts, notFound, renderPageWith } from '../../test/page-states';
import { MeetingsInfoPage } from './meetings-info-page';
import { MeetingsPage } from './meetings-page';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', async (original) => ({ ...(await original<object>()), notifyError }));

const noMeeting = () => Response.json([]);

describe('the meetings pages when no meeting is open, or the API fails', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
  });

  it('explains the two yearly meetings and gives the office address when meetings are closed', async () => {
    await renderPageWith(<MeetingsPage />, { '/api/meeting/open': noMeeting });
    await screen.findByRole('heading', { name: 'Meetings are closed' });
    await expectTexts(['Parent meetings are held twice a year.']);
    expect(
      screen.getByText(/first takes place in September or early October.*in February.*individual interviews giving a progress report/),
    ).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'office@example.edu' }).getAttribute('href')).toBe('mailto:office@example.edu');
    expect(screen.queryByRole('link', { name: 'Make an appointment' })).toBeNull();
  });

  it('tells when the open meetings cannot be fetched, on both pages', async () => {
    await renderPageWith(<MeetingsPage />, { '/api/meeting/open': notFound });
    await expectTexts(['Error loading open meetings']);
    expect(notifyError).toHaveBeenCalledWith('Error fetching open meetings. Please try again later.', expect.anything());
    await renderPageWith(<MeetingsInfoPage />, { '/api/meeting/open': notFound });
    await expectTexts(['Error loading open meetings']);
  });

  it("says 'No meeting available yet.' without open meetings, and links back", async () => {
    await renderPageWith(<MeetingsInfoPage />, { '/api/meeting/open': noMeeting });
    await expectTexts(['No meeting available yet.']);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Return' }).getAttribute('href')).toBe('/meetings');
    expect(screen.getByRole('link', { name: 'Return to home page' }).getAttribute('href')).toBe('/');
  });

  it('tells when the meeting info cannot be fetched', async () => {
    const open = () => Response.json([{ meetingId: 7, child: { id: 1 }, name: 'Spring evening', date: '2027-03-11' }]);
    await renderPageWith(<MeetingsInfoPage />, { '/api/meeting/open': open, '/api/meeting/info/7': notFound });
    await expectTexts(['Error loading meeting info']);
    expect(notifyError).toHaveBeenCalledWith('Error fetching meeting by id. Please try again later.', expect.anything());
  });
});
