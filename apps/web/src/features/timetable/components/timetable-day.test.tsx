// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLesson } from '@carnet/contract';
import { renderInLanguage } from '../../../test/render';
import { TimetableDay } from './timetable-day';

const lesson = (id: number, start: string, end: string, title: string): TLesson => ({
  id,
  date: '2026-11-25',
  day_of_week: 3,
  start_hour: start,
  end_hour: end,
  color: '#3b82f6',
  matiere_titrecourt: title.slice(0, 5).toUpperCase(),
  matiere_titre: title,
  groupName: `4B ${title}`,
  hallName: 'B12',
  teacherShortName: 'P. Bernard',
  classe_titre: '4B',
});
const lessons = [lesson(1, '08:00', '09:00', 'Mathematics'), lesson(2, '14:00', '15:30', 'Physical and sports education')];

function renderDay(language: 'en' | 'fr', shown = lessons, onLessonClick = vi.fn()) {
  return renderInLanguage(
    <TimetableDay
      day="2026-11-25"
      lessons={shown}
      onLessonClick={onLessonClick}
      captureRef={{ current: null }}
      childName="Léa Martin"
      isLoading={false}
    />,
    language,
  );
}

describe("a phone's timetable day", () => {
  afterEach(cleanup);

  it('names the day and lists its lessons in full, in English on the 12-hour clock', async () => {
    await renderDay('en');
    screen.getByRole('heading', { name: 'Wednesday 25 November 2026' });
    const items = within(screen.getByRole('list', { name: 'Lessons of the day' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '8:00 AM9:00 AMMathematics4B MathematicsP. BernardHall B12',
      '2:00 PM3:30 PMPhysical and sports education4B Physical and sports educationP. BernardHall B12',
    ]);
  });

  it('names the day in French on the 24-hour clock', async () => {
    await renderDay('fr');
    screen.getByRole('heading', { name: 'mercredi 25 novembre 2026' });
    screen.getByRole('button', { name: 'Mathematics, mercredi de 08:00 à 09:00' });
    expect(screen.getByRole('list', { name: 'Cours du jour' }).textContent).toContain('Salle B12');
  });

  it('opens a lesson when pressed, and says when a day has none', async () => {
    const onLessonClick = vi.fn();
    await renderDay('en', lessons, onLessonClick);
    fireEvent.click(screen.getByRole('button', { name: 'Physical and sports education, Wednesday from 2:00 PM to 3:30 PM' }));
    expect(onLessonClick).toHaveBeenCalledWith(lessons[1]);
    cleanup();
    await renderDay('fr', []);
    screen.getByText('Aucun cours ce jour-là');
  });
});
