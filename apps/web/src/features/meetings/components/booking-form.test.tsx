// @vitest-environment happy-dom
import { useState } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TChild, TLanguage, TMeetingInfo, TSubject } from '@carnet/contract';
import { ApiError } from '../../../lib/api-error';
import { renderInLanguage } from '../../../test/render';
import type { PendingPicks } from '../pending-picks';
import { BookingForm } from './booking-form';

const toast = vi.hoisted(() => ({ notifyError: vi.fn(), notifyFailure: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../../lib/toast', () => toast);
// Pictures are not this test's subject: every teacher shows the default avatar.
vi.mock('../../../lib/api/get-picture', () => ({ usePicture: () => ({ data: undefined }) }));
const post = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', () => ({ api: { post, get: vi.fn() } }));

const subject = (id: number, name: string, teacherId: number, teacher: string): TSubject => ({
  id,
  name,
  teacher_id: teacherId,
  teacher_name: teacher,
  teaching_group: `6A ${name}`,
  teacher_email: 'teacher@school.example',
});
const LEA = 1;
const HUGO = 2;
const lea = {
  id: LEA,
  firstName: 'Léa',
  lastName: 'Martin',
  subjects: [subject(1, 'Mathematics', 1, 'Paul Bernard'), subject(2, 'French', 2, 'Claire Petit'), subject(3, 'English', 3, 'Emma Smith')],
} as TChild;
const info: TMeetingInfo = {
  id: 1,
  name: 'Parent-teacher meetings, first term',
  date: '2026-12-06',
  startRegistrationDate: '2026-11-19',
  endRegistrationDate: '2026-12-02',
  startTime: '11:40',
  endTime: '12:10',
  durationInMinutes: 10,
  usedSlots: [
    // Another family sees Paul Bernard at 11:40; Hugo has an appointment at 11:50; Léa has English at 12:00.
    { teacher: 1, pupil: null, teachingGroup: null, time: '11:40' },
    { teacher: 9, pupil: HUGO, teachingGroup: 8, time: '11:50' },
    { teacher: 3, pupil: LEA, teachingGroup: 3, time: '12:00' },
  ],
};

/** The form as the booking screen holds it: the family's picks above it, Hugo's name known. */
function Screen({ meeting, initialPicks }: { meeting: TMeetingInfo; initialPicks: PendingPicks }) {
  const [picks, setPicks] = useState<PendingPicks>(initialPicks);
  const childName = (id: number) => (id === HUGO ? 'Hugo' : undefined);
  return <BookingForm info={meeting} child={lea} picks={picks} setPicks={setPicks} childName={childName} />;
}

async function renderForm({
  meeting = info,
  language = 'en',
  picks = [],
}: { meeting?: TMeetingInfo; language?: TLanguage; picks?: PendingPicks } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = await renderInLanguage(
    <QueryClientProvider client={client}>
      <Screen meeting={meeting} initialPicks={picks} />
    </QueryClientProvider>,
    language,
  );
  // The booking screen reads the meeting again after a booking: here the test gives the new data.
  const showMeeting = (next: TMeetingInfo) =>
    view.rerender(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <Screen meeting={next} initialPicks={picks} />
        </QueryClientProvider>
      </I18nProvider>,
    );
  return { showMeeting };
}

const picker = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const options = (select: HTMLSelectElement) => [...select.options].map((option) => `${option.text}${option.disabled ? ' (disabled)' : ''}`);
const choose = (name: string, time: string) => fireEvent.change(picker(name), { target: { value: time } });
const MATHS = 'Mathematics slot with Paul Bernard';
const FRENCH = 'French slot with Claire Petit';

describe('BookingForm', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('labels the slots in 12-hour time and says why each greyed-out one cannot be chosen', async () => {
    await renderForm();
    expect(options(picker(MATHS))).toEqual([
      'Select a slot',
      '11:40 AM — taken (disabled)',
      '11:50 AM — your family already has an appointment (disabled)',
      '12:00 PM — your family already has an appointment (disabled)',
    ]);
    expect(options(picker(FRENCH))).toEqual([
      'Select a slot',
      '11:40 AM',
      '11:50 AM — your family already has an appointment (disabled)',
      '12:00 PM — your family already has an appointment (disabled)',
    ]);
  });

  it('gives a screen reader the reason with the time: the disabled option is named by it', async () => {
    await renderForm();
    const clash = within(picker(FRENCH)).getByRole<HTMLOptionElement>('option', {
      name: '11:50 AM — your family already has an appointment',
    });
    expect(clash.disabled).toBe(true);
    expect(within(picker(MATHS)).getByRole<HTMLOptionElement>('option', { name: '11:40 AM — taken' }).disabled).toBe(true);
  });

  it('shows a booked subject with its time and Cancel, and counts the others as unbooked', async () => {
    await renderForm();
    const english = screen.getByText('Emma Smith').closest('li');
    if (!english) throw new Error('no row for Emma Smith');
    expect(within(english).getByText('12:00 PM')).toBeTruthy();
    expect(within(english).getByRole('button', { name: 'Cancel the meeting with Emma Smith' })).toBeTruthy();
    expect(within(english).queryByRole('combobox')).toBeNull();
    expect(screen.getByText('There are still 2 unbooked meetings. You can book them anytime below:')).toBeTruthy();
  });

  it('says "There is still 1 unbooked meeting" when one is left', async () => {
    const oneLeft = { ...info, usedSlots: [...info.usedSlots, { teacher: 2, pupil: LEA, teachingGroup: 2, time: '11:40' }] };
    await renderForm({ meeting: oneLeft });
    expect(screen.getByText('There is still 1 unbooked meeting. You can book it anytime below:')).toBeTruthy();
  });

  it('disables a time chosen for one subject in the pickers of the others, naming that subject', async () => {
    await renderForm();
    choose(FRENCH, '11:40');
    expect(picker(FRENCH).value).toBe('11:40');
    expect(options(picker(MATHS))[1]).toBe('11:40 AM — taken (disabled)');
    const free = { ...info, usedSlots: info.usedSlots.slice(1) };
    cleanup();
    await renderForm({ meeting: free });
    choose(FRENCH, '11:40');
    expect(options(picker(MATHS))[1]).toBe('11:40 AM — already chosen for French (disabled)');
  });

  it('disables a time picked, not yet booked, for a brother or sister, saying for whom', async () => {
    const free = { ...info, usedSlots: [] };
    await renderForm({
      meeting: free,
      picks: [{ meetingId: 1, childId: HUGO, teacherId: 7, teachingGroup: 70, startTime: '11:50' }],
    });
    expect(within(picker(MATHS)).getByRole<HTMLOptionElement>('option', { name: '11:50 AM — already chosen for Hugo' }).disabled).toBe(
      true,
    );
  });

  it("says 'Please select a time slot.' and calls nothing when no slot is chosen", async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'MAKE APPOINTMENT' }));
    expect(toast.notifyError).toHaveBeenCalledWith('Please select a time slot.');
    expect(post).not.toHaveBeenCalled();
  });

  it('books the picks together, then drops them', async () => {
    const free = { ...info, usedSlots: [] };
    post.mockImplementation((_path: string, _schema: unknown, body: { bookMeetings: unknown }) =>
      Promise.resolve({ booked: body.bookMeetings }),
    );
    await renderForm({ meeting: free });
    choose(MATHS, '11:40');
    choose(FRENCH, '11:50');
    fireEvent.click(screen.getByRole('button', { name: 'MAKE APPOINTMENT' }));
    await waitFor(() => expect(toast.notifySuccess).toHaveBeenCalledWith('Meeting booked successfully!'));
    expect(post.mock.calls[0]?.[2]).toEqual({
      bookMeetings: [
        { meetingId: 1, startTime: '11:40', teacherId: 1, teachingGroup: 1, childId: LEA },
        { meetingId: 1, startTime: '11:50', teacherId: 2, teachingGroup: 2, childId: LEA },
      ],
    });
    await waitFor(() => expect(picker(MATHS).value).toBe(''));
    expect(picker(FRENCH).value).toBe('');
  });

  it('tells that nothing of a refused batch was booked, and keeps the other picks once the refused one shows taken', async () => {
    const free = { ...info, usedSlots: [] };
    post.mockRejectedValue(new ApiError(409, 'SLOT_TAKEN', 'This slot is already taken for this teacher, please choose another one'));
    const { showMeeting } = await renderForm({ meeting: free });
    choose(MATHS, '11:40');
    choose(FRENCH, '11:50');
    fireEvent.click(screen.getByRole('button', { name: 'MAKE APPOINTMENT' }));
    await waitFor(() => expect(toast.notifyFailure).toHaveBeenCalled());
    expect(toast.notifyFailure).toHaveBeenCalledWith(
      "Error during meeting's booking",
      expect.any(ApiError),
      'This slot is already taken for this teacher, please choose another one. None of the 2 selected slots were booked.',
    );
    expect(toast.notifySuccess).not.toHaveBeenCalled();
    // Read again, the meeting shows Paul Bernard taken at 11:40 by another family.
    act(() => showMeeting({ ...free, usedSlots: [{ teacher: 1, pupil: null, teachingGroup: null, time: '11:40' }] }));
    expect(picker(MATHS).value).toBe('');
    expect(picker(FRENCH).value).toBe('11:50');
  });

  it('says a single refused slot was not booked, and gives the closed meeting as the reason', async () => {
    const free = { ...info, usedSlots: [] };
    post.mockRejectedValue(new ApiError(409, 'MEETING_CLOSED', 'Registration for this meeting is closed'));
    await renderForm({ meeting: free });
    choose(MATHS, '11:40');
    fireEvent.click(screen.getByRole('button', { name: 'MAKE APPOINTMENT' }));
    await waitFor(() =>
      expect(toast.notifyFailure).toHaveBeenCalledWith(
        "Error during meeting's booking",
        expect.any(ApiError),
        'Registration for this meeting is closed. The selected slot was not booked.',
      ),
    );
  });

  it('speaks French: 24-hour slots, the reasons, the count and the refusal', async () => {
    const afternoon = {
      ...info,
      startTime: '16:30',
      endTime: '17:00',
      usedSlots: [
        { teacher: 1, pupil: null, teachingGroup: null, time: '16:30' },
        { teacher: 9, pupil: HUGO, teachingGroup: 8, time: '16:40' },
      ],
    };
    post.mockRejectedValue(new ApiError(409, 'SLOT_TAKEN', 'Votre famille a déjà un rendez-vous à cette heure-là'));
    await renderForm({ meeting: afternoon, language: 'fr' });
    const maths = picker('Créneau avec Paul Bernard (Mathematics)');
    expect(options(maths)).toEqual([
      'Choisir un créneau',
      '16:30 — déjà pris (disabled)',
      '16:40 — votre famille a déjà un rendez-vous (disabled)',
      '16:50',
    ]);
    // (The matcher compares text with its spaces collapsed: the no-break space before ':' reads as a space.)
    expect(screen.getByText('Il reste 3 rendez-vous à prendre. Vous pouvez les réserver à tout moment ci-dessous :')).toBeTruthy();
    choose('Créneau avec Claire Petit (French)', '16:30');
    expect(options(picker('Créneau avec Emma Smith (English)'))[1]).toBe('16:30 — déjà choisi pour French (disabled)');
    choose('Créneau avec Emma Smith (English)', '16:50');
    fireEvent.click(screen.getByRole('button', { name: 'PRENDRE RENDEZ-VOUS' }));
    await waitFor(() =>
      expect(toast.notifyFailure).toHaveBeenCalledWith(
        'Erreur lors de la prise de rendez-vous',
        expect.any(ApiError),
        'Votre famille a déjà un rendez-vous à cette heure-là. Aucun des 2 créneaux choisis n’a été réservé.',
      ),
    );
  });
});
