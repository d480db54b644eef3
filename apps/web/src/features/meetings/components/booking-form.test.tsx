// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TChild, TMeetingInfo, TSubject } from '@carnet/contract';
import { BookingForm, NOTHING_SELECTED } from './booking-form';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notifyError, notifyFailure: vi.fn(), notifySuccess: vi.fn() }));
// Pictures are not this test's subject: every teacher shows the default avatar.
vi.mock('../../../lib/api/get-picture', () => ({ usePicture: () => ({ data: undefined }) }));

const subject = (id: number, name: string, teacherId: number, teacher: string): TSubject => ({
  id,
  name,
  teacher_id: teacherId,
  teacher_name: teacher,
  teaching_group: `6A ${name}`,
  teacher_email: 'teacher@school.example',
});
const lea = {
  id: 1,
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
    { teacher: 1, pupil: null, teachingGroup: 1, time: '11:40' },
    { teacher: 9, pupil: 2, teachingGroup: 8, time: '11:50' },
    { teacher: 3, pupil: 1, teachingGroup: 3, time: '12:00' },
  ],
};

function renderForm() {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BookingForm info={info} child={lea} />
    </QueryClientProvider>,
  );
  return { fetchSpy };
}

const picker = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const options = (select: HTMLSelectElement) => [...select.options].map((option) => `${option.text}${option.disabled ? ' (disabled)' : ''}`);

describe('BookingForm', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
    vi.unstubAllGlobals();
  });

  it('labels the slots in 12-hour time and disables the teacher-taken and family-booked ones', () => {
    renderForm();
    expect(options(picker('Mathematics slot with Paul Bernard'))).toEqual([
      'Select a slot',
      '11:40 AM (disabled)',
      '11:50 AM (disabled)',
      '12:00 PM (disabled)',
    ]);
    expect(options(picker('French slot with Claire Petit'))).toEqual([
      'Select a slot',
      '11:40 AM',
      '11:50 AM (disabled)',
      '12:00 PM (disabled)',
    ]);
  });

  it('shows a booked subject with its time and Cancel, and counts the others as unbooked', () => {
    renderForm();
    const english = screen.getByText('Emma Smith').closest('li');
    if (!english) throw new Error('no row for Emma Smith');
    expect(within(english).getByText('12:00 PM')).toBeTruthy();
    expect(within(english).getByRole('button', { name: 'Cancel the meeting with Emma Smith' })).toBeTruthy();
    expect(within(english).queryByRole('combobox')).toBeNull();
    expect(screen.getByText('There are still 2 unbooked meetings. You can book them anytime below:')).toBeTruthy();
  });

  it('disables a time chosen for one subject in the pickers of the others', () => {
    renderForm();
    fireEvent.change(picker('French slot with Claire Petit'), { target: { value: '11:40' } });
    expect(picker('French slot with Claire Petit').value).toBe('11:40');
    expect(options(picker('Mathematics slot with Paul Bernard'))[1]).toBe('11:40 AM (disabled)');
  });

  it("says 'Please select a time slot.' and calls nothing when no slot is chosen", () => {
    const { fetchSpy } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'MAKE APPOINTMENT' }));
    expect(notifyError).toHaveBeenCalledWith(NOTHING_SELECTED);
    expect(NOTHING_SELECTED).toBe('Please select a time slot.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
