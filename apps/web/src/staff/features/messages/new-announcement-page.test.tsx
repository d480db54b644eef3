// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAudienceChoices, TMe } from '@carnet/contract';
import { officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { NewAnnouncementPage } from './new-announcement-page';

/** What the server offers each: the office every group, a teacher their own teaching groups only. */
const officeChoices: TAudienceChoices = {
  yearGroups: [{ id: 1, name: 'Year 9' }],
  classes: [{ id: 3, name: '3B', yearGroupId: 1 }],
  teachingGroups: [
    { id: 11, name: 'Maths 3B', className: '3B', teacherName: 'Paul Bernard' },
    { id: 12, name: 'English 3A', className: '3A', teacherName: 'Anne Leroy' },
  ],
};
const paulsChoices: TAudienceChoices = { yearGroups: [], classes: [], teachingGroups: [officeChoices.teachingGroups[0]!] };

async function render(user: TMe, language: 'en' | 'fr' = 'en') {
  return renderStaffPage(<NewAnnouncementPage />, {
    user,
    language,
    routes: {
      '/api/staff/audience/choices': () => Response.json(user === teacherPaul ? paulsChoices : officeChoices),
      '/api/staff/audience/count': () => Response.json({ pupils: 28, families: 26, accounts: 40 }),
      '/api/staff/announcements': () => Response.json({ id: 9, families: 26, deliverAt: '2026-11-27T06:00:00.000Z', isDeferred: true }),
    },
  });
}

const posted = (fetchMock: Awaited<ReturnType<typeof render>>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/api/staff/announcements'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('writing an announcement', () => {
  it('offers a teacher only their own groups, counts the families before sending, and sends', async () => {
    const fetchMock = await render(teacherPaul);
    const audience = screen.getByRole('group', { name: 'Audience' });
    expect(
      within(audience)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Teaching groups', 'Chosen pupils']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Maths 3B (Paul Bernard)' }));
    expect(screen.queryByRole('checkbox', { name: /English 3A/ })).toBeNull();
    expect(await screen.findByText(/Reaches 28 pupils, 26 families and 40 accounts\./)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^Urgent/ })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Test on Monday' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Announcement' }), { target: { value: 'Revise chapter 4.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Ask families to acknowledge/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send to 26 families' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)).toEqual([
      { audience: { kind: 'teachingGroups', ids: [11] }, title: 'Test on Monday', body: 'Revise chapter 4.', asksAcknowledgement: true },
    ]);
  });

  it('offers the office every audience and urgent, and asks for an audience first', async () => {
    const fetchMock = await render(officeNadia);
    const audience = screen.getByRole('group', { name: 'Audience' });
    expect(within(audience).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: /^Urgent/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Snow day' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Announcement' }), { target: { value: 'The school is closed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose who this is for.');
    expect(posted(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Classes' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '3B' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Urgent/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 26 families' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({ audience: { kind: 'classes', ids: [3] }, asksAcknowledgement: false, isUrgent: true });
  });

  it('reads in French', async () => {
    await render(teacherPaul, 'fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nouvelle annonce');
    expect(screen.getByRole('checkbox', { name: /^Demander aux familles de confirmer la lecture/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Titre' })).toBeTruthy();
  });
});
