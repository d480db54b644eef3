// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TStaffAnnouncement } from '@carnet/contract';
import { duboisFamily, martinFamily, petitFamily, trip } from '../../../test/staff-announcements-fixtures';
import { askedPaths, officeNadia, renderStaffPage } from '../../../test/staff-page';
import { AnnouncementPage } from './announcement-page';

/** The API filters the families by `?status=`; here it answers the page whatever the filter, as the test chooses. */
async function render(announcement: TStaffAnnouncement, language: 'en' | 'fr' = 'en', routes: Record<string, () => Response> = {}) {
  return renderStaffPage(<AnnouncementPage />, {
    user: officeNadia,
    language,
    path: '/staff/messages/announcements/:id',
    at: '/staff/messages/announcements/5',
    routes: { '/api/staff/announcements/5': () => Response.json(announcement), ...routes },
  });
}

const familyTexts = () =>
  within(screen.getByRole('list', { name: /Families|Familles/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('an announcement, as its sender follows it', () => {
  it('shows the counts, each family’s state, and reminds only those that have not acknowledged', async () => {
    const fetchMock = await render(trip, 'en', { '/api/staff/announcements/5/remind': () => Response.json({ reminded: 16 }) });
    await screen.findByRole('heading', { name: 'Museum trip on Friday' });
    expect(screen.getByText('12 of 28 acknowledged')).toBeTruthy();
    expect(screen.getByText('20 of 28 read')).toBeTruthy();
    expect(familyTexts()).toEqual([
      'Dubois familyEmma Dubois (3B)Read on 26 November at 10:00 AM, not acknowledged',
      'Martin familyHugo Martin (3B)Acknowledged by Camille Martin, 26 November at 9:05 AM',
      'Petit familyLouis Petit (3B)Not read',
    ]);
    const remind = screen.getByRole('button', { name: 'Remind the 16 families that have not acknowledged' });
    expect((remind as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(remind);
    expect(await screen.findByText('Reminder sent to 16 families.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/5/remind') && init?.method === 'POST')).toBe(true);
  });

  it('filters the families: not read, not acknowledged', async () => {
    const fetchMock = await render(trip);
    fireEvent.click(await screen.findByRole('radio', { name: 'Not acknowledged (16)' }));
    await waitFor(() => expect(askedPaths(fetchMock)).toContain('/api/staff/announcements/5?status=notAcknowledged'));
    fireEvent.click(screen.getByRole('radio', { name: 'Not read (8)' }));
    await waitFor(() => expect(askedPaths(fetchMock)).toContain('/api/staff/announcements/5?status=unread'));
    expect(screen.getByRole('radio', { name: 'All (28)' })).toBeTruthy();
  });

  it('searches the families by name once typing pauses, keeping the state filter', async () => {
    // The API filters by `q`: here it answers the Martins alone to a search for "mar", every family otherwise.
    const asked = () => String(vi.mocked(fetch).mock.calls.at(-1)?.[0] ?? '');
    const fetchMock = await render(trip, 'en', {
      '/api/staff/announcements/5': () => Response.json(asked().includes('q=mar') ? { ...trip, families: [martinFamily] } : trip),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Not acknowledged (16)' }));
    await waitFor(() => expect(askedPaths(fetchMock)).toContain('/api/staff/announcements/5?status=notAcknowledged'));
    const search = screen.getByLabelText('Search by family or pupil name');
    fireEvent.change(search, { target: { value: 'm' } });
    fireEvent.change(search, { target: { value: 'mar ' } });
    await waitFor(() => expect(familyTexts()).toHaveLength(1));
    expect(familyTexts()[0]).toMatch(/^Martin family/);
    // One request for the paused text, trimmed, with the filter kept; none for each letter typed.
    const searches = askedPaths(fetchMock).filter((path) => path.includes('q='));
    expect(searches).toEqual(['/api/staff/announcements/5?status=notAcknowledged&q=mar']);
    expect((screen.getByRole('radio', { name: 'Not acknowledged (16)' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(familyTexts()).toHaveLength(3));
  });

  it('says so when no family has the name searched', async () => {
    await render(trip, 'fr', {
      '/api/staff/announcements/5': () =>
        Response.json(String(vi.mocked(fetch).mock.calls.at(-1)?.[0]).includes('q=') ? { ...trip, families: [] } : trip),
    });
    fireEvent.change(await screen.findByLabelText('Rechercher par nom de famille ou d’élève'), { target: { value: 'Zola' } });
    expect(await screen.findByText('Aucune famille de ce nom ici.')).toBeTruthy();
  });

  it('offers no "not acknowledged" filter when none was asked, and reminds those that have not read it', async () => {
    await render({ ...trip, asksAcknowledgement: false, families: [petitFamily] });
    expect(await screen.findByRole('button', { name: 'Remind the 8 families that have not read it' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Not acknowledged/ })).toBeNull();
    expect(screen.queryByText(/acknowledged/)).toBeNull();
  });

  it('disables the reminder, saying why, when every family acknowledged', async () => {
    const everyone = { ...trip, counts: { families: 28, read: 28, acknowledged: 28 }, families: [martinFamily] };
    await render(everyone);
    const remind = await screen.findByRole('button', { name: 'Remind' });
    expect((remind as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(remind.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Every family has acknowledged: nobody is left to remind.',
    );
  });

  it('disables the reminder, saying why, when one just went', async () => {
    const justReminded = { ...trip, remindedAt: new Date(Date.now() - 5 * 60_000).toISOString(), families: [duboisFamily] };
    await render(justReminded);
    const remind = await screen.findByRole('button', { name: /^Remind the 16 families/ });
    expect((remind as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(remind.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^A reminder went on .+: another can go an hour later\.$/,
    );
  });

  it('reads in French', async () => {
    await render(trip, 'fr');
    await screen.findByText('12 sur 28 ont confirmé');
    expect(familyTexts()[1]).toBe('Famille MartinHugo Martin (3B)Lecture confirmée par Camille Martin, le 26 novembre à 09:05');
    expect(screen.getByRole('button', { name: 'Relancer les 16 familles qui n’ont pas confirmé' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Non confirmée (16)' })).toBeTruthy();
  });

  it('says when the announcement is not the caller’s', async () => {
    await renderStaffPage(<AnnouncementPage />, {
      user: officeNadia,
      path: '/staff/messages/announcements/:id',
      at: '/staff/messages/announcements/5',
      routes: {},
    });
    expect(await screen.findByText('This announcement does not exist or is not yours.')).toBeTruthy();
  });
});
