// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLesson, TTimetable } from '@carnet/contract';
import { renderInLanguage, speak } from '../../../test/render';
import { LessonDialog } from './lesson-dialog';
import { TimetableCalendar } from './timetable-calendar';

const maths: TLesson = {
  id: 1,
  date: '2026-11-23',
  day_of_week: 1,
  start_hour: '09:00',
  end_hour: '10:00',
  color: '#3b82f6',
  matiere_titrecourt: 'MATHS',
  matiere_titre: 'Mathematics',
  groupName: '6A Mathematics',
  hallName: 'B12',
  teacherShortName: 'P. Bernard',
  classe_titre: '6A',
};
const timetable: TTimetable = { weekStart: '2026-11-23', lessons: [[maths], [], [], [], []] };

function renderCalendar(language: 'en' | 'fr', weekLabel = '23 – 27 November 2026') {
  return renderInLanguage(
    <TimetableCalendar
      weekStart="2026-11-23"
      timetable={timetable}
      onLessonClick={vi.fn()}
      captureRef={{ current: null }}
      childName="Léa Martin"
      weekLabel={weekLabel}
    />,
    language,
  );
}

const dayHeaders = () => Array.from(document.querySelectorAll('.fc-col-header-cell'), (cell) => cell.textContent);
const dayLabels = () => Array.from(document.querySelectorAll('.fc-col-header-cell-cushion'), (link) => link.getAttribute('aria-label'));
const hourLabels = () => Array.from(document.querySelectorAll('.fc-timegrid-slot-label-cushion'), (label) => label.textContent);

// happy-dom has no layout: FullCalendar draws the days and hours but places no event (the journeys check them).
describe('the timetable grid as displayed', () => {
  afterEach(cleanup);

  it('names the days and hours in English, 12-hour', async () => {
    await renderCalendar('en');
    screen.getByRole('heading', { name: 'Week of 23 – 27 November 2026' });
    expect(dayHeaders()).toEqual(['Mon23 Nov', 'Tue24 Nov', 'Wed25 Nov', 'Thu26 Nov', 'Fri27 Nov']);
    expect(dayLabels()[0]).toBe('23 November 2026');
    expect(hourLabels()).toEqual(['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM']);
  });

  it("names the days and hours in French, 24-hour, FullCalendar's own date labels too", async () => {
    await renderCalendar('fr', '23 – 27 novembre 2026');
    screen.getByRole('heading', { name: 'Semaine du 23 – 27 novembre 2026' });
    expect(dayHeaders()).toEqual(['lun.23 nov.', 'mar.24 nov.', 'mer.25 nov.', 'jeu.26 nov.', 'ven.27 nov.']);
    expect(dayLabels()[0]).toBe('23 novembre 2026');
    expect(hourLabels()).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
  });

  it('speaks the new language at once when the family switches', async () => {
    await renderCalendar('en');
    expect(hourLabels()[0]).toBe('8:00 AM');
    await act(() => speak('fr'));
    expect(dayHeaders()[0]).toBe('lun.23 nov.');
    expect(dayLabels()[0]).toBe('23 novembre 2026');
    expect(hourLabels()[0]).toBe('08:00');
  });

  it("marks the school's today, not the device's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC on Monday 23 November is already Tuesday 24 in Paris.
    vi.setSystemTime(new Date('2026-11-23T23:30:00Z'));
    try {
      await renderCalendar('en');
      expect(document.querySelector('.fc-col-header-cell.fc-day-today')?.getAttribute('data-date')).toBe('2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the lesson dialog', () => {
  afterEach(cleanup);

  it("says when and where in English: '{weekday} from {start} to {end}', 'Teacher {teacher} Hall: {hall}'", async () => {
    await renderInLanguage(<LessonDialog lesson={maths} onClose={() => {}} />, 'en');
    const dialog = screen.getByRole('dialog', { name: 'Mathematics' });
    expect(dialog.textContent).toContain('Monday from 9:00 AM to 10:00 AM');
    expect(dialog.textContent).toContain('Teacher P. Bernard Hall: B12');
    screen.getByRole('button', { name: 'Close' });
  });

  it('says when and where in French, on the 24-hour clock', async () => {
    await renderInLanguage(<LessonDialog lesson={maths} onClose={() => {}} />, 'fr');
    const dialog = screen.getByRole('dialog', { name: 'Mathematics' });
    expect(dialog.textContent).toContain('lundi de 09:00 à 10:00');
    expect(dialog.textContent).toContain('Professeur P. Bernard Salle\u00a0: B12');
    screen.getByRole('button', { name: 'Fermer' });
  });
});
