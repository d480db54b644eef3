// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TChild } from '@carnet/contract';
import { renderPageWith } from '../test/page-states';
import { ChildInfoRoute } from './child-info-route';

const child: TChild = {
  id: 1,
  firstName: 'Léa',
  lastName: 'Martin',
  first_name: 'Léa',
  last_name: 'Martin',
  class_year: '6e',
  class_name: '6A',
  blood_type: '',
  subjects: [],
  exitPermissions: [],
  concerns: [],
  medicalInfos: [],
  allergies: [],
};
const lesson = {
  lessonId: 40,
  date: '2026-11-25',
  startHour: '08:00',
  endHour: '09:00',
  subject: 'Maths',
  color: '#3b82f6',
  teacherName: 'Paul Bernard',
  body: 'Pythagoras',
  files: [],
  homework: [],
  missedWhileAway: true,
};

describe('ChildInfoRoute', () => {
  it('shows the child’s lessons of today with their notes under the child’s name, after the page', async () => {
    await renderPageWith(
      <ChildInfoRoute />,
      {
        '/api/child/1': () => Response.json(child),
        '/api/homework/1/notes': () => Response.json({ date: '2026-11-25', lessons: [lesson] }),
        '/api/registry': () => Response.json([]),
      },
      { initialEntries: ['/childinfo?children=1'] },
    );
    await screen.findByRole('heading', { level: 1, name: 'Léa Martin' });
    const today = await screen.findByRole('region', { name: /Today’s lessons/ });
    await within(today).findByText('Pythagoras');
    expect(within(today).getByText('Missed while away')).toBeTruthy();
  });
});
