// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TChild, TLanguage, TMeetingInfo, TSubject } from '@carnet/contract';
import { renderInLanguage } from '../../test/render';
import { MeetingsInfoPage } from './meetings-info-page';

const LEA = 1;
const HUGO = 2;
const subject = (id: number, name: string, teacherId: number, teacher: string): TSubject => ({
  id,
  name,
  teacher_id: teacherId,
  teacher_name: teacher,
  teaching_group: name,
  teacher_email: 'teacher@school.example',
});
const children: Record<number, TChild> = {
  [LEA]: { id: LEA, firstName: 'Léa', lastName: 'Martin', subjects: [subject(1, 'Mathematics', 1, 'Paul Bernard')] } as TChild,
  [HUGO]: { id: HUGO, firstName: 'Hugo', lastName: 'Martin', subjects: [subject(5, 'English', 3, 'Emma Smith')] } as TChild,
};
const info: TMeetingInfo = {
  id: 1,
  name: 'Parent-teacher meetings, first term',
  date: '2026-12-06',
  startRegistrationDate: '2026-11-19',
  endRegistrationDate: '2026-12-02',
  startTime: '16:30',
  endTime: '17:00',
  durationInMinutes: 10,
  usedSlots: [],
};

vi.mock('../../lib/use-user', () => ({
  useUser: () => ({ roles: ['ROLE_PARENT'], familyInfo: { children: [children[LEA], children[HUGO]] } }),
}));
const SPRING = 2;
const spring: TMeetingInfo = { ...info, id: SPRING, name: 'Mathematics evening', date: '2027-03-11' };
const openMeeting = (meetingId: number, childId: number) => ({
  meetingId,
  child: { id: childId },
  name: '',
  date: meetingId === SPRING ? spring.date : info.date,
});
/** The open meetings the server answers; a test may add one. */
let openMeetings = [openMeeting(1, LEA), openMeeting(1, HUGO)];
vi.mock('./api/get-open-meetings', () => ({
  useOpenMeetings: () => ({ isPending: false, isError: false, isSuccess: true, data: openMeetings }),
}));
vi.mock('./api/get-meeting-info', () => ({ useMeetingInfo: (id: number) => ({ isError: false, data: id === SPRING ? spring : info }) }));
vi.mock('../../lib/api/get-child', () => ({ useChild: (id: number) => ({ isError: false, data: children[id] }) }));
vi.mock('../../lib/api/get-picture', () => ({ usePicture: () => ({ data: undefined }) }));
vi.mock('../../lib/toast', () => ({ notifyError: vi.fn(), notifyFailure: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../lib/api-client', () => ({ api: { post: vi.fn(), get: vi.fn() } }));

function renderPage(language: TLanguage = 'en') {
  return renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MeetingsInfoPage />
      </MemoryRouter>
    </QueryClientProvider>,
    language,
  );
}

const picker = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('MeetingsInfoPage', () => {
  afterEach(() => {
    cleanup();
    openMeetings = [openMeeting(1, LEA), openMeeting(1, HUGO)];
  });

  it("offers each of a child's open meetings, the earliest first, and only that child's", async () => {
    openMeetings = [openMeeting(SPRING, LEA), openMeeting(1, LEA), openMeeting(1, HUGO)];
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Parent-teacher meetings, first term',
      'Mathematics evening',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Hugo' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Parent-teacher meetings, first term',
    ]);
  });

  it("keeps Léa's picks while the parent looks at Hugo, and holds their time for Hugo", async () => {
    await renderPage();
    fireEvent.change(picker('Mathematics slot with Paul Bernard'), { target: { value: '16:40' } });

    fireEvent.click(screen.getByRole('radio', { name: 'Hugo' }));
    screen.getByRole('list', { name: 'Teachers of Hugo' });
    const english = picker('English slot with Emma Smith');
    expect(within(english).getByRole<HTMLOptionElement>('option', { name: '4:40 PM — already chosen for Léa' }).disabled).toBe(true);
    fireEvent.change(english, { target: { value: '16:50' } });

    fireEvent.click(screen.getByRole('radio', { name: 'Léa' }));
    screen.getByRole('list', { name: 'Teachers of Léa' });
    expect(picker('Mathematics slot with Paul Bernard').value).toBe('16:40');
    expect(
      within(picker('Mathematics slot with Paul Bernard')).getByRole<HTMLOptionElement>('option', {
        name: '4:50 PM — already chosen for Hugo',
      }).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Hugo' }));
    expect(picker('English slot with Emma Smith').value).toBe('16:50');
  });

  it('speaks French: title, window, times on the 24-hour clock', async () => {
    await renderPage('fr');
    screen.getByRole('heading', { level: 1, name: 'Prendre rendez-vous' });
    expect(document.title).toMatch(/^Prendre rendez-vous/);
    screen.getByText('Les prises de rendez-vous sont ouvertes du 19 novembre 2026 au 2 décembre 2026');
    screen.getByText(/16:30 à 17:00/);
    const maths = picker('Créneau avec Paul Bernard (Mathematics)');
    fireEvent.change(maths, { target: { value: '16:40' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Hugo' }));
    within(picker('Créneau avec Emma Smith (English)')).getByRole('option', { name: '16:40 — déjà choisi pour Léa' });
  });
});
