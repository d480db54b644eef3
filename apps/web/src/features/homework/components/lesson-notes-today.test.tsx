// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLessonNotesDay } from '@carnet/contract';
import { expectTexts, renderPageWith } from '../../../test/page-states';
import { serverError } from '../../../test/signed-in';
import { homeworkItem } from '../../../test/homework-fixtures';
import { LessonNotesToday } from './lesson-notes-today';
import '../homework-catalog';

const NOTES = '/api/homework/2/notes';
const lesson = {
  lessonId: 40,
  date: '2026-11-25',
  startHour: '08:00',
  endHour: '09:00',
  subject: 'Maths',
  color: '#3b82f6',
  teacherName: 'Paul Bernard',
  body: 'Pythagoras: *the proof*',
  files: [],
  homework: [homeworkItem()],
  missedWhileAway: false,
};
const day: TLessonNotesDay = {
  date: '2026-11-25',
  lessons: [
    lesson,
    { ...lesson, lessonId: 41, startHour: '10:00', endHour: '11:00', subject: 'Music', body: '', homework: [], missedWhileAway: true },
  ],
};

describe('LessonNotesToday', () => {
  it('shows each of the day’s lessons with its notes, the homework set in it, and a lesson missed while away', async () => {
    await renderPageWith(<LessonNotesToday childId={2} canTick={false} />, { [NOTES]: () => Response.json(day) }, { parts: ['homework'] });
    const section = await screen.findByRole('region', { name: /Today’s lessons/ });
    await within(section).findByText('the proof');
    expect(within(section).getByText('the proof').tagName).toBe('EM');
    const maths = within(section).getByRole('list', { name: 'Homework set in Maths' });
    expect(within(maths).getByText('Not ticked yet')).toBeTruthy();
    const music = within(section)
      .getByRole('heading', { name: /^Music/ })
      .closest('li');
    expect(music?.textContent).toContain('Missed while away');
    expect(music?.textContent).toContain('No notes written yet.');
  });

  it('says when there are no lessons, in French', async () => {
    await renderPageWith(
      <LessonNotesToday childId={2} canTick={false} />,
      { [NOTES]: () => Response.json({ date: '2026-11-28', lessons: [] }) },
      { parts: ['homework'], language: 'fr' },
    );
    await expectTexts(['Aucun cours aujourd’hui.']);
  });

  it('offers to retry when the notes cannot be read', async () => {
    await renderPageWith(<LessonNotesToday childId={2} canTick={false} />, { [NOTES]: serverError }, { parts: ['homework'] });
    await expectTexts(['The lesson notes could not be loaded.']);
  });
});
