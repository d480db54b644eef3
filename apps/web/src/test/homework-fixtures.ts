import type { TChildHomework, THomeworkItem, TMe } from '@carnet/contract';

/** Léa's own account (the demo's student): her family's list holds her alone. */
export const leaStudent: TMe = {
  id: 9,
  email: 'student@example.com',
  firstName: 'Léa',
  lastName: 'Martin',
  roles: ['ROLE_STUDENT', 'ROLE_USER'],
  language: null,
  familyInfo: { name: 'Martin', children: [{ id: 1, firstName: 'Léa', lastName: 'Martin' }] },
};

export const homeworkItem = (overrides: Partial<THomeworkItem> = {}): THomeworkItem => ({
  id: 5,
  kind: 'homework',
  subject: 'Maths',
  color: '#3b82f6',
  teacherName: 'Paul Bernard',
  text: 'Exercises **3 and 4** page 52',
  dueDate: '2026-11-26',
  dueStartHour: '08:00',
  minutes: 30,
  files: [],
  setOn: '2026-11-24',
  changedAt: null,
  doneAt: null,
  missedWhileAway: false,
  ...overrides,
});

/** Wednesday 25 November 2026: tomorrow is Thursday 26. */
export const childHomework = (overrides: Partial<TChildHomework> = {}): TChildHomework => ({
  from: '2026-11-11',
  to: '2026-12-23',
  today: '2026-11-25',
  nextSchoolDay: '2026-11-26',
  items: [],
  tasks: [],
  ...overrides,
});
